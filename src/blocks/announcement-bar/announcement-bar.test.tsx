import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, localized, makeCtx, makeGroup, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { AnnouncementBar } from './AnnouncementBar';
import { announcementBarDefinition } from '../../shared/blocks/announcement-bar/definition';

const full = [
  field('text', { content: localized({ de: 'Neu: Sehtest am Samstag', fr: 'Nouveau : examen le samedi' }) }),
  field('link', { content: single('Termin buchen'), options: { link: { type: 'page', page: { id: 'page-about' } } } }),
];

function element(fields: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return <AnnouncementBar group={makeGroup({ type: 'announcementBar', id: 'bar-1', fields, options })} ctx={makeCtx(ctx)} />;
}
const html = (...args: Parameters<typeof element>) => renderToStaticMarkup(element(...args));

describe('AnnouncementBar', () => {
  it('is a start block with a required text, an optional link and a colour swatch', () => {
    expect(announcementBarDefinition.category).toBe('start');
    expect(announcementBarDefinition.slots.text.required).toBe(true);
    expect(announcementBarDefinition.options.background.type).toBe('colorSwatches');
  });

  it('renders the text and the link in a named region, per locale', () => {
    const out = html(full);
    expect(out).toMatch(/<section aria-label="Hinweis"/);
    expect(out).toMatch(/<p data-slot="text"[^>]*>Neu: Sehtest am Samstag<\/p>/);
    expect(out).toMatch(/<a href="\/de\/ueber-uns"[^>]*>Termin buchen<\/a>/);
    expect(out).toContain('aria-label="Ankündigung schliessen"');
    const fr = html(full, {}, { locale: 'fr' });
    expect(fr).toContain('Nouveau : examen le samedi');
    expect(fr).toContain('aria-label="Fermer l&#x27;annonce"');
    const italian = html([field('text', { content: localized({ it: 'Novità: esame della vista sabato' }) })], {}, { locale: 'it' });
    expect(italian).toContain('aria-label="Avviso"');
    expect(italian).toContain('aria-label="Chiudi l&#x27;annuncio"');
  });

  it('honours background, alignment and the dismissible switch', () => {
    expect(html(full)).toContain('bg-primary text-white');
    expect(html(full)).toContain('justify-center');
    const out = html(full, { background: 'secondary', alignment: 'left', dismissible: false });
    expect(out).toContain('bg-secondary text-header');
    expect(out).toContain('justify-start');
    expect(out).not.toContain('<button');
  });

  it('drops an empty bar live, keeps it with a warning in edit mode, without a close button', () => {
    expect(html([])).toBe('');
    const edit = html([], {}, { mode: 'edit' });
    expect(edit).toContain('data-warning="missing text"');
    expect(edit).not.toContain('<button');
    expect(html([full[0] as FieldNode])).not.toContain('<a ');
  });

  it('marks its close button for the site behaviour script, which hides it for the session', () => {
    const out = html(full);
    expect(out).toMatch(/<section aria-label="Hinweis" data-announcement="bar-1" data-dismissible=""/);
    expect(out).toMatch(/<button type="button" data-dismiss="bar-1" aria-label="Ankündigung schliessen"/);
    expect(html(full, { dismissible: false })).not.toContain('data-dismissible');
  });
});
