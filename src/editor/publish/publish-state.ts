import { changeTotal, type PageChanges } from '@/shared/content/page-changes';
import type { Locale } from '@/shared/locales';
import type { TMissingTranslations } from '@/shared/schemas/translation';

/** GET /page/status/publication: the spec's row counts and `changes`, the one count every view shows. */
export type PublicationCounts = { fields: number; groups: number; pages: number; changes: PageChanges };

/** One language of the page with untranslated texts. */
export type MissingLanguage = TMissingTranslations['languages'][number];

export type PublishState = {
  /** Changes visitors will see after publishing, as `changeTotal` counts them (the badge's number). */
  changes: number;
  /** Languages with untranslated texts, in the site's locale order. */
  missing: MissingLanguage[];
  /** Translations whose source text changed since (issue 31): a warning, never a block. */
  outdated: number;
  /**
   * Publish is offered only with changes and no missing translations in a language the page is
   * live in (editor-panels §4). A language the page is not live in yet does not block: the page
   * stays hidden there until translated and published.
   */
  canPublish: boolean;
  /** A live language misses texts: publishing is refused and the missing-translations button warns. */
  blockedByTranslations: boolean;
  /** Revert is offered only when changes exist. */
  canRevert: boolean;
};

export function publishState(publication: PublicationCounts | null, translation: TMissingTranslations | null, locales: readonly Locale[]): PublishState {
  const changes = changeTotal(publication?.changes);
  const byLocale = new Map((translation?.languages ?? []).map((language) => [language.locale, language]));
  const missing = locales.flatMap((locale) => {
    const language = byLocale.get(locale);
    return language && language.count > 0 ? [language] : [];
  });
  const blockedByTranslations = missing.some((language) => language.blocking);
  const outdated = translation?.outdated.length ?? 0;
  return { changes, missing, outdated, canPublish: changes > 0 && !blockedByTranslations, blockedByTranslations, canRevert: changes > 0 };
}
