import { describe, expect, it } from 'vitest';
import type { MediaInfo } from '../content/media';
import type { FieldNode, GroupNode, PageTree } from '../content/types';
import { derivedDescription, firstImage, shorten } from './page-summary';

const field = (slot: string, state: Partial<FieldNode>): FieldNode => ({ id: slot, slot, content: null, options: {}, mediaId: null, visible: true, ...state });
const group = (position: number, fields: FieldNode[], hiddenIn: GroupNode['meta']['disallowedLanguages'] = []): GroupNode => ({
  id: `g${position}`,
  type: 'hero',
  status: 'published',
  position,
  options: {},
  meta: { disallowedLanguages: hiddenIn },
  fields: Object.fromEntries(fields.map((f) => [f.slot, f])),
});
const tree = (groups: GroupNode[]): PageTree => ({
  page: {
    id: 'p',
    siteId: 's',
    collection: null,
    role: null,
    specialKey: null,
    status: 'published',
    slug: { de: 'seite' },
    meta: { name: { de: 'Seite' }, disallowedLanguages: [] },
  },
  groups,
});
const rich = (text: string) => ({ type: 'localizedRichText' as const, values: { de: { json: { type: 'doc' }, text } } });
const line = (text: string) => ({ type: 'localizedSingleValue' as const, values: { de: text } });

describe('what a page says about itself (issue 17)', () => {
  it('describes a page by its first rich text in the language, in position order, skipping hidden parts', () => {
    const page = tree([
      group(2, [field('text', { content: rich('Zweiter Abschnitt.') })]),
      group(1, [field('title', { content: line('Willkommen') }), field('text', { content: rich('Unser Team berät Sie gern.'), visible: false })]),
      group(0, [field('text', { content: rich('Nur französisch sichtbar.') })], ['de']),
    ]);
    expect(derivedDescription(page, 'de')).toBe('Zweiter Abschnitt.');
    expect(derivedDescription(page, 'fr')).toBeNull();
  });

  it('falls back to a sentence-long line, never to a short title', () => {
    expect(derivedDescription(tree([group(0, [field('title', { content: line('Brillen') })])]), 'de')).toBeNull();
    const subtitle = 'Brillen, Kontaktlinsen und Sehtests in Winterthur seit 1984';
    expect(derivedDescription(tree([group(0, [field('title', { content: line('Brillen') }), field('subtitle', { content: line(subtitle) })])]), 'de')).toBe(
      subtitle,
    );
  });

  it('shortens at a word boundary with an ellipsis', () => {
    const long = 'Wort '.repeat(60);
    const short = shorten(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('Wort…')).toBe(true);
    expect(shorten('  kurz\n und  gut ')).toBe('kurz und gut');
  });

  it("finds the page's first image with known dimensions", () => {
    const image = { id: 'img', mediaType: 'image', width: 1600, height: 900 } as MediaInfo;
    const video = { id: 'vid', mediaType: 'video', width: 1920, height: 1080 } as MediaInfo;
    const media = new Map([
      [image.id, image],
      [video.id, video],
    ]);
    const page = tree([group(1, [field('image', { mediaId: 'img' })]), group(0, [field('video', { mediaId: 'vid' })])]);
    expect(firstImage(page, 'de', media)?.id).toBe('img');
    expect(firstImage(tree([]), 'de', media)).toBeNull();
  });
});
