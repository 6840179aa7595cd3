import type { Locale } from '@/shared/locales';

export type PublicationCounts = { fields: number; groups: number; pages: number };
export type TranslationCounts = Partial<Record<string, number>>;

export type PublishState = {
  /** Changed items waiting to be published (fields + groups + pages). */
  changes: number;
  /** Languages with untranslated texts, in the site's locale order. */
  missing: { locale: Locale; count: number }[];
  /** Publish is offered only with changes and no missing translations (editor-panels §4). */
  canPublish: boolean;
  /** Publishing is blocked by missing translations: the missing-translations button shows instead. */
  blockedByTranslations: boolean;
  /** Revert is offered only when changes exist. */
  canRevert: boolean;
};

export function publishState(
  publication: PublicationCounts | null,
  translation: TranslationCounts | null,
  locales: readonly Locale[],
): PublishState {
  const changes = publication ? publication.fields + publication.groups + publication.pages : 0;
  const missing = locales
    .map((locale) => ({ locale, count: translation?.[locale] ?? 0 }))
    .filter((entry) => entry.count > 0);
  return {
    changes,
    missing,
    canPublish: changes > 0 && missing.length === 0,
    blockedByTranslations: missing.length > 0,
    canRevert: changes > 0,
  };
}
