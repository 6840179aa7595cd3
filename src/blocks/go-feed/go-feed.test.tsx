import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, localized, makeCtx, makeGroup, rich, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { goFeedCardDefinition, goFeedDefinition } from '../../shared/blocks/go-feed/definition';
import { GoFeed, GoFeedCard } from './GoFeed';

const fields = [
  field('title', { content: single('Direkt zu') }),
  field('description', { content: rich('Alles Wichtige auf einen Blick.') }),
  field('title1', { content: localized({ de: 'Termin', fr: 'Rendez-vous' }) }),
  field('description1', { content: single('b'.repeat(230)) }),
  field('button1', { content: single('Buchen'), options: { link: { type: 'url', url: 'https://example.ch/termin' } } }),
  field('title4', { content: single('Kontakt') }),
];

function render(list: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<GoFeed group={makeGroup({ type: 'goFeed', fields: list, options })} ctx={makeCtx(ctx)} />);
}

describe('GoFeed', () => {
  it('is a various board with numbered title/description/button slots; the card is not offered', () => {
    expect(goFeedDefinition.category).toBe('various');
    expect(Object.keys(goFeedDefinition.slots)).toEqual(expect.arrayContaining(['title', 'description', 'title1', 'description8', 'button8']));
    expect(goFeedCardDefinition.offeredInAddSection).toBe(false);
  });

  it('renders the heading and the filled cards in order, skipping empty ones', () => {
    const html = render(fields);
    expect(html).toMatch(/<h2 data-slot="title"[^>]*>Direkt zu<\/h2>/);
    expect(html).toContain('Alles Wichtige auf einen Blick.');
    expect(html.match(/data-go-item="/g)).toHaveLength(2);
    expect(html).toMatch(/<h3 data-slot="title1"[^>]*>Termin<\/h3>/);
    expect(html.indexOf('Termin')).toBeLessThan(html.indexOf('Kontakt'));
    expect(html).toMatch(/<a href="https:\/\/example.ch\/termin"[^>]*>Buchen<\/a>/);
    expect(html).toContain(`${'b'.repeat(199)}…`);
    expect(render(fields, {}, { locale: 'fr' })).toContain('Rendez-vous');
  });

  it('honours column layout, alignment and background', () => {
    expect(render(fields)).toContain('lg:grid-cols-3');
    const html = render(fields, { columnLayout: 'five', alignment: 'center', background: 'header' });
    expect(html).toContain('lg:grid-cols-5');
    expect(html).toContain('items-center text-center');
    expect(html).toContain('bg-header text-white');
  });

  it('renders nothing live without items and offers one placeholder card in edit mode', () => {
    expect(render([])).toBe('');
    const edit = render([], {}, { mode: 'edit' });
    expect(edit.match(/data-go-item="1"/g)).toHaveLength(1);
  });
});

describe('GoFeedCard', () => {
  it('renders one card with an h2 title from unnumbered slots', () => {
    const group = makeGroup({
      type: 'goFeedCard',
      fields: [
        field('title', { content: single('Shop') }),
        field('button', { content: single('Los'), options: { link: { type: 'url', url: 'https://example.ch' } } }),
      ],
    });
    const html = renderToStaticMarkup(<GoFeedCard group={group} ctx={makeCtx()} />);
    expect(html).toMatch(/<h2 data-slot="title"[^>]*>Shop<\/h2>/);
    expect(html).toMatch(/<a href="https:\/\/example.ch"[^>]*>Los<\/a>/);
  });
});
