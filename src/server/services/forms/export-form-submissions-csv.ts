import { stringify } from 'csv-stringify/sync';
import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import { CONTACT_THEMES, type ContactTheme } from '../../../shared/schemas/forms/contact-form';
import type { FormKind, SubmissionMail } from '../../../shared/schemas/forms/inbox';
import { SPONSOR_OPTIONS, type SponsorOption, formatChf, sponsorTotal } from '../../../shared/schemas/forms/sponsor-form';
import type { Queryable } from '../../db/client';
import { formSubmissions } from '../../db/schema';
import { MAIL_LABELS, type MailLanguage } from '../mail/mail-labels';
import { mailLanguage } from '../mail/mail-texts';
import { neutralizeFormula } from './csv-cell';
import { mailsOf } from './list-form-submissions';
import { submissionEmail, submissionName } from './submission-identity';

type Row = { kind: FormKind; createdAt: Date; locale: Locale; values: Record<string, unknown>; mails: SubmissionMail[] };
type Column = { header: string; cell: (row: Row) => string };

const COMMON_HEADERS: Record<MailLanguage, { date: string; form: string; language: string; name: string; notification: string; confirmation: string }> = {
  de: { date: 'Datum', form: 'Formular', language: 'Sprache', name: 'Name', notification: 'Benachrichtigung', confirmation: 'Bestätigung' },
  fr: { date: 'Date', form: 'Formulaire', language: 'Langue', name: 'Nom', notification: 'Notification', confirmation: 'Confirmation' },
  it: { date: 'Data', form: 'Modulo', language: 'Lingua', name: 'Nome', notification: 'Notifica', confirmation: 'Conferma' },
  en: { date: 'Date', form: 'Form', language: 'Language', name: 'Name', notification: 'Notification', confirmation: 'Confirmation' },
};

const DATE_TIME = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich', dateStyle: 'short', timeStyle: 'short' });
const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function columnsFor(locale: Locale, kind: FormKind | undefined): Column[] {
  const language = mailLanguage(locale);
  const labels = MAIL_LABELS[language];
  const headers = COMMON_HEADERS[language];
  const yesNo = (value: unknown) => (value === true ? labels.yesNo.ja : value === false ? labels.yesNo.nein : '');
  const mailStatus = (recipient: 'business' | 'visitor') => (row: Row) => row.mails.find((mail) => mail.recipient === recipient)?.status ?? '';
  const common: Column[] = [
    { header: headers.date, cell: (row) => DATE_TIME.format(row.createdAt) },
    { header: headers.form, cell: (row) => row.kind },
    { header: headers.language, cell: (row) => row.locale },
    { header: headers.name, cell: (row) => submissionName(row.kind, row.values) },
    { header: labels.contact.email, cell: (row) => submissionEmail(row.values) },
    // One phone column for both forms (telefon / phone), so no header appears twice.
    { header: labels.contact.telefon, cell: (row) => str(row.kind === 'contact' ? row.values.telefon : row.values.phone) },
  ];
  const c = labels.contact;
  const contact: Column[] = [
    { header: c.anrede, cell: (row) => labels.salutations[row.values.anrede as keyof typeof labels.salutations] ?? '' },
    ...(['vorname', 'nachname', 'dateOfBirth', 'strasse', 'plz', 'ort'] as const).map((field) => ({ header: c[field], cell: (row: Row) => str(row.values[field]) })),
    { header: c.existingCustomer, cell: (row) => labels.yesNo[row.values.existingCustomer as 'ja' | 'nein'] ?? '' },
    {
      header: c.themes,
      cell: (row) =>
        (Array.isArray(row.values.themes) ? row.values.themes : [])
          .filter((theme): theme is ContactTheme => (CONTACT_THEMES as readonly unknown[]).includes(theme))
          .map((theme) => labels.themes[theme])
          .join(', '),
    },
    ...(['bevorzugterTermin', 'bevorzugteUhrzeit', 'fragenAnmerkungen'] as const).map((field) => ({ header: c[field], cell: (row: Row) => str(row.values[field]) })),
  ];
  const s = labels.sponsor;
  // The sponsor's contact person and phone are in the common Name and phone columns.
  const sponsor: Column[] = [
    ...SPONSOR_OPTIONS.map((option) => ({ header: labels.sponsorOptions[option], cell: (row: Row) => yesNo(row.values[option]) })),
    ...(['numberOfPersons', 'personsNames', 'aspectNumberOfPersons', 'aspectPersonsNames', 'company'] as const).map((field) => ({
      header: s[field],
      cell: (row: Row) => str(row.values[field]),
    })),
    { header: `${s.total} CHF`, cell: (row) => (row.kind === 'sponsor' ? formatChf(storedSponsorTotal(row.values)) : '') },
  ];
  const trailing: Column[] = [
    { header: headers.notification, cell: mailStatus('business') },
    { header: headers.confirmation, cell: mailStatus('visitor') },
  ];
  // Both kinds in one file: each row fills its own kind's columns, the others stay empty.
  const own = (which: FormKind, columns: Column[]) => columns.map((column) => ({ ...column, cell: (row: Row) => (row.kind === which ? column.cell(row) : '') }));
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
