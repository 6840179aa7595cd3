import type { InboxT } from '@/editor/i18n/messages';
import { DISPLAY_TIME_ZONE, type EditorLocale, intlTag } from '@/shared/i18n/config';
import type formsCatalogue from '@/shared/i18n/messages/de/forms.json';
import type { FormKind } from '@/shared/schemas/forms/inbox';

/** The `forms` catalogue in the editor language (the words the visitor saw, in the editor's language). */
export type FormLabels = typeof formsCatalogue;
type ContactFormLabels = FormLabels['contact'];
type SponsorFormLabels = FormLabels['sponsor'];

/** One line of a submission's details: a readable label and the value as plain text. */
export type ValueRow = { key: string; label: string; text: string };

function isRecordKey<T extends object>(record: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(record, key);
}

function contactLabel(labels: ContactFormLabels, key: string): string {
  if (key === 'themes') return labels.themes;
  if (key === 'anrede' || key === 'existingCustomer') return labels[key];
  const value = isRecordKey(labels, key) ? labels[key] : null;
  return typeof value === 'string' ? value : key;
}

function sponsorLabel(labels: SponsorFormLabels, key: string): string {
  if (isRecordKey(labels.optionLabels, key)) return labels.optionLabels[key];
  const value = isRecordKey(labels, key) ? labels[key] : null;
  return typeof value === 'string' ? value : key;
}

/** Known codes (salutation, yes/no, theme keys) in words; anything else as it was stored. */
function word(kind: FormKind, value: string, forms: FormLabels): string {
  if (kind !== 'contact') return value;
  const labels = forms.contact;
  if (isRecordKey(labels.salutations, value)) return labels.salutations[value];
  if (isRecordKey(labels.answers, value)) return labels.answers[value];
  if (isRecordKey(labels.themeLabels, value)) return labels.themeLabels[value];
  return value;
}

function toText(kind: FormKind, value: unknown, forms: FormLabels, t: InboxT): string {
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return word(kind, value, forms);
  if (Array.isArray(value)) return value.map((entry) => toText(kind, entry, forms, t)).join(', ');
  if (value === null || value === undefined) return '';
  return JSON.stringify(value);
}

/**
 * The stored values of a submission as labelled text rows in the editor's language. Values are
 * visitor input: they are only ever rendered as text, never as HTML. Empty values are skipped.
 */
export function submissionRows(kind: FormKind, values: Record<string, unknown>, forms: FormLabels, t: InboxT): ValueRow[] {
  const label = (key: string) => (kind === 'contact' ? contactLabel(forms.contact, key) : sponsorLabel(forms.sponsor, key));
  return Object.entries(values)
    .filter(([key]) => key !== 'website')
    .map(([key, value]) => ({ key, label: label(key), text: toText(kind, value, forms, t) }))
    .filter((row) => row.text !== '');
}

/** "12.03.2026, 14:05" in the editor's language, in the spec's time zone. */
export function formatSubmittedAt(iso: string, language: EditorLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlTag(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: DISPLAY_TIME_ZONE }).format(date);
}
