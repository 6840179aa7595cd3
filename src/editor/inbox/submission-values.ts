import type { EditorLanguage } from '@/shared/editor/environment';
import type { InboxTexts } from '@/editor/i18n/inbox';
import { type ContactFormLabels, contactFormLabels } from '@/shared/i18n/contact-form-labels';
import { type SponsorFormLabels, sponsorFormLabels } from '@/shared/i18n/sponsor-form-labels';
import type { FormKind } from '@/shared/schemas/forms/inbox';

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
function word(kind: FormKind, value: string, language: EditorLanguage): string {
  if (kind !== 'contact') return value;
  const labels = contactFormLabels(language);
  if (isRecordKey(labels.salutations, value)) return labels.salutations[value];
  if (isRecordKey(labels.answers, value)) return labels.answers[value];
  if (isRecordKey(labels.themeLabels, value)) return labels.themeLabels[value];
  return value;
}

function toText(kind: FormKind, value: unknown, language: EditorLanguage, texts: InboxTexts): string {
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return word(kind, value, language);
  if (Array.isArray(value)) return value.map((entry) => toText(kind, entry, language, texts)).join(', ');
  if (value === null || value === undefined) return '';
  return JSON.stringify(value);
}

/**
 * The stored values of a submission as labelled text rows in the editor's language. Values are
 * visitor input: they are only ever rendered as text, never as HTML. Empty values are skipped.
 */
export function submissionRows(kind: FormKind, values: Record<string, unknown>, language: EditorLanguage, texts: InboxTexts): ValueRow[] {
  const label = (key: string) => (kind === 'contact' ? contactLabel(contactFormLabels(language), key) : sponsorLabel(sponsorFormLabels(language), key));
  return Object.entries(values)
    .filter(([key]) => key !== 'website')
    .map(([key, value]) => ({ key, label: label(key), text: toText(kind, value, language, texts) }))
    .filter((row) => row.text !== '');
}

/** "12.03.2026, 14:05" in the editor's language. */
export function formatSubmittedAt(iso: string, language: EditorLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CH' : 'de-CH', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
