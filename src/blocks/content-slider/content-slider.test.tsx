import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, makeMedia, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { ContentSliderBoard } from './ContentSlider';

const fields = [
  field('title', { content: single('Unsere Highlights') }),
  field('title1', { content: single('Gleitsichtbrillen') }),
  field('description1', { content: single('Scharf sehen auf jede Distanz.') }),
  field('button1', { content: single('Mehr'), options: { link: { type: 'page', page: { id: 'page-about' } } } }),
  field('title2', { content: single('') }),
  field('title3', { content: single('Kontaktlinsen') }),
];

function render(list: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<ContentSliderBoard group={makeGroup({ type: 'contentSliderBoard', fields: list, options })} ctx={makeCtx(ctx)} />);
}

describe('ContentSliderBoard', () => {
  it('renders the filled slides in a labelled, focusable scroll-snap row (works without JS)', () => {
    const html = render(fields);
    expect(html).toMatch(/<section[^>]*aria-roledescription="Karussell" aria-label="Unsere Highlights" tabindex="0"/i);
    expect(html).toContain('snap-x snap-proximity overflow-x-auto');
    expect(html.match(/data-slide="/g)).toHaveLength(2);
    expect(html).toMatch(/<h3 data-slot="title1"[^>]*>Gleitsichtbrillen<\/h3>/);
    expect(html).toMatch(/<a href="\/de\/ueber-uns"[^>]*>Mehr<\/a>/);
    // The arrows are in the server's HTML (hydration shifts nothing), hidden without scripting and disabled until measured.
    expect(html).toMatch(/<div class="mt-4 flex justify-end gap-3 noscript:hidden"><button type="button" aria-label="Vorheriges Element"[^>]* disabled=""/);
  });

  it('honours column layout, image format and background; French labels', () => {
    const withImage = [...fields, field('image1', { mediaId: 'media-1' })];
    const media = new Map([['media-1', makeMedia({ id: 'media-1' })]]);
    const html = render(withImage, { columnLayout: 'five', imageFormat: 'square', background: 'primary' }, { locale: 'fr', media });
    expect(html).toContain('lg:basis-[calc((100%-6rem)/5)]');
    expect(html).toContain('aspect-square');
    expect(html).toContain('bg-primary text-white');
    expect(html).toContain('aria-label="Élément suivant"');
    expect(render(withImage, {}, { media })).toContain('aspect-[3/4]');
    // A slide without an image has no image box live; edit mode keeps a tile to fill.
    expect(render(fields)).not.toContain('aspect-[3/4]');
    expect(render(fields, {}, { mode: 'edit' })).toContain('data-card-fallback');
  });

  it('renders nothing live without slides', () => {
    expect(render([field('title', { content: single('Leer') })])).toBe('');
  });
});
