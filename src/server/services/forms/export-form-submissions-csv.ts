import { stringify } from 'csv-stringify/sync';
import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import { getTranslator } from '../../../shared/i18n/catalogues';
import { DISPLAY_TIME_ZONE } from '../../../shared/i18n/config';
import { numberTag } from '../../../shared/i18n/number-format';
import { CONTACT_THEMES, type ContactTheme, EXISTING_CUSTOMER_ANSWERS, SALUTATIONS } from '../../../shared/schemas/forms/contact-form';
import type { FormKind, SubmissionMail } from '../../../shared/schemas/forms/inbox';
import { SPONSOR_OPTIONS, type SponsorOption, sponsorTotal } from '../../../shared/schemas/forms/sponsor-form';
import type { Queryable } from '../../db/client';
import { formSubmissions } from '../../db/schema';
import { neutralizeFormula } from './csv-cell';
import { mailsOf } from './list-form-submissions';
import { submissionEmail, submissionName } from './submission-identity';

type Row = { kind: FormKind; createdAt: Date; locale: Locale; values: Record<string, unknown>; mails: SubmissionMail[] };
type Column = { header: string; cell: (row: Row) => string };

/** Sortable date and time (YYYY-MM-DD HH:MM) in the spec's display time zone. */
const DATE_TIME = new Intl.DateTimeFormat('sv-SE', { timeZone: DISPLAY_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const isSalutation = (value: unknown): value is (typeof SALUTATIONS)[number] => (SALUTATIONS as readonly unknown[]).includes(value);
const isAnswer = (value: unknown): value is (typeof EXISTING_CUSTOMER_ANSWERS)[number] => (EXISTING_CUSTOMER_ANSWERS as readonly unknown[]).includes(value);
const isTheme = (value: unknown): value is ContactTheme => (CONTACT_THEMES as readonly unknown[]).includes(value);

function columnsFor(locale: Locale, kind: FormKind | undefined): Column[] {
  const label = getTranslator(locale, 'mail');
  const word = getTranslator(locale, 'forms');
  const yesNo = (value: unknown) => (value === true ? word('contact.answers.ja') : value === false ? word('contact.answers.nein') : '');
  const mailStatus = (recipient: 'business' | 'visitor') => (row: Row) => row.mails.find((mail) => mail.recipient === recipient)?.status ?? '';
  // The amount as the site's language writes numbers (de-CH: 31'500); the header names the currency.
  const amount = new Intl.NumberFormat(numberTag(locale), { maximumFractionDigits: 0 });
  const common: Column[] = [
    { header: label('export.date'), cell: (row) => DATE_TIME.format(row.createdAt) },
    { header: label('export.form'), cell: (row) => row.kind },
    { header: label('export.language'), cell: (row) => row.locale },
    { header: label('export.name'), cell: (row) => submissionName(row.kind, row.values) },
    { header: label('labels.contact.email'), cell: (row) => submissionEmail(row.values) },
    // One phone column for both forms (telefon / phone), so no header appears twice.
    { header: label('labels.contact.telefon'), cell: (row) => str(row.kind === 'contact' ? row.values.telefon : row.values.phone) },
  ];
  const contact: Column[] = [
    { header: label('labels.contact.anrede'), cell: (row) => (isSalutation(row.values.anrede) ? word(`contact.salutations.${row.values.anrede}`) : '') },
    ...(['vorname', 'nachname', 'dateOfBirth', 'strasse', 'plz', 'ort'] as const).map((field) => ({
      header: label(`labels.contact.${field}`),
      cell: (row: Row) => str(row.values[field]),
    })),
    {
      header: label('labels.contact.existingCustomer'),
      cell: (row) => (isAnswer(row.values.existingCustomer) ? word(`contact.answers.${row.values.existingCustomer}`) : ''),
    },
    {
      header: label('labels.contact.themes'),
      cell: (row) =>
        (Array.isArray(row.values.themes) ? row.values.themes : [])
          .filter(isTheme)
          .map((theme) => word(`contact.themeLabels.${theme}`))
          .join(', '),
    },
    ...(['bevorzugterTermin', 'bevorzugteUhrzeit', 'fragenAnmerkungen'] as const).map((field) => ({
      header: label(`labels.contact.${field}`),
      cell: (row: Row) => str(row.values[field]),
    })),
  ];
  // The sponsor's contact person and phone are in the common Name and phone columns.
  const sponsor: Column[] = [
    ...SPONSOR_OPTIONS.map((option) => ({ header: word(`sponsor.optionLabels.${option}`), cell: (row: Row) => yesNo(row.values[option]) })),
    ...(['numberOfPersons', 'personsNames', 'aspectNumberOfPersons', 'aspectPersonsNames', 'company'] as const).map((field) => ({
      header: label(`labels.sponsor.${field}`),
      cell: (row: Row) => str(row.values[field]),
    })),
    { header: label('export.totalChf'), cell: (row) => (row.kind === 'sponsor' ? amount.format(storedSponsorTotal(row.values)) : '') },
  ];
  const trailing: Column[] = [
    { header: label('export.notification'), cell: mailStatus('business') },
    { header: label('export.confirmation'), cell: mailStatus('visitor') },
  ];
  // Both kinds in one file: each row fills its own kind's columns, the others stay empty.
  const own = (which: FormKind, columns: Column[]) =>
    columns.map((column) => ({ ...column, cell: (row: Row) => (row.kind === which ? column.cell(row) : '') }));
  return [...common, ...(kind !== 'sponsor' ? own('contact', contact) : []), ...(kind !== 'contact' ? own('sponsor', sponsor) : []), ...trailing];
}

/** The total from stored values (jsonb, so read defensively). */
function storedSponsorTotal(values: Record<string, unknown>): number {
  const options = Object.fromEntries(SPONSOR_OPTIONS.map((option) => [option, values[option] === true])) as Record<SponsorOption, boolean>;
  return sponsorTotal({ ...options, numberOfPersons: Number(values.numberOfPersons) || 0, aspectNumberOfPersons: Number(values.aspectNumberOfPersons) || 0 });
}

/**
 * Every submission of a site as CSV (newest first), headers in the site's default language,
 * with a BOM so Excel reads UTF-8 and every cell neutralised against formula injection.
 */
export async function exportFormSubmissionsCsv(db: Queryable, options: { siteId: string; locale: Locale; kind?: FormKind }): Promise<string> {
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.siteId, options.siteId), options.kind ? eq(formSubmissions.kind, options.kind) : undefined))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
  const mails = await mailsOf(
    db,
    options.siteId,
    rows.map((row) => row.id),
  );
  const columns = columnsFor(options.locale, options.kind);
  const records = rows.map((row) => columns.map((column) => neutralizeFormula(column.cell({ ...row, mails: mails.get(row.id) ?? [] }))));
  const header = columns.map((column) => neutralizeFormula(column.header));
  return `\uFEFF${stringify([header, ...records], { record_delimiter: 'windows' })}`;
}
