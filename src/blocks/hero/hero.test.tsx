import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, localized, makeCtx, makeGroup, makeMedia, rich, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { Hero } from './Hero';

const link = (url: string) => ({ link: { type: 'url', url } });
const full = [
  field('kicker', { content: single('Willkommen') }),
  field('title', { content: localized({ de: 'Brillen für alle', fr: 'Des lunettes pour tous' }) }),
  field('subtitle', { content: rich('Seit 1984 in Bern.') }),
  field('button1', { content: single('Termin buchen'), options: { link: { type: 'page', page: { id: 'page-about' } } } }),
  field('button2', { content: single('Mehr'), options: link('https://example.ch') }),
  field('image1', { mediaId: 'media-1' }),
];

function render(fields: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<Hero group={makeGroup({ type: 'hero', fields, options })} ctx={makeCtx(ctx)} />);
}

describe('Hero', () => {
  it('renders kicker, an h1 title, the subtitle and both buttons', () => {
    const html = render(full);
    expect(html).toMatch(/<p data-slot="kicker"[^>]*>Willkommen<\/p>/);
    expect(html).toMatch(/<h1 data-slot="title"[^>]*>Brillen für alle<\/h1>/);
    expect(html).toContain('Seit 1984 in Bern.');
    expect(html).toMatch(/<a href="\/de\/ueber-uns"[^>]*>Termin buchen<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/example.ch"[^>]*target="_blank" rel="noopener noreferrer"[^>]*>Mehr<\/a>/);
  });

  it('reads the title in the context locale', () => {
    expect(render(full, {}, { locale: 'fr' })).toContain('>Des lunettes pour tous</h1>');
  });

  it('applies defaults: left, large, header background, not full height', () => {
    const html = render(full);
    expect(html).toContain('bg-header text-white');
    expect(html).toContain('items-start text-left');
    expect(html).toContain('lg:text-7xl');
    expect(html).not.toContain('min-h-svh');
  });

  it('honours alignment, text size, background and full height', () => {
    const html = render(full, { alignment: 'center', textSize: 'small', background: 'secondary', fullHeight: true });
    expect(html).toContain('items-center text-center');
    expect(html).toContain('text-3xl sm:text-4xl');
    expect(html).toContain('bg-secondary text-header');
    expect(html).toContain('min-h-svh');
  });

  it('shows the page background when the colour is cleared, and falls back on invalid options', () => {
    const outer = (html: string) => html.slice(0, html.indexOf('>'));
    expect(outer(render(full, { background: null }))).toMatch(/ text-text /);
    expect(outer(render(full, { background: null }))).not.toMatch(/ bg-/);
    expect(outer(render(full, { alignment: 'justify', background: 'red' }))).toContain('bg-header');
    expect(render(full, { alignment: 'justify' })).toContain('items-start text-left');
  });

  it('draws the theme gradient backdrop when the image is not resolved', () => {
    const html = render(full);
    expect(html).toMatch(/<div aria-hidden="true" data-hero-backdrop=""/);
    expect(html).toContain('from-primary/40');
    expect(html).not.toContain('media-1');
    expect(html).not.toContain('<img');
  });

  const withImage = { media: new Map([['media-1', makeMedia({ id: 'media-1', focalPoint: { x: 0.3, y: 0.6 } })]]) };

  it('renders image1 as a full-bleed background with its focal point under a dark veil', () => {
    const html = render(full, {}, withImage);
    expect(html).toMatch(/<div data-slot="image1" data-field-id="field-image1" class="absolute inset-0"><picture>/);
    expect(html).toMatch(/<img alt="" class="absolute inset-0 size-full object-cover" loading="eager" fetchPriority="high"/);
    expect(html).toContain('src="/media/media-1/w1280.jpeg"');
    expect(html).toContain('object-position:30% 60%');
    expect(html).toContain('data-hero-overlay=""');
    expect(html.slice(0, html.indexOf('>'))).toContain('bg-neutral-900 text-white');
  });

  it("gives the image its alternative text in the page's language: the slot's own first, none when decorative", () => {
    const described = { media: new Map([['media-1', makeMedia({ id: 'media-1', alt: { de: 'Brillen im Schaufenster', fr: 'Lunettes en vitrine' } })]]) };
    const altOf = (html: string) => html.match(/<img alt="([^"]*)"/)?.[1];
    expect(altOf(render(full, {}, described))).toBe('Brillen im Schaufenster');
    expect(altOf(render(full, {}, { ...described, locale: 'fr' }))).toBe('Lunettes en vitrine');
    expect(altOf(render(full, {}, { ...described, locale: 'it' }))).toBe('');
    const overridden = full.map((f) => (f.slot === 'image1' ? { ...f, options: { alt: { texts: { fr: 'Notre vitrine' } } } } : f));
    expect(altOf(render(overridden, {}, { ...described, locale: 'fr' }))).toBe('Notre vitrine');
    expect(altOf(render(overridden, {}, described))).toBe('Brillen im Schaufenster');
    const decorativeHere = full.map((f) => (f.slot === 'image1' ? { ...f, options: { alt: { decorative: true } } } : f));
    expect(altOf(render(decorativeHere, {}, described))).toBe('');
  });

  it('ignores a hidden image slot and a media of the wrong kind', () => {
    const hidden = full.map((f) => (f.slot === 'image1' ? { ...f, visible: false } : f));
    expect(render(hidden, {}, withImage)).not.toContain('<img');
    const video = { media: new Map([['media-1', makeMedia({ id: 'media-1', mediaType: 'video' })]]) };
    expect(render(full, {}, video)).not.toContain('<img');
  });

  it('renders nothing for empty slots and unlinked buttons live', () => {
    const html = render([field('title', { content: single('Nur Titel') }), field('button1', { content: single('Los') })]);
    expect(html).toContain('Nur Titel');
    expect(html).not.toContain('data-slot="kicker"');
    expect(html).not.toContain('data-slot="subtitle"');
    expect(html).not.toContain('Los');
    expect(html).not.toContain('<a ');
  });

  it('skips slots the editor hid', () => {
    const fields = full.map((f) => (f.slot === 'kicker' ? { ...f, visible: false } : f));
    expect(render(fields)).not.toContain('Willkommen');
  });

  it('in edit mode marks an unlinked button and a missing title', () => {
    const html = render([field('button1', { content: single('Los') })], {}, { mode: 'edit' });
    expect(html).toMatch(/<span data-slot="button1"[^>]*data-warning="missing link"[^>]*>Los<\/span>/);
    expect(html).toMatch(/<h1 data-slot="title"[^>]*data-warning="missing text"/);
    // An untouched optional button is a placeholder, not an error.
    expect(html).toMatch(/<span data-slot="button2"(?![^>]*data-warning)[^>]*>Button 2<\/span>/);
  });
});
