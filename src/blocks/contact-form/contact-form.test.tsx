import { describe, expect, it } from 'vitest';
import { blockLabels } from '@/shared/i18n/block-labels';
import { messagesFor } from '@/shared/i18n/catalogues';
import type { OptionValue } from '../../shared/content/types';
import { CONTACT_THEMES } from '../../shared/schemas/forms/contact-form';
import { resolveOptions } from '../../shared/blocks/options';
import { renderToHtml } from '../_shared/forms/testing';
import { field, localized, makeCtx, makeGroup, rich } from '../_shared/testing';
import type { RenderContext } from '../types';
import { ContactFormBlock, enabledThemes } from './ContactFormBlock';
import { contactFormClientSchema, localIsoDate } from './contact-form-fields';
import { contactFormDefinition } from '../../shared/blocks/contact-form/definition';

const fields = [
  field('title', { content: localized({ de: 'Termin anfragen', fr: 'Demander un rendez-vous' }) }),
  field('description', { content: rich('Wir melden uns.') }),
];

function render(options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToHtml(<ContactFormBlock group={makeGroup({ type: 'contactForm', fields, options })} ctx={makeCtx(ctx)} />);
}

describe('contactForm definition', () => {
  it('has one checkbox option per theme, named like the theme and on by default, plus contactEmail', () => {
    for (const theme of CONTACT_THEMES) {
      expect(contactFormDefinition.options[theme]).toMatchObject({ type: 'checkbox', default: true });
      expect(blockLabels(messagesFor('fr', 'editorBlocks'), 'fr').option('contactForm', theme)).not.toBe(theme);
    }
    expect(contactFormDefinition.options.contactEmail).toMatchObject({ type: 'text', default: '' });
    expect(contactFormDefinition.category).toBe('content');
  });

  it('offers the themes whose option is on, in catalogue order', () => {
    const options = resolveOptions(contactFormDefinition, { options: { brillenservice: false, sonstiges: false } });
    const themes = enabledThemes(options);
    expect(themes).toHaveLength(11);
    expect(themes).not.toContain('brillenservice');
    expect(themes[0]).toBe('brillenglasbestimmung');
  });
});

describe('ContactFormBlock', () => {
  it('renders the heading, the intro and every field with a label', async () => {
    const html = await render();
    expect(html).toMatch(/<h2 data-slot="title"[^>]*>Termin anfragen<\/h2>/);
    expect(html).toContain('Wir melden uns.');
    for (const label of ['Anrede', 'Vorname', 'Nachname', 'Geburtsdatum', 'PLZ', 'E-Mail', 'Telefon', 'Wunschdatum', 'Wunschzeit', 'Fragen und Anmerkungen']) {
      expect(html).toContain(label);
    }
    expect(html).toContain('Myopie-Management');
    expect(html).toMatch(/<button type="submit"[^>]*>Anfrage senden<\/button>/);
    expect(html).not.toContain('disabled=""');
  });

  it('leaves out themes switched off by an option', async () => {
    const html = await render({ myopieManagement: false, kontaktlinsenAbo: false });
    expect(html).not.toContain('Myopie-Management');
    expect(html).not.toContain('Kontaktlinsen-Abo');
    expect(html).toContain('Brillenservice');
  });

  it('speaks the page language', async () => {
    const html = await render({}, { locale: 'fr' });
    expect(html).toContain('Demander un rendez-vous');
    expect(html).toContain('Prénom');
    expect(html).toContain('Gestion de la myopie');
    expect(html).toContain('Envoyer la demande');
  });

  it('hides the honeypot from people and assistive technology', async () => {
    const html = await render();
    expect(html).toMatch(/<div aria-hidden="true"[^>]*><label[^>]*>Website \(bitte leer lassen\)<\/label><input[^>]*name="website"[^>]*>/);
    expect(html).toMatch(/name="website"[^>]*tabindex="-1"|tabindex="-1"[^>]*name="website"/i);
  });

  it('shows the form in edit mode with the submit disabled and a hint', async () => {
    const html = await render({}, { mode: 'edit' });
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Anfrage senden<\/button>/);
    expect(html).toContain('Im Bearbeitungsmodus wird das Formular nicht gesendet.');
  });

  it('shows no form when every theme is off, and tells editors why', async () => {
    const off = Object.fromEntries(CONTACT_THEMES.map((theme) => [theme, false]));
    expect(await render(off)).not.toContain('<form');
    expect(await render(off, { mode: 'edit' })).toContain('data-warning="no themes"');
  });
});

describe('contact form client schema', () => {
  const valid = {
    anrede: 'frau',
    vorname: 'Anna',
    nachname: 'Muster',
    plz: '8400',
    email: 'anna@example.ch',
    telefon: '052 000 00 00',
    existingCustomer: 'nein',
    themes: ['sonstiges'],
    bevorzugteUhrzeit: '10:00',
  };
  const dateIssue = (date: string) =>
    contactFormClientSchema(() => '2030-05-10')
      .safeParse({ ...valid, bevorzugterTermin: date })
      .error?.issues.find((issue) => issue.path[0] === 'bevorzugterTermin')?.message ?? null;

  it('refuses a preferred date in the past but accepts today and later', () => {
    expect(dateIssue('2030-05-09')).toBe('dateInvalid');
    expect(dateIssue('2030-05-10')).toBeNull();
    expect(dateIssue('2031-01-01')).toBeNull();
    expect(dateIssue('')).toBe('bevorzugterTerminRequired');
  });

  it("reads today's date in local time", () => {
    expect(localIsoDate(new Date(2030, 0, 5, 23, 30))).toBe('2030-01-05');
  });
});
