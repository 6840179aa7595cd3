import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { AnnouncementBubble } from './AnnouncementBubble';
import { announcementBubbleDefinition } from '../../shared/blocks/announcement-bubble/definition';

const full = [
  field('text', { content: single('Aktion: 20 % auf Sonnenbrillen') }),
  field('link', { content: single('Mehr'), options: { link: { type: 'url', url: 'https://example.ch/aktion' } } }),
];

function element(fields: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return <AnnouncementBubble group={makeGroup({ type: 'announcementBubble', id: 'bubble-1', fields, options })} ctx={makeCtx(ctx)} />;
}
const html = (...args: Parameters<typeof element>) => renderToStaticMarkup(element(...args));

describe('AnnouncementBubble', () => {
  it('is a start block positioned left or right', () => {
    expect(announcementBubbleDefinition.category).toBe('start');
    expect(announcementBubbleDefinition.options.position.values).toEqual(['left', 'right']);
  });

  it('renders a round bubble with text and link, in the flow on phones and floating bottom right from sm by default', () => {
    const out = html(full);
    expect(out).toMatch(/<section aria-label="Ankündigung"[^>]*class="[^"]*rounded-full[^"]*relative my-6 mr-4 ml-auto sm:fixed sm:right-6 sm:bottom-24/);
    expect(out).toMatch(/<p data-slot="text"[^>]*>Aktion: 20 % auf Sonnenbrillen<\/p>/);
    expect(out).toMatch(/<a href="https:\/\/example.ch\/aktion"[^>]*target="_blank"[^>]*>Mehr<\/a>/);
    expect(out).toContain('bg-primary text-white');
    // One unprefixed position utility only: `relative` beside `fixed` wins in the style sheet and keeps it in the flow;
    // `sm:fixed` is in a media query, which comes after the base utilities.
    const classes = out.match(/<section aria-label="Ankündigung"[^>]*class="([^"]*)"/)?.[1]?.split(' ') ?? [];
    expect(classes.filter((name) => ['static', 'relative', 'absolute', 'fixed', 'sticky'].includes(name))).toEqual(['relative']);
    expect(classes).toContain('sm:fixed');
  });

  it('honours position and colour; a transparent bubble gets the page background', () => {
    const out = html(full, { position: 'left', background: 'transparent' });
    expect(out).toContain('relative my-6 ml-4 mr-auto sm:fixed sm:bottom-24 sm:left-6');
    expect(out).toContain('bg-background text-text');
    expect(html(full, { position: 'top' })).toContain('sm:fixed sm:right-6 sm:bottom-24');
  });

  it('stays in the flow in edit mode, without a close button', () => {
    const edit = html(full, { position: 'left' }, { mode: 'edit' });
    expect(edit).not.toContain('fixed');
    expect(edit).toContain('relative mr-auto');
    expect(edit).not.toContain('<button');
    expect(html([])).toBe('');
  });

  it('carries a close button the site behaviour script acts on', () => {
    const out = html(full);
    expect(out).toContain('data-announcement="bubble-1" data-dismissible=""');
    expect(out).toContain('data-dismiss="bubble-1"');
  });

  it('can be made permanent', () => {
    expect(html(full, { dismissible: false })).not.toContain('<button');
  });
});
