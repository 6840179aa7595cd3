import { describe, expect, it } from 'vitest';
import { field, localized, makeCtx, makeGroup, single } from '../testing';
import { formatCost, formatItemDate, PREVIEW_MAX_CHARS, truncatePreview } from './format';
import { itemNumbers } from './items';
import { numberedSlots } from '../../../shared/blocks/numbered-slots';

describe('card helpers', () => {
  it('formats ISO dates per locale and shows N/A for unknown ones', () => {
    expect(formatItemDate('2025-03-14', 'de')).toBe('14. März 2025');
    expect(formatItemDate('2025-03-14', 'fr')).toBe('14 mars 2025');
    expect(formatItemDate('2025-03-14', 'es')).toBe('14 de marzo de 2025');
    expect(formatItemDate('2025-12-31', 'it')).toBe('31 dicembre 2025');
    for (const bad of [null, '', 'morgen', '2025-02-30', '14.03.2025']) expect(formatItemDate(bad, 'de')).toBe('N/A');
  });

  it('truncates previews at 200 characters with an ellipsis', () => {
    expect(truncatePreview('kurz')).toBe('kurz');
    const long = truncatePreview('wort '.repeat(100));
    expect(Array.from(long).length).toBeLessThanOrEqual(PREVIEW_MAX_CHARS);
    expect(long.endsWith('…')).toBe(true);
    expect(Array.from(truncatePreview('x'.repeat(300)))).toHaveLength(200);
  });

  it('reads bare amounts as francs in the page language and keeps other costs as typed', () => {
    expect(formatCost('1200', 'de')).toMatch(/^CHF\u00a01['’]200$/);
    expect(formatCost('89.5', 'de')).toBe('CHF\u00a089.50');
    expect(formatCost('89,5', 'fr')).toBe('89.50\u00a0CHF');
    expect(formatCost('1200', 'es')).toMatch(/^1\.?200\u00a0CHF$/);
    expect(formatCost('ab CHF 90.–', 'fr')).toBe('ab CHF 90.–');
  });

  it('lists filled items in order, plus one placeholder in edit mode', () => {
    const slots = numberedSlots({ title: { kind: 'text' } });
    expect(Object.keys(slots)).toHaveLength(8);
    expect(slots.title3).toEqual({ kind: 'text', required: false });
    const group = makeGroup({
      type: 'x',
      fields: [
        field('title2', { content: single('B') }),
        field('title5', { content: localized({ de: 'E' }) }),
        field('title6', { content: single('hidden'), visible: false }),
        field('title1', { content: single('  ') }),
      ],
    });
    expect(itemNumbers(group, makeCtx(), slots, ['title'])).toEqual([2, 5]);
    expect(itemNumbers(group, makeCtx({ locale: 'fr' }), slots, ['title'])).toEqual([2]);
    expect(itemNumbers(group, makeCtx({ mode: 'edit' }), slots, ['title'])).toEqual([2, 5, 1]);
  });
});
