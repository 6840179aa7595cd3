import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { MediaInfo } from '../../shared/content/media';
import type { OptionValue } from '../../shared/content/types';
import { renderToHtml } from '../_shared/forms/testing';
import { field, makeCtx, makeGroup, makeMedia, single } from '../_shared/testing';
import type { EditableGalleryProps, EditorComponents, RenderContext } from '../types';
import { altOf, galleryItems, largeUrl } from './gallery-items';
import { MediaGallery } from './MediaGallery';

const image = (n: number, overrides: Partial<MediaInfo> = {}) => makeMedia({ id: `img-${n}`, originalFilename: `foto-${n}.final.jpg`, ...overrides });
const images = Array.from({ length: 30 }, (_, i) => image(i + 1));
const invalid = [
  makeMedia({ id: 'vid', mediaType: 'video', extension: 'mp4' }),
  makeMedia({ id: 'pending', status: 'upload' }),
  makeMedia({ id: 'no-ext', extension: '' }),
];
const media = new Map([...images, ...invalid].map((m) => [m.id, m]));

/** The whole markup, the gallery's island included (a split chunk, rendered once loaded as on the server). */
async function render(options: Record<string, OptionValue>, ctx: Partial<RenderContext> = {}) {
  const group = makeGroup({ type: 'mediaGallery', options, fields: [field('title', { content: single('Galerie') })] });
  return renderToHtml(<MediaGallery group={group} ctx={makeCtx({ media, ...ctx })} />);
}
const seen: EditableGalleryProps[] = [];
function Gallery(props: EditableGalleryProps): ReactNode {
  seen.push(props);
  return <p>editor gallery</p>;
}
const Nothing = (): ReactNode => null;
const editor: EditorComponents = { Text: Nothing, RichText: Nothing, Button: Nothing, SectionChrome: Nothing, Gallery };

const ids = (html: string) => [...html.matchAll(/data-gallery-item="([^"]+)"/g)].map((m) => m[1]);

describe('MediaGallery', () => {
  it('shows only ready images with an id and URL, in order, the first 24 with a load-more button', async () => {
    const html = await render({ images: ['vid', 'img-2', 'missing', 'pending', 'img-1', 'no-ext', ...images.map((m) => m.id)] });
    expect(ids(html)).toHaveLength(24);
    expect(ids(html).slice(0, 3)).toEqual(['img-2', 'img-1', 'img-3']);
    expect(html).not.toMatch(/data-gallery-item="(vid|pending|no-ext|missing)"/);
    expect(html).toContain('aria-label="Bild anzeigen: foto-2.final"');
    expect(html).toContain('>Mehr anzeigen<');
    expect(html).toContain('<h2');
  });

  it('uses the layout and gap options and the page language', async () => {
    const html = await render({ images: ['img-1'], layout: 'masonry', gap: 8 }, { locale: 'fr' });
    expect(html).toContain('data-media-gallery="masonry"');
    expect(html).toContain('column-gap:8px');
    expect(html).toContain('Afficher l&#x27;image : foto-1.final');
    expect(html).not.toContain('Afficher plus');
    expect(await render({ images: ['img-1'], gap: 500 })).toContain('gap:64px');
    expect(await render({ images: ['img-1'] })).toContain('gap:16px');
  });

  it('renders nothing live without images', async () => {
    expect(await render({})).toBe('');
    expect(await render({ images: 'nonsense' })).toBe('');
  });

  it('hands the editor gallery the resolved items on the edit route', async () => {
    const html = await render({ images: ['img-1', 'vid'] }, { mode: 'edit', editor });
    expect(html).toContain('editor gallery');
    expect(seen[0]).toMatchObject({ groupId: 'group-mediaGallery', imageIds: ['img-1', 'vid'], layout: 'grid', gap: 16, locale: 'de' });
    expect(seen[0]?.items.map((item) => item.id)).toEqual(['img-1']);
  });

  it('derives alt text and the lightbox image', async () => {
    expect(altOf('a.b.png')).toBe('a.b');
    expect(altOf('.hidden')).toBe('.hidden');
    expect(largeUrl(image(1))).toBe('/media/img-1/w1920.webp');
    expect(largeUrl(image(1, { extension: 'gif' }))).toBe('/media/img-1/original.gif');
    expect(galleryItems(['img-1', 'img-1'], media, 'de')).toHaveLength(1);
    expect(galleryItems(['img-1'], undefined, 'de')).toEqual([]);
  });

  it("gives each image its alternative text in the page's language, decorative ones none", () => {
    const described = new Map([
      ['a', image(1, { id: 'a', alt: { de: 'Brillen im Schaufenster', fr: 'Lunettes en vitrine' } })],
      ['b', image(2, { id: 'b', alt: { de: 'Zierleiste' }, decorative: true })],
      ['c', image(3, { id: 'c', originalFilename: 'laden-innen.jpg' })],
    ]);
    const of = (locale: 'de' | 'fr') => galleryItems(['a', 'b', 'c'], described, locale).map(({ alt, label }) => ({ alt, label }));
    expect(of('fr')).toEqual([
      { alt: 'Lunettes en vitrine', label: 'Lunettes en vitrine' },
      { alt: '', label: 'foto-2.final' },
      { alt: '', label: 'laden-innen' },
    ]);
    // Decorative: no alt, though its buttons keep a name.
    expect(of('de').slice(0, 2)).toEqual([
      { alt: 'Brillen im Schaufenster', label: 'Brillen im Schaufenster' },
      { alt: '', label: 'Zierleiste' },
    ]);
  });
});
