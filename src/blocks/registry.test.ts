import { describe, expect, it } from 'vitest';
import { blockDefinitions, getBlockDefinition } from '../shared/blocks/definitions';
import { blockRegistry, getBlock } from './registry';
import { BLOCK_CATEGORIES, OPTION_TYPES } from '../shared/blocks/types';

describe('block registry', () => {
  it('keys every definition by its own type', () => {
    for (const [key, definition] of Object.entries(blockDefinitions)) expect(definition.type).toBe(key);
  });

  it('pairs each definition with its component', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(Object.keys(blockDefinitions).sort());
    expect(getBlock('hero')?.definition).toBe(blockDefinitions.hero);
    expect(typeof getBlock('spacer')?.Component).toBe('function');
  });

  it('returns null for unknown types, including Object.prototype keys', () => {
    for (const type of ['nope', 'constructor', '__proto__', 'toString']) {
      expect(getBlock(type)).toBeNull();
      expect(getBlockDefinition(type)).toBeNull();
    }
  });

  it('declares valid categories, option types and defaults', () => {
    for (const definition of Object.values(blockDefinitions)) {
      expect(BLOCK_CATEGORIES).toContain(definition.category);
      for (const option of Object.values(definition.options)) {
        expect(OPTION_TYPES).toContain(option.type);
        if ('values' in option) expect(option.values).toContain(option.default);
      }
    }
  });
});
