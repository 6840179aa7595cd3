import { describe, expect, it } from 'vitest';
import { richTextValue } from '../../../shared/content/rich-text';
import type { GroupNode, PageTree } from '../../../shared/content/types';
import { MARK_START, TEXT_BREAK, cleanText, extractSearchText, searchableLocales } from './search-text';
import { splitSnippet } from './snippet';
import { textSearchConfig } from './text-search-config';

const group = (overrides: Partial<GroupNode>): GroupNode => ({
  id: 'g',
  type: 'hero',
  status: 'published',
  position: 0,
  options: {},
  meta: { disallowedLanguages: [] },
  fields: {},
  ...overrides,
});
const field = (slot: string, content: GroupNode['fields'][string]['content'], visible = true) => ({
  [slot]: { id: slot, slot, content, options: {}, mediaId: null, visible },
});

const tree = (overrides: Partial<PageTree['page']> = {}, groups: GroupNode[] = []): PageTree => ({
  page: {
    id: 'p',
    siteId: 's',
    collection: null,
    role: null,
    specialKey: null,
    status: 'published',
    slug: { de: 'brillen', fr: 'lunettes' },
    meta: { name: { de: 'Brillen', fr: 'Lunettes' }, description: { de: 'Beschreibung' }, disallowedLanguages: [] },
    ...overrides,
  },
  groups,
});

describe('search text', () => {
  it('maps locales to stemming configurations, simple for the rest', () => {
    expect(textSearchConfig('de')).toBe('german');
    expect(textSearchConfig('fr')).toBe('french');
    expect(textSearchConfig('pt')).toBe('portuguese');
    expect(textSearchConfig('rm')).toBe('simple');
  });

  it('indexes locales with a path that the page allows; never protected or search pages', () => {
    expect(searchableLocales(tree())).toEqual(['de', 'fr']);
    expect(searchableLocales(tree({ meta: { name: {}, disallowedLanguages: ['fr'] } }))).toEqual(['de']);
    expect(searchableLocales(tree({ meta: { name: {}, disallowedLanguages: [], passwordHash: 'x' } }))).toEqual([]);
    expect(searchableLocales(tree({ specialKey: 'search' }))).toEqual([]);
    expect(searchableLocales(tree({ specialKey: '~home', slug: {} }))).toHaveLength(10);
  });

  it('reads the visible text of the sections shown in the locale, in slot order', () => {
    const page = tree({}, [
      group({
        position: 1,
        fields: {
          ...field('subtitle', { type: 'localizedRichText', values: { de: richTextValue(['Unter', 'titel']) } }),
          ...field('title', { type: 'localizedSingleValue', values: { de: `Titel${MARK_START}` } }),
          ...field('kicker', { type: 'localizedSingleValue', values: { de: 'Versteckt' } }, false),
        },
      }),
      group({
        id: 'h',
        position: 0,
        meta: { disallowedLanguages: ['de'] },
        fields: field('title', { type: 'localizedSingleValue', values: { de: 'Nicht hier' } }),
      }),
      group({ id: 'a', position: 2, status: 'archived', fields: field('title', { type: 'localizedSingleValue', values: { de: 'Archiv' } }) }),
      group({ id: 's', position: 3, fields: field('title', { type: 'single', value: 'https://example.ch' }) }),
    ]);
    const text = extractSearchText(page, 'de');
    expect(text.title).toBe('Brillen');
    // Each field's text on its own: a break the index reads as a space and snippets are cut at.
    expect(text.body).toBe(`Beschreibung ${TEXT_BREAK} Titel ${TEXT_BREAK} Unter titel`);
    expect(text.terms).toEqual(['brillen', 'beschreibung', 'titel', 'unter']);
  });

  it('cleans control characters and whitespace', () => {
    expect(cleanText(' a\u0002b\n\tc  ')).toBe('a b c');
  });
});

describe('snippet', () => {
  it('splits headline markers into text and hits without parsing HTML', () => {
    expect(splitSnippet('Die \u0002Brille\u0003 <b>und</b> \u0002Brillen\u0003')).toEqual([
      { text: 'Die ', hit: false },
      { text: 'Brille', hit: true },
      { text: ' <b>und</b> ', hit: false },
      { text: 'Brillen', hit: true },
    ]);
    expect(splitSnippet('kein Treffer')).toEqual([{ text: 'kein Treffer', hit: false }]);
    expect(splitSnippet('')).toEqual([]);
    expect(splitSnippet('a\u0003b\u0002c')).toEqual([{ text: 'abc', hit: false }]);
  });

  it('keeps only the field texts holding a hit, never gluing one field onto the next', () => {
    const headline = `45 Min. ${TEXT_BREAK} 90 ${TEXT_BREAK} \u0002Brillen\u0003-Service und Beratung ${TEXT_BREAK} Preis`;
    expect(splitSnippet(headline)).toEqual([
      { text: 'Brillen', hit: true },
      { text: '-Service und Beratung', hit: false },
    ]);
    expect(splitSnippet(`Die \u0002Brille\u0003 ${TEXT_BREAK} 30 Min. ${TEXT_BREAK} neue \u0002Brillen\u0003`)).toEqual([
      { text: 'Die ', hit: false },
      { text: 'Brille', hit: true },
      { text: ' … neue ', hit: false },
      { text: 'Brillen', hit: true },
    ]);
    // No marker (a title-only match): the first text alone.
    expect(splitSnippet(`Erster Text ${TEXT_BREAK} Zweiter`)).toEqual([{ text: 'Erster Text', hit: false }]);
  });
});
