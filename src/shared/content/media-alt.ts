import { isLocale, type Locale, type Localized } from '../locales';

/**
 * Alternative texts (issue 31). Every image of the library has one per site language and may be
 * marked purely decorative; a slot showing it may override both. Visitors get the text of the
 * page's language, decorative images `alt=""`. Pure functions, for the server, the blocks and the
 * editor alike (no zod: the live page's islands import this too).
 */

/** Longer than a sentence or two is a caption, not an alternative text. */
export const ALT_TEXT_MAX_LENGTH = 300;

/** What a media row carries. A crop shares its original's texts (they describe the same picture). */
export type MediaAltFields = { alt: Localized<string>; decorative: boolean };

/**
 * A slot's own texts (the media field's `alt` option): per language, and whether the image is
 * decorative here; a language without a text, and `decorative` left out, follow the library.
 */
export type SlotAlt = { texts?: Localized<string>; decorative?: boolean };

/** The field option holding a media slot's override. */
export const SLOT_ALT_OPTION = 'alt';

const filled = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** A stored option value read as a slot override; anything malformed reads as none. */
export function slotAltOf(value: unknown): SlotAlt | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const texts: Localized<string> = {};
  if (record.texts && typeof record.texts === 'object' && !Array.isArray(record.texts)) {
    for (const [locale, text] of Object.entries(record.texts as Record<string, unknown>)) {
      if (isLocale(locale) && typeof text === 'string' && filled(text)) texts[locale] = text.trim();
    }
  }
  const decorative = typeof record.decorative === 'boolean' ? record.decorative : undefined;
  if (Object.keys(texts).length === 0 && decorative === undefined) return null;
  return { ...(Object.keys(texts).length > 0 ? { texts } : {}), ...(decorative === undefined ? {} : { decorative }) };
}

/** Whether the image is decorative where it is shown: the slot says so, else the library. */
export function isDecorative(media: Pick<MediaAltFields, 'decorative'>, override?: SlotAlt | null): boolean {
  return override?.decorative ?? media.decorative;
}

/** The text describing the image in `locale` (the slot's, else the library's), or null when there is none. */
export function altTextIn(media: Pick<MediaAltFields, 'alt'>, locale: Locale, override?: SlotAlt | null): string | null {
  const own = override?.texts?.[locale];
  if (filled(own)) return own.trim();
  const library = media.alt[locale];
  return filled(library) ? library.trim() : null;
}

/**
 * The `alt` attribute visitors get: empty for a decorative image, else its text in the page's
 * language. An image nobody described yet also gets "" (a file name read aloud helps nobody); the
 * publish checks name it (`isAltMissing`).
 */
export function imageAlt(media: MediaAltFields, locale: Locale, override?: SlotAlt | null): string {
  if (isDecorative(media, override)) return '';
  return altTextIn(media, locale, override) ?? '';
}

/** An image that conveys something but has no text in `locale`. */
export function isAltMissing(media: MediaAltFields, locale: Locale, override?: SlotAlt | null): boolean {
  return !isDecorative(media, override) && altTextIn(media, locale, override) === null;
}

/** The languages of `locales` an image's library texts are filled in. */
export function altLanguages(alt: Localized<string>, locales: readonly Locale[]): Locale[] {
  return locales.filter((locale) => filled(alt[locale]));
}
