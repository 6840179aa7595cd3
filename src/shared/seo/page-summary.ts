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
