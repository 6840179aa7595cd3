import { describe, expect, it } from 'vitest';
import { blockLabels } from '@/shared/i18n/block-labels';
import { messagesFor } from '@/shared/i18n/catalogues';
import type { OptionValue } from '../../shared/content/types';
import { SPONSOR_OPTIONS } from '../../shared/schemas/forms/sponsor-form';
import { renderToHtml } from '../_shared/forms/testing';
import { field, localized, makeCtx, makeGroup, rich } from '../_shared/testing';
import type { RenderContext } from '../types';
import { AspectSponsorForm } from './AspectSponsorForm';
import { aspectSponsorFormDefinition } from '../../shared/blocks/aspect-sponsor-form/definition';

const fields = [
  field('title', { content: localized({ de: 'Sponsoring aspect 2026', fr: 'Sponsoring aspect 2026' }) }),
  field('description', { content: rich('Werden Sie Partner.') }),
  field('closedText', { content: rich('Nächstes Jahr wieder.') }),
];

/** An amount as the German page writes it: currency, no-break space, de-CH grouping. */
const chf = (amount: number) => `CHF\u00a0${new Intl.NumberFormat('de-CH').format(amount)}`;

/** Markup with the apostrophe (the de-CH thousands separator) unescaped, to compare amounts. */
async function render(options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return (await renderHtml(options, ctx)).replaceAll('&#x27;', "'");
}

function renderHtml(options: Record<string, OptionValue>, ctx: Partial<RenderContext>) {
  return renderToHtml(<AspectSponsorForm group={makeGroup({ type: 'aspectSponsorForm', fields, options })} ctx={makeCtx(ctx)} />);
}

/** The markup of one option row, from its label to the end of its price. */
function optionRow(html: string, option: string): string {
  const start = html.indexOf(`data-option="${option}"`);
  return html.slice(start, html.indexOf('</label>', start));
}

describe('aspectSponsorForm definition', () => {
  it('has a booked flag per option and bookingClosed, all off by default, in the Team category', () => {
    for (const option of SPONSOR_OPTIONS) expect(aspectSponsorFormDefinition.options[`${option}Booked`]).toMatchObject({ type: 'checkbox', default: false });
    expect(blockLabels(messagesFor('de', 'editorBlocks'), 'de').option('aspectSponsorForm', 'hauptsponsorBooked')).toBe('Hauptsponsor ausgebucht');
    expect(aspectSponsorFormDefinition.options.bookingClosed).toMatchObject({ type: 'checkbox', default: false });
    expect(aspectSponsorFormDefinition.category).toBe('team');
  });
});

describe('AspectSponsorForm', () => {
  it('lists every option with its price in Swiss formatting and starts at a total of 0', async () => {
    const html = await render();
    expect(html).toMatch(/<h2 data-slot="title"[^>]*>Sponsoring aspect 2026<\/h2>/);
    expect(optionRow(html, 'hauptsponsor')).toContain('Hauptsponsor');
    expect(optionRow(html, 'hauptsponsor')).toContain(chf(29_000));
    expect(chf(29_000)).toBe("CHF\u00a029'000");
    expect(optionRow(html, 'standprasenz9m')).toContain(chf(2_700));
    expect(html).toContain(`${chf(300)} pro Person`);
    expect(html).toContain(`${chf(399)} pro Person`);
    expect(html).toMatch(/<output[^>]*data-total="0"[^>]*>CHF\u00a00<\/output>/);
    // The total is named by its visible label.
    const totalLabel = html.match(/<output[^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<span id="${totalLabel}">[^<]+</span>`));
    expect(html).toMatch(/<button type="submit"[^>]*>Verbindlich buchen<\/button>/);
    expect(html).not.toContain('Ausgebucht');
    // The closed text belongs to a closed booking only.
    expect(html).not.toContain('Nächstes Jahr wieder.');
  });

  it('disables a booked option and labels it fully booked', async () => {
    const html = await render({ stehlunch2Booked: true });
    expect(optionRow(html, 'stehlunch2')).toMatch(/<input[^>]*disabled=""/);
    expect(optionRow(html, 'stehlunch2')).toContain('Ausgebucht');
    expect(optionRow(html, 'stehlunch')).not.toMatch(/<input[^>]*disabled=""/);
    expect(optionRow(html, 'hauptsponsor')).not.toContain('Ausgebucht');
  });

  it('shows the closed booking with its text and a disabled submit labelled closed', async () => {
    const html = await render({ bookingClosed: true });
    expect(html).toContain('Nächstes Jahr wieder.');
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Buchung geschlossen<\/button>/);
  });

  it('speaks the page language', async () => {
    const html = await render({ hauptsponsorBooked: true }, { locale: 'fr' });
    expect(optionRow(html, 'hauptsponsor')).toContain('Sponsor principal');
    expect(optionRow(html, 'hauptsponsor')).toContain('Complet');
    expect(html).toContain('Réserver ferme');
  });

  it('renders the form in edit mode with the submit disabled and a hint', async () => {
    const html = await render({}, { mode: 'edit' });
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Verbindlich buchen<\/button>/);
    expect(html).toContain('Im Bearbeitungsmodus wird das Formular nicht gesendet.');
  });
});
