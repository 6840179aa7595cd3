import { plainTextOf } from '../../../shared/content/localized-text';
import type { FieldContent, FieldState } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';

export type OutdatedMarks = NonNullable<FieldState['outdated']>;

/**
 * The language a field's other languages are translated from: the default language when filled
 * there, else the first filled one in the site's order (as `findMissingTranslations` says).
 */
export function sourceLocaleOf(content: FieldContent | null, options: { locales: readonly Locale[]; defaultLocale: Locale }): Locale | null {
  const filled = (locale: Locale) => plainTextOf(content, locale) !== '';
  if (filled(options.defaultLocale)) return options.defaultLocale;
  return options.locales.find(filled) ?? null;
}

const localesOf = (content: FieldContent | null): Locale[] => (content && content.type !== 'single' ? (Object.keys(content.values) as Locale[]) : []);

/**
 * The outdated marks of a field after a change of its content from `before` to `after` (issue 31).
 * When the source text (measured as plain text: a word made bold changes no translation) becomes
 * another non-empty text, every other language filled is marked, with the source its translation
 * was made for; a language already marked keeps its first source, so the dialog shows everything
 * that changed since. Languages `written` in the same change (a person's edit, a machine
 * translation) are current: their marks go, and they are never marked. A mark also goes when its
 * language is emptied (then it is missing, not outdated) or its source is back to that text. A
 * language-neutral value has no languages and so never a mark.
 */
export function nextOutdatedMarks(options: {
  before: FieldContent | null;
  after: FieldContent | null;
  marks: OutdatedMarks | undefined;
  written: readonly Locale[];
  locales: readonly Locale[];
  defaultLocale: Locale;
}): OutdatedMarks | undefined {
  const { before, after, marks, written } = options;
  if (!after || after.type === 'single') return undefined;
  const next: OutdatedMarks = { ...marks };
  const source = sourceLocaleOf(before, options);
  const oldText = source ? plainTextOf(before, source) : '';
  const newText = source ? plainTextOf(after, source) : '';
  if (source && newText !== '' && newText !== oldText) {
    for (const locale of localesOf(after)) {
      if (locale === source || written.includes(locale) || plainTextOf(after, locale) === '') continue;
      if (next[locale]?.sourceLocale !== source) next[locale] = { sourceLocale: source, source: oldText };
    }
  }
  for (const [locale, mark] of Object.entries(next) as [Locale, OutdatedMarks[Locale]][]) {
    const back = mark && plainTextOf(after, mark.sourceLocale) === mark.source;
    if (!mark || written.includes(locale) || plainTextOf(after, locale) === '' || back) delete next[locale];
  }
  return Object.keys(next).length > 0 ? next : undefined;
}

/** A field state with `outdated` set to `marks`, or without the key when there are none. */
export function withOutdatedMarks(state: FieldState, marks: OutdatedMarks | undefined): FieldState {
  const { outdated: _, ...rest } = state;
  return marks ? { ...rest, outdated: marks } : rest;
}
