import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, makeMedia, rich, single } from '../_shared/testing';
import { blockDefinitions } from '../../shared/blocks/definitions';
import type { RenderContext } from '../types';
import { ImageBoard } from './ImageBoard';
import { ImageCard } from './ImageCard';

const link = { link: { type: 'url', url: 'https://x.ch' } };
const full = [
  field('title', { content: single('Unsere Marken') }),
  field('description', { content: rich('Eine Auswahl.') }),
  field('image1', { mediaId: 'media-1' }),
  field('title1', { content: single('Ray-Ban') }),
  field('description1', { content: rich('Klassiker.') }),
  field('button1', { content: single('Entdecken'), options: link }),
  field('title2', { content: single('Oakley') }),
  field('title4', { content: single('Lindberg') }),
];
const media = { media: new Map([['media-1', makeMedia({ id: 'media-1' })]]) };

function render(fields: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<ImageBoard group={makeGroup({ type: 'imageBoard', fields, options })} ctx={makeCtx(ctx)} />);
}

describe('ImageBoard', () => {
  it('renders the heading and the cards with content, in order', () => {
    const html = render(full, {}, media);
    expect(html).toMatch(/<h2 data-slot="title"[^>]*>Unsere Marken<\/h2>/);
    expect(html).toContain('Eine Auswahl.');
    expect(html).toMatch(/<h3 data-slot="title1"[^>]*>Ray-Ban<\/h3>/);
    expect(html).toContain('Klassiker.');
    expect(html).toMatch(/<a href="https:\/\/x.ch"[^>]*>Entdecken<\/a>/);
    expect(html).toContain('src="/media/media-1/');
    expect([...html.matchAll(/data-item="(\d)"/g)].map((m) => m[1])).toEqual(['1', '2', '4']);
  });

  it('defaults to three columns, square, cover', () => {
    const html = render(full, {}, media);
    expect(html).toContain('sm:grid-cols-2 lg:grid-cols-3');
    expect(html).toContain('aspect-square');
    expect(html).toContain('object-cover');
  });

  it('honours column layout, image format and object fit', () => {
    const html = render(full, { columnLayout: 'five', imageFormat: 'portrait', objectFit: 'contain' }, media);
    expect(html).toContain('sm:grid-cols-3 lg:grid-cols-5');
    expect(html).toContain('aspect-[3/4]');
    expect(html).toContain('object-contain');
    expect(render(full, { columnLayout: 'four' })).toContain('lg:grid-cols-4');
    expect(render(full, { columnLayout: 'six' })).toContain('lg:grid-cols-3');
  });

  it('drops the image box of cards without an image live, and shows a gradient there in edit mode', () => {
    const html = render(full);
    expect(html).not.toContain('data-placeholder');
    expect(html).not.toContain('data-image-format');
    expect(html).not.toContain('<img');
    expect(html).toContain('Lindberg');
    expect(render(full, {}, media).match(/data-image-format=/g)).toHaveLength(1);
    const edit = render(full, {}, { mode: 'edit' });
    expect(edit.match(/data-placeholder=""/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('in edit mode shows the cards up to the last filled one plus one empty card', () => {
    const html = render(full, {}, { mode: 'edit' });
    expect([...html.matchAll(/data-item="(\d)"/g)].map((m) => m[1])).toEqual(['1', '2', '3', '4', '5']);
    expect(render([], {}, { mode: 'edit' })).toContain('data-item="1"');
    expect(render([])).not.toContain('<ul');
  });

  it('skips hidden card slots live', () => {
    const hidden = full.map((f) => (f.slot === 'title4' ? { ...f, visible: false } : f));
    expect(render(hidden)).not.toContain('Lindberg');
  });
});

describe('ImageCard', () => {
  it('is an item type, never offered in add-section', () => {
    expect(blockDefinitions.imageCard.offeredInAddSection).toBe(false);
  });

  it('renders its image, title, description and button and honours its options', () => {
    const fields = [
      field('image1', { mediaId: 'media-1' }),
      field('title', { content: single('Karte') }),
      field('description', { content: rich('Text') }),
      field('button1', { content: single('Los'), options: link }),
    ];
    const html = renderToStaticMarkup(
      <ImageCard group={makeGroup({ type: 'imageCard', fields, options: { imageFormat: 'portrait', objectFit: 'contain' } })} ctx={makeCtx(media)} />,
    );
    expect(html).toMatch(/<h3 data-slot="title"[^>]*>Karte<\/h3>/);
    expect(html).toContain('Text');
    expect(html).toMatch(/<a href="https:\/\/x.ch"[^>]*>Los<\/a>/);
    expect(html).toContain('aspect-[3/4]');
    expect(html).toContain('object-contain');
  });
});
