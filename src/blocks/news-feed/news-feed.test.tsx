import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, localized, makeCtx, makeGroup, makeMedia, rich, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { NewsFeedBoard, NewsFeedCard } from './NewsFeed';

const fields = [
  field('title', { content: single('Aktuelles') }),
  field('description', { content: rich('Neues aus dem Laden.') }),
  field('date1', { content: single('2025-03-14') }),
  field('title1', { content: localized({ de: 'Neue Kollektion', fr: 'Nouvelle collection' }) }),
  field('description1', { content: single('a'.repeat(250)) }),
  field('button1', { content: single('Weiterlesen'), options: { link: { type: 'url', url: 'https://example.ch/news' } } }),
  field('image1', { mediaId: 'media-1' }),
  field('date3', { content: single('bald') }),
  field('title3', { content: single('Sommerpause') }),
];

function render(list: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<NewsFeedBoard group={makeGroup({ type: 'newsFeedBoard', fields: list, options })} ctx={makeCtx(ctx)} />);
}

describe('NewsFeedBoard', () => {
  it('renders the heading and the filled items in order, skipping empty ones', () => {
    const html = render(fields);
    expect(html).toMatch(/<h2 data-slot="title"[^>]*>Aktuelles<\/h2>/);
    expect(html).toContain('Neues aus dem Laden.');
    expect(html.match(/data-news-item="/g)).toHaveLength(2);
    expect(html.indexOf('Neue Kollektion')).toBeLessThan(html.indexOf('Sommerpause'));
    expect(html).toMatch(/<h3 data-slot="title1"[^>]*>Neue Kollektion<\/h3>/);
    expect(html).toMatch(/<a href="https:\/\/example.ch\/news"[^>]*>Weiterlesen<\/a>/);
  });

  it('formats the date per locale, shows N/A for a bad one and cuts the preview at 200 characters', () => {
    const html = render(fields);
    expect(html).toContain('<time dateTime="2025-03-14">14. März 2025</time>');
    expect(html).toMatch(/data-slot="date3"[^>]*>N\/A</);
    expect(html).toContain(`${'a'.repeat(199)}…`);
    expect(html).not.toContain('a'.repeat(200));
    expect(render(fields, {}, { locale: 'fr' })).toContain('14 mars 2025');
  });

  it('honours column layout, image format, alignment and background', () => {
    expect(render(fields)).toContain('lg:grid-cols-3');
    const html = render(
      fields,
      { columnLayout: 'five', imageFormat: 'portrait', alignment: 'center', background: 'header' },
      {
        media: new Map([['media-1', makeMedia({ id: 'media-1' })]]),
      },
    );
    expect(html).toContain('lg:grid-cols-5');
    expect(html).toContain('aspect-[3/4]');
    expect(html).toContain('items-center text-center');
    expect(html).toContain('bg-header text-white');
    expect(html).toContain('src="/media/media-1/');
  });

  it('draws a decorative tile without an image in edit mode only, and renders nothing live without items', () => {
    expect(render(fields, {}, { mode: 'edit' })).toContain('data-card-fallback');
    expect(render(fields)).not.toContain('data-card-fallback');
    expect(render([field('title', { content: single('Leer') })])).toBe('');
  });

  it('shows numbered placeholders for the next item in edit mode', () => {
    const html = render(fields, {}, { mode: 'edit' });
    expect(html).toMatch(/data-slot="title2"[^>]*data-empty=""[^>]*>Titel 2</);
  });

  it('renders a standalone card with an h2', () => {
    const group = makeGroup({
      type: 'newsFeedCard',
      fields: [field('title', { content: single('Einzeln') }), field('date', { content: single('2024-12-01') })],
    });
    const html = renderToStaticMarkup(<NewsFeedCard group={group} ctx={makeCtx()} />);
    expect(html).toMatch(/<h2 data-slot="title"[^>]*>Einzeln<\/h2>/);
    expect(html).toContain('1. Dezember 2024');
  });
});
