import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, localized, makeCtx, makeGroup, rich, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { MultiCta } from './MultiCta';

const url = (u: string) => ({ link: { type: 'url', url: u } });
const full = [
  field('title', { content: localized({ de: 'Unsere Angebote', fr: 'Nos offres' }) }),
  field('title1', { content: single('Sehtest') }),
  field('description1', { content: rich('Gratis in 20 Minuten.') }),
  field('button1', { content: single('Buchen'), options: url('https://a.ch') }),
  field('title2', { content: single('Kontaktlinsen') }),
  field('button2', { content: single('Mehr'), options: { link: { type: 'page', page: { id: 'page-about' } } } }),
  field('title3', { content: single('Brillen') }),
];

function render(fields: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<MultiCta group={makeGroup({ type: 'multiCta', fields, options })} ctx={makeCtx(ctx)} />);
}

describe('MultiCta', () => {
  it('renders the heading and up to three items with h3 titles, text and buttons', () => {
    const html = render(full);
    expect(html).toMatch(/<h2 data-slot="title"[^>]*>Unsere Angebote<\/h2>/);
    expect(html).toMatch(/<h3 data-slot="title1"[^>]*>Sehtest<\/h3>/);
    expect(html).toContain('Gratis in 20 Minuten.');
    expect(html).toMatch(/<a href="https:\/\/a.ch"[^>]*>Buchen<\/a>/);
    expect(html).toMatch(/<a href="\/de\/ueber-uns"[^>]*>Mehr<\/a>/);
    expect(html).toMatch(/<h3 data-slot="title3"[^>]*>Brillen<\/h3>/);
    expect(html).toContain('md:grid-cols-3');
    expect(html.match(/<li /g)).toHaveLength(3);
  });

  it('reads the locale', () => {
    expect(render(full, {}, { locale: 'fr' })).toContain('>Nos offres</h2>');
  });

  it('shows only items with content live, and sizes the grid to them', () => {
    const html = render(full.filter((f) => f.slot !== 'title3'));
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toContain('sm:grid-cols-2');
    expect(html).not.toContain('data-item="3"');
  });

  it('defaults to centred on the secondary colour and honours alignment and background', () => {
    expect(render(full)).toContain('bg-secondary text-header');
    expect(render(full)).toContain('items-center text-center');
    const html = render(full, { alignment: 'left', background: 'header' });
    expect(html).toContain('bg-header text-white');
    expect(html).toContain('items-start text-left');
  });

  it('in edit mode shows one empty item to fill next, with placeholders', () => {
    const html = render([field('title1', { content: single('Eins') })], {}, { mode: 'edit' });
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toMatch(/<h3 data-slot="title2"[^>]*data-empty=""[^>]*>Titel 2<\/h3>/);
  });

  it('renders nothing but the band for an empty block live', () => {
    expect(render([])).not.toContain('<ul');
  });
});
