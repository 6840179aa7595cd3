import { describe, expect, it } from 'vitest';
import type { OptionDefinition } from '../../shared/blocks/types';
import { asLinkValue, buttonOf, isSlotVisible, richTextOf, textOf } from '../../shared/blocks/fields';
import { evaluateDisplayConditions, optionOf, resolveOptions } from '../../shared/blocks/options';
import { field, localized, makeCtx, makeGroup, rich, single } from './testing';

describe('textOf', () => {
  it('reads single and localized values, trimmed', () => {
    const group = makeGroup({
      type: 't',
      fields: [field('a', { content: single('  Hallo ') }), field('b', { content: localized({ de: 'Tag', fr: 'Jour' }) })],
    });
    expect(textOf(group, 'a', 'fr')).toBe('Hallo');
    expect(textOf(group, 'b', 'fr')).toBe('Jour');
  });

  it('reads null for missing locales, missing slots, whitespace and rich text', () => {
    const group = makeGroup({
      type: 't',
      fields: [field('a', { content: localized({ de: 'Tag' }) }), field('w', { content: single(' \n ') }), field('r', { content: rich('x') })],
    });
    expect(textOf(group, 'a', 'fr')).toBeNull();
    expect(textOf(group, 'nope', 'de')).toBeNull();
    expect(textOf(group, 'w', 'de')).toBeNull();
    expect(textOf(group, 'r', 'de')).toBeNull();
  });
});

describe('richTextOf', () => {
  it('returns the stored value when it has text', () => {
    const group = makeGroup({ type: 't', fields: [field('r', { content: rich('Hallo') })] });
    expect(richTextOf(group, 'r', 'de')?.text).toBe('Hallo');
    expect(richTextOf(group, 'r', 'fr')).toBeNull();
  });

  it('treats a lone newline as empty', () => {
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'hardBreak' }] }] };
    const group = makeGroup({ type: 't', fields: [field('r', { content: rich(doc, '\n') })] });
    expect(richTextOf(group, 'r', 'de')).toBeNull();
  });
});

describe('buttonOf', () => {
  const ctx = makeCtx();
  const button = (link: unknown) =>
    makeGroup({ type: 't', fields: [field('b', { content: single('Los'), options: { link: link as Record<string, unknown> } })] });

  it('resolves url links to a new tab', () => {
    expect(buttonOf(button({ type: 'url', url: 'https://example.ch' }), 'b', ctx)).toEqual({
      label: 'Los',
      href: 'https://example.ch',
      newTab: true,
    });
  });

  it('resolves page links through ctx.pages in the same tab', () => {
    const value = buttonOf(button({ type: 'page', page: { id: 'page-about' } }), 'b', makeCtx({ locale: 'fr' }));
    expect(value).toEqual({ label: 'Los', href: '/fr/a-propos', newTab: false });
  });

  it('gives no href for missing, unsafe or malformed links', () => {
    expect(buttonOf(button(undefined), 'b', ctx).href).toBeNull();
    expect(buttonOf(button({ type: 'url', url: 'javascript:alert(1)' }), 'b', ctx).href).toBeNull();
    expect(buttonOf(button({ type: 'url', url: 42 }), 'b', ctx)).toEqual({ label: 'Los', href: null, newTab: false });
    expect(asLinkValue({ type: 'ftp' })).toBeNull();
  });
});

describe('isSlotVisible', () => {
  it('hides only fields explicitly set invisible', () => {
    const group = makeGroup({ type: 't', fields: [field('a', { visible: false }), field('b')] });
    expect(isSlotVisible(group, 'a')).toBe(false);
    expect(isSlotVisible(group, 'b')).toBe(true);
    expect(isSlotVisible(group, 'missing')).toBe(true);
  });
});

