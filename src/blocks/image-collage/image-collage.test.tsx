import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, makeMedia, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { ImageCollage } from './ImageCollage';

const full = [field('title', { content: single('Einblicke') }), field('image1', { mediaId: 'a' }), field('image3', { mediaId: 'b' })];
const media = {
  media: new Map([
    ['a', makeMedia({ id: 'a' })],
    ['b', makeMedia({ id: 'b' })],
  ]),
};

function render(fields: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<ImageCollage group={makeGroup({ type: 'imageCollage', fields, options })} ctx={makeCtx(ctx)} />);
}

const tiles = (html: string) => html.match(/data-tile="/g)?.length ?? 0;

describe('ImageCollage', () => {
  it('in edit mode renders five tiles by default, images where set and gradients elsewhere', () => {
    const html = render(full, {}, { ...media, mode: 'edit' });
    expect(html).toMatch(/<h2 data-slot="title"[^>]*>Einblicke<\/h2>/);
    expect(tiles(html)).toBe(5);
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).toContain('data-slot="image3"');
    expect(html.match(/data-placeholder=""/g)).toHaveLength(3);
  });

  it('live shows only the set images as tiles, never an empty box, and nothing without images', () => {
    const html = render(full, {}, media);
    expect(html).toMatch(/<h2 data-slot="title"[^>]*>Einblicke<\/h2>/);
    expect(tiles(html)).toBe(2);
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).not.toContain('data-placeholder');
    expect(html).toContain('data-count="2"');
    expect(render(full)).toBe('');
    const hidden = full.map((f) => (f.slot === 'image3' ? { ...f, visible: false } : f));
    expect(tiles(render(hidden, {}, media))).toBe(1);
  });

  it('honours the image count (clamped to 3–5) and background', () => {
    const edit = { mode: 'edit' } as const;
    expect(tiles(render(full, { imageCount: 3 }, edit))).toBe(3);
    expect(tiles(render(full, { imageCount: 4 }, edit))).toBe(4);
    expect(tiles(render(full, { imageCount: 9 }, edit))).toBe(5);
    expect(tiles(render(full, { imageCount: 1 }, edit))).toBe(3);
    expect(render(full, { imageCount: 3 }, edit)).toContain('sm:col-span-4');
    expect(render(full, { background: 'primary' }, media)).toContain('bg-primary text-white');
  });

  it('omits an empty title live and shows its placeholder in edit mode', () => {
    expect(render([field('image1', { mediaId: 'a' })], {}, media)).not.toContain('<h2');
    expect(render([], {}, { mode: 'edit' })).toMatch(/<h2 data-slot="title"[^>]*data-empty=""/);
  });
});
