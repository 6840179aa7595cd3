import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { findMissingTranslations } from './find-missing-translations';

/**
 * For each of the site's languages, how many texts of the page are filled in some language but
 * not in this one (editor-panels §7 "page status translation"); see findMissingTranslations.
 */
export async function getTranslationStatus(
  db: Queryable,
  options: { site: { id: string; locales: Locale[]; defaultLocale: Locale }; pageId: string },
): Promise<Record<string, number>> {
  const { languages } = await findMissingTranslations(db, options);
  const counts: Record<string, number> = Object.fromEntries(options.site.locales.map((locale) => [locale, 0]));
  for (const { locale, count } of languages) counts[locale] = count;
  return counts;
}
