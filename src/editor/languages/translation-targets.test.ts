import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '@/shared/blocks/definitions';
import { defaultSource, isTranslatableSlot, translatableFields } from './translation-targets';

describe('defaultSource', () => {
  it('translates from the default language, or from the first other one into the default', () => {
    expect(defaultSource(['de', 'fr', 'it'], 'de', 'fr')).toBe('de');
    expect(defaultSource(['de', 'fr', 'it'], 'de', 'de')).toBe('fr');
    expect(defaultSource(['fr', 'de'], 'de', 'de')).toBe('fr');
  });
});

describe('translatable fields', () => {
  it('offers texts, rich texts and buttons, never media or values without a language', () => {
    expect(isTranslatableSlot({ kind: 'text' })).toBe(true);
    expect(isTranslatableSlot({ kind: 'richText' })).toBe(true);
    expect(isTranslatableSlot({ kind: 'button' })).toBe(true);
    expect(isTranslatableSlot({ kind: 'media' })).toBe(false);
    expect(isTranslatableSlot({ kind: 'text', format: 'phone' })).toBe(false);
    expect(isTranslatableSlot({ kind: 'text', neutral: true } as { kind: 'text' })).toBe(false);
  });

  it("lists the box's stored text fields in slot order", () => {
    const hero = getBlockDefinition('hero');
    if (!hero) throw new Error('no hero');
    const fields = {
      image1: { id: 'i', visible: true },
      title: { id: 't', visible: true },
      kicker: { id: 'k', visible: false },
      button1: { id: 'b', visible: true },
    };
    expect(translatableFields(hero, fields)).toEqual([
      { slot: 'kicker', fieldId: 'k' },
      { slot: 'title', fieldId: 't' },
      { slot: 'button1', fieldId: 'b' },
    ]);
    expect(translatableFields(hero, {})).toEqual([]);
  });
});

describe('translatableFields with the source language', () => {
  it('lists only fields filled in the source language, never neutral ones', () => {
    const definition = getBlockDefinition('contact');
    if (!definition) throw new Error('no contact definition');
    const fields = {
      title: { id: 'f-title', visible: true, filled: ['de' as const, 'fr' as const] },
      name: { id: 'f-name', visible: true, filled: ['fr' as const] },
      phone: { id: 'f-phone', visible: true, filled: [] },
    };
    expect(translatableFields(definition, fields, 'de')).toEqual([{ slot: 'title', fieldId: 'f-title' }]);
    expect(translatableFields(definition, fields, 'fr').map((field) => field.slot)).toEqual(['title', 'name']);
  });
});
