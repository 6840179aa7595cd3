import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../shared/i18n/catalogues';
import { CONTACT_THEMES } from '../../shared/schemas/forms/contact-form';
import { renderToHtml } from '../_shared/forms/testing';
import { field, localized, makeCtx, makeGroup } from '../_shared/testing';
import type { RenderContext } from '../types';
import { ContactFormBlock } from './ContactFormBlock';
import { ContactFormIsland } from './ContactFormIsland.client';

const fields = [field('title', { content: localized({ de: 'Termin anfragen' }) })];
const group = makeGroup({ type: 'contactForm', fields, options: {} });

function render(ctx: Partial<RenderContext> = {}) {
  return renderToHtml(<ContactFormBlock group={group} ctx={makeCtx(ctx)} />);
}

/** The value attribute of the input named `name`. */
const inputValue = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? null;

describe('the contact form without JavaScript', () => {
  it('is a form posting to the no-JavaScript route, with the page language and the section', async () => {
    const html = await render({ locale: 'fr' });
    expect(html).toMatch(new RegExp(`<form id="form-${group.id}"[^>]* action="/api/v1/forms/contact" method="post">`));
    expect(html).toContain('<input type="hidden" name="lang" value="fr"/>');
    expect(html).toContain(`<input type="hidden" name="groupId" value="${group.id}"/>`);
    for (const name of ['vorname', 'nachname', 'plz', 'email', 'telefon', 'bevorzugterTermin', 'fragenAnmerkungen', 'website'])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('name="themes" value="sonstiges"');
  });

  it('posts nothing in edit mode', async () => {
    expect(await render({ mode: 'edit' })).not.toContain('action=');
  });

  it('shows the returned messages beside their fields and keeps the typed values', async () => {
    const html = await render({
      formReturn: {
        groupId: group.id,
        sent: false,
        error: null,
        fieldErrors: { vorname: 'Bitte geben Sie Ihren Vornamen ein.' },
        values: { nachname: 'Muster', anrede: 'herr', themes: ['sonstiges'], bevorzugteUhrzeit: '10:30', fragenAnmerkungen: 'Am Morgen' },
      },
    });
    expect(html).toMatch(/aria-invalid="true"[^>]*name="vorname"|name="vorname"[^>]*aria-invalid="true"/);
    expect(html).toContain('role="alert" class="text-sm font-medium text-red-700">Bitte geben Sie Ihren Vornamen ein.</p>');
    expect(inputValue(html, 'nachname')).toBe('Muster');
    expect(html).toMatch(/<input type="radio"[^>]*name="anrede" checked="" value="herr"\/>/);
    expect(html).not.toMatch(/<input type="radio"[^>]*checked="" value="frau"\/>/);
    expect(html).toMatch(/<input[^>]*name="themes" checked="" value="sonstiges"\/>/);
    expect(html).toContain('<option value="10:30" selected="">');
    expect(html).toMatch(/<textarea[^>]*>Am Morgen<\/textarea>/);
  });

  it('ignores an outcome for another section; shows the sent state for its own', async () => {
    const other = { groupId: '5a0c3e1d-3333-4333-8333-00000000ffff', sent: true, error: null, fieldErrors: {}, values: {} };
    expect(await render({ formReturn: other })).toMatch(/<button type="submit"[^>]*>Anfrage senden<\/button>/);
    const html = await render({ formReturn: { ...other, groupId: group.id } });
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Gesendet<\/button>/);
    expect(html).toContain('Ihre Anfrage ist bei uns eingegangen');
  });

  it('streams the form inline, not in a hidden segment a script would reveal', async () => {
    // The island's module starts loading the form on the server when it is imported (above).
    await import('./ContactForm.client');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const stream = await renderToReadableStream(
      <ContactFormIsland groupId={group.id} locale="de" themes={CONTACT_THEMES} messages={messagesFor('de', 'forms')} preview={false} />,
    );
    const html = await new Response(stream).text();
    expect(html).toMatch(/^<form/);
    expect(html).not.toContain('<div hidden');
  });
});
