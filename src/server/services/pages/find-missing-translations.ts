import { plainTextOf } from '../../../shared/content/localized-text';
import type { Locale } from '../../../shared/locales';
import type { TMissingText, TMissingTranslations } from '../../../shared/schemas/translation';
import type { Queryable } from '../../db/client';
import { outdatedTexts } from './find-outdated-translations';
import { type TranslatableField, type TranslationSite, loadTranslatableFields, preview } from './translatable-fields';

/** Whether missing texts in `locale` block publishing: the page is (or, never restricted, will be) live there. */
export function isBlockingLanguage(liveLanguages: readonly Locale[] | null, locale: Locale): boolean {
  return liveLanguages === null || liveLanguages.includes(locale);
}

function missingTexts(fields: readonly TranslatableField[], defaultLocale: Locale): TMissingText[] {
  return fields.flatMap((field) => {
    const { content, shownIn } = field;
    const filled = shownIn.filter((locale) => plainTextOf(content, locale) !== '');
    const sourceLocale = filled.includes(defaultLocale) ? defaultLocale : filled[0];
    if (!sourceLocale) return [];
    const source = preview(plainTextOf(content, sourceLocale));
    return shownIn
      .filter((locale) => !filled.includes(locale))
      .map((locale) => ({ locale, groupId: field.groupId, groupType: field.groupType, fieldId: field.fieldId, slot: field.slot, sourceLocale, source }));
  });
}

/**
 * The texts of a page's working state that are filled in some language but not in another it is
 * shown in (issue 15, editor-panels §2): real text only (single-line and rich text; not language-
 * neutral values), of visible fields in sections that are not removed, archived or hidden in that
 * language. Each comes with the language it would be translated from: the default when filled there.
 * The same answer lists the outdated translations (issue 31; see findOutdatedTranslations), which
 * never block.
 */
export async function findMissingTranslations(db: Queryable, options: { site: TranslationSite; pageId: string }): Promise<TMissingTranslations> {
  const { languages, liveLanguages, fields } = await loadTranslatableFields(db, options);
  const texts = missingTexts(fields, options.site.defaultLocale);
  return {
    languages: languages.map((locale) => ({
      locale,
      count: texts.filter((text) => text.locale === locale).length,
      blocking: isBlockingLanguage(liveLanguages, locale),
      live: isBlockingLanguage(liveLanguages, locale),
    })),
    texts,
    outdated: outdatedTexts(fields),
  };
}
