import type { Locale } from '../../../shared/locales';
import type { ContactFormValues } from '../../../shared/schemas/forms/contact-form';
import { SPONSOR_OPTIONS, type SponsorFormValues, formatChf, sponsorTotal } from '../../../shared/schemas/forms/sponsor-form';
import { MAIL_LABELS } from './mail-labels';
import { mailLanguage } from './mail-texts';

/** A form's values as stored: what the visitor filled in, without the honeypot. */
export type StoredContactValues = Omit<ContactFormValues, 'website'>;
export type StoredSponsorValues = Omit<SponsorFormValues, 'website'>;
export type StoredFormValues = { kind: 'contact'; values: StoredContactValues } | { kind: 'sponsor'; values: StoredSponsorValues };

/** One labelled line of a mail's summary. */
export type ValueRow = { label: string; value: string };

/** The contact form's values in the order of the form, translated where they are choices. */
export function contactValueRows(values: StoredContactValues, locale: Locale): ValueRow[] {
  const labels = MAIL_LABELS[mailLanguage(locale)];
  const rows: Array<[keyof typeof labels.contact, string]> = [
    ['anrede', labels.salutations[values.anrede]],
    ['vorname', values.vorname],
    ['nachname', values.nachname],
    ['dateOfBirth', values.dateOfBirth],
    ['strasse', values.strasse],
    ['plz', values.plz],
    ['ort', values.ort],
    ['email', values.email],
    ['telefon', values.telefon],
    ['existingCustomer', labels.yesNo[values.existingCustomer]],
    ['themes', values.themes.map((theme) => labels.themes[theme]).join(', ')],
    ['bevorzugterTermin', values.bevorzugterTermin],
    ['bevorzugteUhrzeit', values.bevorzugteUhrzeit],
    ['fragenAnmerkungen', values.fragenAnmerkungen],
  ];
  return rows.filter(([, value]) => value !== '').map(([field, value]) => ({ label: labels.contact[field], value }));
}

/** The sponsor form's chosen options with prices, persons, contact and the total in CHF. */
export function sponsorValueRows(values: StoredSponsorValues, locale: Locale): ValueRow[] {
  const labels = MAIL_LABELS[mailLanguage(locale)];
  const chosen = SPONSOR_OPTIONS.filter((option) => values[option]).map((option) => labels.sponsorOptions[option]);
  const rows: ValueRow[] = [{ label: labels.sponsor.options, value: chosen.length > 0 ? chosen.join(', ') : '—' }];
  rows.push({ label: labels.sponsor.numberOfPersons, value: String(values.numberOfPersons) });
  if (values.personsNames) rows.push({ label: labels.sponsor.personsNames, value: values.personsNames });
  rows.push({ label: labels.sponsor.aspectNumberOfPersons, value: String(values.aspectNumberOfPersons) });
  if (values.aspectPersonsNames) rows.push({ label: labels.sponsor.aspectPersonsNames, value: values.aspectPersonsNames });
  rows.push(
    { label: labels.sponsor.company, value: values.company },
    { label: labels.sponsor.contactName, value: values.contactName },
    { label: labels.sponsor.phone, value: values.phone },
    { label: labels.sponsor.email, value: values.email },
    { label: labels.sponsor.total, value: `CHF ${formatChf(sponsorTotal(values))}` },
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
