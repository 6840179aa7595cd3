import { getTranslator, type NamespaceMessages } from '../../../shared/i18n/catalogues';
import { DISPLAY_TIME_ZONE, intlTag } from '../../../shared/i18n/config';
import { numberTag } from '../../../shared/i18n/number-format';
import type { Locale } from '../../../shared/locales';
import type { ContactFormValues } from '../../../shared/schemas/forms/contact-form';
import { SPONSOR_OPTIONS, type SponsorFormValues, sponsorTotal } from '../../../shared/schemas/forms/sponsor-form';

/** A form's values as stored: what the visitor filled in, without the honeypot. */
export type StoredContactValues = Omit<ContactFormValues, 'website'>;
export type StoredSponsorValues = Omit<SponsorFormValues, 'website'>;
export type StoredFormValues = { kind: 'contact'; values: StoredContactValues } | { kind: 'sponsor'; values: StoredSponsorValues };

/** One labelled line of a mail's summary. */
export type ValueRow = { label: string; value: string };

type ContactMailField = keyof NamespaceMessages<'mail'>['labels']['contact'];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date the form sent as YYYY-MM-DD, written the way the language writes dates. Noon UTC
 * stays the same day in the display time zone; anything that is not such a date is shown as sent.
 */
export function calendarDate(value: string, locale: Locale): string {
  const date = ISO_DATE.test(value) ? new Date(`${value}T12:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'medium', timeZone: DISPLAY_TIME_ZONE }).format(date);
}

/** The contact form's values in the order of the form, its choices in the words the form offered. */
export function contactValueRows(values: StoredContactValues, locale: Locale): ValueRow[] {
  const label = getTranslator(locale, 'mail');
  const word = getTranslator(locale, 'forms');
  const rows: Array<[ContactMailField, string]> = [
    ['anrede', word(`contact.salutations.${values.anrede}`)],
    ['vorname', values.vorname],
    ['nachname', values.nachname],
    ['dateOfBirth', calendarDate(values.dateOfBirth, locale)],
    ['strasse', values.strasse],
    ['plz', values.plz],
    ['ort', values.ort],
    ['email', values.email],
    ['telefon', values.telefon],
    ['existingCustomer', word(`contact.answers.${values.existingCustomer}`)],
    ['themes', values.themes.map((theme) => word(`contact.themeLabels.${theme}`)).join(', ')],
    ['bevorzugterTermin', calendarDate(values.bevorzugterTermin, locale)],
    ['bevorzugteUhrzeit', values.bevorzugteUhrzeit],
    ['fragenAnmerkungen', values.fragenAnmerkungen],
  ];
  return rows.filter(([, value]) => value !== '').map(([field, value]) => ({ label: label(`labels.contact.${field}`), value }));
}

/** The sponsor form's chosen options, persons, contact and the total in CHF. */
export function sponsorValueRows(values: StoredSponsorValues, locale: Locale): ValueRow[] {
  const label = getTranslator(locale, 'mail');
  const word = getTranslator(locale, 'forms');
  const count = new Intl.NumberFormat(numberTag(locale));
  const chosen = SPONSOR_OPTIONS.filter((option) => values[option]).map((option) => word(`sponsor.optionLabels.${option}`));
  const rows: ValueRow[] = [{ label: label('labels.sponsor.options'), value: chosen.length > 0 ? chosen.join(', ') : '—' }];
  rows.push({ label: label('labels.sponsor.numberOfPersons'), value: count.format(values.numberOfPersons) });
  if (values.personsNames) rows.push({ label: label('labels.sponsor.personsNames'), value: values.personsNames });
  rows.push({ label: label('labels.sponsor.aspectNumberOfPersons'), value: count.format(values.aspectNumberOfPersons) });
  if (values.aspectPersonsNames) rows.push({ label: label('labels.sponsor.aspectPersonsNames'), value: values.aspectPersonsNames });
  rows.push(
    { label: label('labels.sponsor.company'), value: values.company },
    { label: label('labels.sponsor.contactName'), value: values.contactName },
    { label: label('labels.sponsor.phone'), value: values.phone },
    { label: label('labels.sponsor.email'), value: values.email },
    { label: label('labels.sponsor.total'), value: word('sponsor.price', { amount: sponsorTotal(values) }) },
  );
  return rows;
}

export function valueRows(form: StoredFormValues, locale: Locale): ValueRow[] {
  return form.kind === 'contact' ? contactValueRows(form.values, locale) : sponsorValueRows(form.values, locale);
}

/** "Label: value" lines; a multi-line value continues indented under its label. */
export function rowsAsText(rows: ValueRow[]): string {
  return rows.map((row) => `${row.label}: ${row.value.replace(/\r?\n/g, '\n    ')}`).join('\n');
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain two-column table; every value escaped, line breaks kept. */
export function rowsAsHtml(rows: ValueRow[]): string {
  const cells = rows
    .map((row) => `<tr><th align="left" valign="top">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value).replace(/\r?\n/g, '<br>')}</td></tr>`)
    .join('');
  return `<table cellpadding="4">${cells}</table>`;
}
