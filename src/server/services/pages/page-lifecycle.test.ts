import { describe, expect, it } from 'vitest';
import { removePageFromNavigation } from './navigation-without-page';
import { freeSlug } from './restore-page';
import { normalizeSlug } from './slug-rules';

describe('removePageFromNavigation', () => {
  it('drops the children naming the page and containers that only linked it', () => {
    const state = {
      containers: [
        { id: 'a', label: { de: 'A' }, pageId: 'p1', children: [{ id: 'x', pageId: 'p2', appearance: 'default' as const }] },
        { id: 'b', label: { de: 'B' }, pageId: 'p2', children: [] },
        { id: 'c', label: { de: 'C' }, pageId: 'p2', children: [{ id: 'y', pageId: 'p3', appearance: 'button' as const }] },
      ],
    };
    expect(removePageFromNavigation(state, 'p2')).toEqual({
      containers: [
        { id: 'a', label: { de: 'A' }, pageId: 'p1', children: [] },
        { id: 'c', label: { de: 'C' }, pageId: null, children: [{ id: 'y', pageId: 'p3', appearance: 'button' }] },
      ],
    });
  });
});

describe('freeSlug', () => {
  it('keeps a free slug and numbers a taken one from 2', () => {
    expect(freeSlug('angebot', new Set())).toBe('angebot');
    expect(freeSlug('angebot', new Set(['angebot', 'angebot-2']))).toBe('angebot-3');
  });
});

describe('normalizeSlug', () => {
  it('makes slugs URL-safe and refuses empty and reserved ones', () => {
    expect(normalizeSlug('Über Straße')).toBe('ueber-strasse');
    expect(() => normalizeSlug(' ?! ')).toThrow();
    expect(() => normalizeSlug('Login')).toThrow();
  });
});
