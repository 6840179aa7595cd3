import type { MediaInfo } from '../content/media';
import type { GroupNode, PageTree } from '../content/types';
import type { Locale } from '../locales';

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

const shownGroups = (tree: PageTree, locale: Locale): GroupNode[] =>
  [...tree.groups].filter((group) => !group.meta.disallowedLanguages.includes(locale)).sort((a, b) => a.position - b.position);

/** Cuts at a word boundary and marks the cut. */
export function shorten(text: string, length = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > length / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * A page's description when its settings give none (issue 17): the first rich text of the page in
 * the language, else its first sentence-long line of text (a hero's subtitle), shortened.
 */
export function derivedDescription(tree: PageTree, locale: Locale): string | null {
  const fields = shownGroups(tree, locale).flatMap((group) => Object.values(group.fields).filter((field) => field.visible));
  for (const field of fields) {
    const content = field.content;
    if (content?.type !== 'localizedRichText') continue;
    const text = content.values[locale]?.text.trim();
    if (text) return shorten(text);
  }
  for (const field of fields) {
    const content = field.content;
    if (content?.type !== 'localizedSingleValue') continue;
    const text = content.values[locale]?.trim();
    if (text && text.length >= 40 && text.includes(' ')) return shorten(text);
  }
  return null;
}

/** The page's first image in the language (for link previews), or null. */
export function firstImage(tree: PageTree, locale: Locale, media: ReadonlyMap<string, MediaInfo>): MediaInfo | null {
  for (const group of shownGroups(tree, locale)) {
    for (const field of Object.values(group.fields)) {
      const found = field.visible && field.mediaId ? media.get(field.mediaId) : undefined;
      if (found?.mediaType === 'image' && found.width && found.height) return found;
    }
  }
  return null;
}

/** Search engines treat a shorter description as missing and write their own. */
export const MIN_DESCRIPTION_LENGTH = 50;

/** The page's texts in the language, best description material first: rich texts, sentence-long lines, then other lines of several words. */
function contentTexts(tree: PageTree, locale: Locale): string[] {
  const fields = shownGroups(tree, locale).flatMap((group) => Object.values(group.fields).filter((field) => field.visible));
  const rich: string[] = [];
  const sentences: string[] = [];
  const lines: string[] = [];
  for (const field of fields) {
    const content = field.content;
    if (content?.type === 'localizedRichText') {
      const text = content.values[locale]?.text.replace(/\s+/g, ' ').trim();
      if (text) rich.push(text);
    } else if (content?.type === 'localizedSingleValue') {
      const text = content.values[locale]?.replace(/\s+/g, ' ').trim();
      if (text?.includes(' ')) (text.length >= 40 ? sentences : lines).push(text);
    }
  }
  return [...rich, ...sentences, ...lines];
}

/** Two texts as running prose: a full stop between them unless the first already ends a sentence. */
function joined(text: string, next: string): string {
  return /[.!?…:;]$/.test(text) ? `${text} ${next}` : `${text}. ${next}`;
}

/**
 * A page's description for search results and link previews (issues 17, 33): its own when it has
 * one, else its content; when that is shorter than MIN_DESCRIPTION_LENGTH, further content and
 * then `padding` (facts about the business) follow, and the whole is cut at a word boundary to
 * DESCRIPTION_LENGTH. Null when nothing at all is there to say.
 */
export function pageDescription(options: { explicit: string | null | undefined; tree: PageTree; locale: Locale; padding: readonly string[] }): string | null {
  const explicit = options.explicit?.replace(/\s+/g, ' ').trim();
  const parts = [...new Set([...(explicit ? [explicit] : []), ...contentTexts(options.tree, options.locale), ...options.padding.map((part) => part.trim())])];
  let text = '';
  for (const part of parts) {
    if (text.length >= MIN_DESCRIPTION_LENGTH) break;
    if (!part || text.includes(part)) continue;
    text = text ? joined(text, part) : part;
  }
  return text ? shorten(text) : null;
}
