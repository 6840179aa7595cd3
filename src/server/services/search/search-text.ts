import { getBlockDefinition } from '../../../shared/blocks/definitions';
import type { FieldContent, PageTree } from '../../../shared/content/types';
import { LOCALES, type Locale } from '../../../shared/locales';

/** Longest body kept per document: bounds the index and ts_headline's work. */
export const MAX_BODY_CHARS = 50_000;
/** Most typo-fallback candidate words kept per document. */
export const MAX_TERMS = 5_000;
const MIN_TERM_LENGTH = 3;
const MAX_TERM_LENGTH = 40;

/** Headline markers: control characters, removed from every indexed text, so they cannot come from content. */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';
/**
 * Between the texts of two fields in a document's body (a control character too): the index reads
 * it as a space, and a snippet is cut at it, so it never glues unrelated texts ("45 Min. 90 Brillen-Service").
 */
export const TEXT_BREAK = '\u001e';
/**
 * The version of what extractSearchText writes, stored on every search document. Raise it when
 * indexed text changes shape: at start, sites with older rows are reindexed (reindex-outdated.ts).
 * 1: fields glued into one text; 2: field texts separated by TEXT_BREAK.
 */
export const SEARCH_INDEX_FORMAT = 2;

export type SearchText = { locale: Locale; title: string; body: string; terms: string[] };

/** Removes control characters (including the headline markers) and collapses whitespace. */
export function cleanText(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Lower-case words (letters and digits of any script), in order, duplicates kept. */
export function words(value: string): string[] {
  return value.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function fieldText(content: FieldContent | null, locale: Locale): string | null {
  if (!content) return null;
  if (content.type === 'localizedSingleValue') return content.values[locale] ?? null;
  if (content.type === 'localizedRichText') return content.values[locale]?.text ?? null;
  // Non-localized single values are ids, numbers and addresses rather than prose.
  return null;
}

/** Sections a published snapshot shows (a pending removal stays live until publish). */
const LIVE_GROUP_STATUSES = new Set<string>(['published', 'markedForDeletion']);
const NON_PROSE_FORMATS = new Set(['url', 'email', 'phone', 'number']);

/** The locales a published page can be found in: it has a path there and does not disallow it. */
export function searchableLocales(tree: PageTree): Locale[] {
  return pageSearchableLocales(tree.page);
}

/** The same from the page's own columns and state (no snapshot needed): which locales get a document. */
export function pageSearchableLocales(page: Pick<PageTree['page'], 'specialKey' | 'meta' | 'slug'>): Locale[] {
  if (page.specialKey === 'search' || page.meta.passwordHash || page.meta.hiddenFromSearch) return [];
  return LOCALES.filter((locale) => !page.meta.disallowedLanguages.includes(locale) && (page.specialKey === '~home' || Boolean(page.slug[locale])));
}

/**
 * What a visitor reading the published page in `locale` sees as text: the page name as title;
 * description and the visible text and rich-text fields of the sections shown in that locale as body.
 */
export function extractSearchText(tree: PageTree, locale: Locale): SearchText {
  const { page } = tree;
  const parts: string[] = [];
  const description = page.meta.description?.[locale];
  if (description) parts.push(description);
  const sections = [...tree.groups]
    .filter((group) => LIVE_GROUP_STATUSES.has(group.status) && !group.meta.disallowedLanguages.includes(locale))
    .sort((a, b) => a.position - b.position);
  for (const group of sections) {
    const slots = getBlockDefinition(group.type)?.slots ?? {};
    const order = Object.keys(slots);
    const fields = Object.values(group.fields).sort((a, b) => rank(order, a.slot) - rank(order, b.slot));
    for (const field of fields) {
      if (!field.visible) continue;
      const format = slots[field.slot]?.format;
      if (format && NON_PROSE_FORMATS.has(format)) continue;
      const value = fieldText(field.content, locale);
      if (value?.trim()) parts.push(value);
    }
  }
  const title = cleanText(page.meta.name[locale] ?? page.slug[locale] ?? '');
  const body = parts.map(cleanText).filter(Boolean).join(` ${TEXT_BREAK} `).slice(0, MAX_BODY_CHARS);
  const terms = [...new Set(words(`${title} ${body}`))].filter((term) => term.length >= MIN_TERM_LENGTH && term.length <= MAX_TERM_LENGTH).slice(0, MAX_TERMS);
  return { locale, title, body, terms };
}

function rank(order: string[], slot: string): number {
  const index = order.indexOf(slot);
  return index === -1 ? order.length : index;
}