describe('optionOf', () => {
  const definition = {
    options: {
      alignment: { type: 'alignment', default: 'left', values: ['left', 'center'] },
      background: { type: 'colorSwatches', default: 'header' },
      height: { type: 'number', default: 4, range: { max: 12 } },
      free: { type: 'number', default: 3 },
      divider: { type: 'checkbox', default: false },
      size: { type: 'textSize', default: 'large' },
    },
  } as const satisfies { options: Record<string, OptionDefinition> };
  const options = (o: Record<string, string | number | boolean | null>) => makeGroup({ type: 't', options: o });

  it('uses the default when missing or invalid', () => {
    expect(optionOf(definition, options({}), 'alignment')).toBe('left');
    expect(optionOf(definition, options({ alignment: 'right' }), 'alignment')).toBe('left');
    expect(optionOf(definition, options({ divider: 'yes' }), 'divider')).toBe(false);
    expect(optionOf(definition, options({ size: 'huge' }), 'size')).toBe('large');
    expect(optionOf(definition, options({ background: 'hotpink' }), 'background')).toBe('header');
  });

  it('keeps valid values and a cleared colour', () => {
    expect(optionOf(definition, options({ alignment: 'center' }), 'alignment')).toBe('center');
    expect(optionOf(definition, options({ background: null }), 'background')).toBeNull();
    expect(optionOf(definition, options({ divider: true }), 'divider')).toBe(true);
  });

  it('clamps numbers to the range with min 1 by default and no max without one', () => {
    expect(optionOf(definition, options({ height: 40 }), 'height')).toBe(12);
    expect(optionOf(definition, options({ height: -3 }), 'height')).toBe(1);
    expect(optionOf(definition, options({ height: '7' }), 'height')).toBe(7);
    expect(optionOf(definition, options({ height: 'abc' }), 'height')).toBe(4);
    expect(optionOf(definition, options({ free: 999 }), 'free')).toBe(999);
  });

  it('resolves all options at once', () => {
    expect(resolveOptions(definition, options({ height: 0 }))).toEqual({
      alignment: 'left',
      background: 'header',
      height: 1,
      free: 3,
      divider: false,
      size: 'large',
    });
  });
});

describe('evaluateDisplayConditions', () => {
  it('holds with no conditions', () => {
    expect(evaluateDisplayConditions(undefined, {})).toBe(true);
    expect(evaluateDisplayConditions([], {})).toBe(true);
  });

  it('compares boolean conditions by equality, unset meaning false', () => {
    expect(evaluateDisplayConditions([{ option: 'a', equals: true }], { a: true })).toBe(true);
    expect(evaluateDisplayConditions([{ option: 'a', equals: true }], { a: false })).toBe(false);
    expect(evaluateDisplayConditions([{ option: 'a', equals: false }], {})).toBe(true);
  });

  it('compares values with >, <, = and !=', () => {
    const opts = { n: 5, s: 'grid' };
    expect(evaluateDisplayConditions([{ option: 'n', operator: '>', value: 3 }], opts)).toBe(true);
    expect(evaluateDisplayConditions([{ option: 'n', operator: '<', value: 3 }], opts)).toBe(false);
    expect(evaluateDisplayConditions([{ option: 'n', operator: '=', value: '5' }], opts)).toBe(true);
    expect(evaluateDisplayConditions([{ option: 's', operator: '=', value: 'grid' }], opts)).toBe(true);
    expect(evaluateDisplayConditions([{ option: 's', operator: '!=', value: 'grid' }], opts)).toBe(false);
    expect(evaluateDisplayConditions([{ option: 'x', operator: '>', value: 0 }], opts)).toBe(false);
  });

  it('requires every condition to hold', () => {
    const conditions = [
      { option: 'a', equals: true },
      { option: 'n', operator: '>', value: 3 },
    ] as const;
    expect(evaluateDisplayConditions(conditions, { a: true, n: 4 })).toBe(true);
    expect(evaluateDisplayConditions(conditions, { a: true, n: 2 })).toBe(false);
  });
});
