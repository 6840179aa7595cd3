import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GroupNode } from '../../shared/content/types';
import { blockDefinitions } from '../../shared/blocks/definitions';
import { BlockList } from '../BlockRenderer';
import type { RenderContext } from '../types';
import { pageHeadingGroup, SECTION_TITLE_SLOTS, slotHeadingTag, subheadingTag } from './page-heading';
import { field, localized, makeCtx, makeGroup, rich, single } from './testing';

const titled = (type: string, id: string, position: number, title = `${type} title`) =>
  makeGroup({ type, id, position, fields: [field(SECTION_TITLE_SLOTS[type] ?? 'title', { content: single(title) })] });

function render(groups: GroupNode[], ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<BlockList groups={groups} ctx={makeCtx(ctx)} />);
}
const tags = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}[ >][^]*?</${tag}>`, 'g'))].map((m) => m[0].replace(/<[^>]+>/g, ''));

describe('pageHeadingGroup', () => {
  it('picks the first titled section in page order, whatever its block', () => {
    const groups = [titled('cta', 'g-cta', 2), makeGroup({ type: 'spacer', id: 'g-spacer', position: 0 }), titled('richTextBlock', 'g-text', 1)];
    expect(pageHeadingGroup(groups, 'de')).toBe('g-text');
  });

  it('skips sections hidden in the language, with a hidden title or without text in the language', () => {
    const hidden = { ...titled('hero', 'g-hidden', 0), meta: { disallowedLanguages: ['de' as const] } };
    const invisible = makeGroup({ type: 'hero', id: 'g-invisible', position: 1, fields: [field('title', { content: single('x'), visible: false })] });
    const frenchOnly = makeGroup({ type: 'cta', id: 'g-fr', position: 2, fields: [field('title', { content: localized({ fr: 'Bonjour' }) })] });
    const groups = [hidden, invisible, frenchOnly, titled('contact', 'g-contact', 3)];
    expect(pageHeadingGroup(groups, 'de')).toBe('g-contact');
    expect(pageHeadingGroup(groups, 'fr')).toBe('g-hidden');
  });

  it('is null when no section has a title, and the game setup titles its page itself', () => {
    expect(pageHeadingGroup([makeGroup({ type: 'spacer' }), makeGroup({ type: 'hero', id: 'g-empty' })], 'de')).toBeNull();
    expect(pageHeadingGroup([makeGroup({ type: 'gameSetup', id: 'g-game' }), titled('hero', 'g-hero', 1)], 'de')).toBe('g-game');
  });

  it('names only slots the block types really have', () => {
    for (const [type, slot] of Object.entries(SECTION_TITLE_SLOTS)) {
      const slots: Readonly<Record<string, unknown>> | undefined = blockDefinitions[type as keyof typeof blockDefinitions]?.slots;
      expect(slots?.[slot], `${type}.${slot}`).toBeDefined();
    }
  });
});

describe('slotHeadingTag', () => {
  const hero = { id: 'g-hero', type: 'hero' };
  it('makes the section title h1 in the heading section and h2 elsewhere', () => {
    expect(slotHeadingTag(hero, 'title', 'h1', 'g-hero')).toBe('h1');
    expect(slotHeadingTag(hero, 'title', 'h1', 'g-other')).toBe('h2');
    expect(slotHeadingTag({ id: 'g-cta', type: 'cta' }, 'title', 'h2', 'g-cta')).toBe('h1');
    expect(slotHeadingTag({ id: 'g-cta', type: 'cta' }, 'title', 'h2', null)).toBe('h2');
  });

  it('keeps other slots, stepping a stray h1 down, and keeps the declared tag outside a page', () => {
    expect(slotHeadingTag(hero, 'kicker', 'p', 'g-hero')).toBe('p');
    expect(slotHeadingTag({ id: 'g-board', type: 'serviceBoard' }, 'title1', 'h3', 'g-other')).toBe('h3');
    expect(slotHeadingTag({ id: 'g-x', type: 'teamDetails' }, 'function', 'h1', 'g-y')).toBe('h2');
    expect(slotHeadingTag(hero, 'title', 'h1', undefined)).toBe('h1');
  });
});

describe('subheadingTag', () => {
  it('steps item headings up to h2 in the section that owns the h1, so no level is skipped', () => {
    const board = { id: 'g-board', type: 'serviceBoard' };
    expect(subheadingTag(board, 'g-board')).toBe('h2');
    expect(subheadingTag(board, 'g-other')).toBe('h3');
    expect(subheadingTag(board, null)).toBe('h3');
    expect(subheadingTag(board, undefined)).toBe('h3');
    expect(slotHeadingTag(board, 'title1', 'h3', 'g-board')).toBe('h2');
  });
});

describe('a page renders exactly one h1', () => {
  it('the first titled section, even when a hero comes later', () => {
    const html = render([titled('richTextBlock', 'g-text', 0, 'Über uns'), titled('hero', 'g-hero', 1, 'Willkommen'), titled('cta', 'g-cta', 2, 'Termin')]);
    expect(tags(html, 'h1')).toEqual(['Über uns']);
    expect(tags(html, 'h2')).toEqual(expect.arrayContaining(['Willkommen', 'Termin']));
  });

  it('two heroes: only the first is the h1', () => {
    const html = render([titled('hero', 'g-1', 0, 'Eins'), titled('hero', 'g-2', 1, 'Zwei')]);
    expect(tags(html, 'h1')).toEqual(['Eins']);
    expect(tags(html, 'h2')).toContain('Zwei');
  });

  it('a level-1 heading inside rich text is an h2', () => {
    const doc = { type: 'doc', content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Gross' }] }] };
    const text = makeGroup({ type: 'richTextBlock', id: 'g-text', fields: [field('textBlock', { content: rich(doc, 'Gross') })] });
    const html = render([titled('hero', 'g-hero', 0, 'Hallo'), { ...text, position: 1 }]);
    expect(tags(html, 'h1')).toEqual(['Hallo']);
    expect(tags(html, 'h2')).toContain('Gross');
  });

  it('sections nested by a block (drawer pages) never take the page h1', () => {
    const nested = [titled('hero', 'g-nested', 0, 'Loch 1')];
    const ctx = makeCtx({ pageHeading: null });
    const html = renderToStaticMarkup(<BlockList groups={nested} ctx={ctx} />);
    expect(tags(html, 'h1')).toEqual([]);
    expect(tags(html, 'h2')).toEqual(['Loch 1']);
  });
});
