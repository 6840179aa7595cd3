import { plainTextOf } from '../../../shared/content/localized-text';
import type { Locale } from '../../../shared/locales';
import type { TOutdatedText } from '../../../shared/schemas/translation';
import type { Queryable } from '../../db/client';
import { type TranslatableField, type TranslationSite, loadTranslatableFields, preview } from './translatable-fields';

/**
 * The outdated translations among a page's translatable fields: a language marked outdated (the
 * source text changed after it was written, see `nextOutdatedMarks`), shown in that language and
 * filled there, whose source is filled and still differs from the text the translation was made for.
 */
export function outdatedTexts(fields: readonly TranslatableField[]): TOutdatedText[] {
  return fields.flatMap((field) =>
    field.shownIn.flatMap((locale: Locale): TOutdatedText[] => {
      const mark = field.state.outdated?.[locale];
      const translation = plainTextOf(field.content, locale);
      if (!mark || translation === '') return [];
      const newSource = plainTextOf(field.content, mark.sourceLocale);
      if (newSource === '' || newSource === mark.source) return [];
      return [
        {
          locale,
          groupId: field.groupId,
          groupType: field.groupType,
          fieldId: field.fieldId,
          slot: field.slot,
          sourceLocale: mark.sourceLocale,
          oldSource: preview(mark.source),
          newSource: preview(newSource),
          translation: preview(translation),
        },
      ];
    }),
  );
}

/**
 * The translations of a page's working state written before their source text changed (issue 31),
 * per box, field and language, with the source text then and now (each cut like a missing text's
 * source). A warning, never a block: visitors keep reading the old translation until it is
 * refreshed, edited or confirmed and the page published. The publish checks read this.
 */
export async function findOutdatedTranslations(db: Queryable, options: { site: TranslationSite; pageId: string }): Promise<TOutdatedText[]> {
  return outdatedTexts((await loadTranslatableFields(db, options)).fields);
}
