import type { GroupNode, PageTree } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import { isBlockingLanguage } from '../pages/find-missing-translations';
import { pageLanguages } from '../pages/translatable-fields';
import type { CheckSite } from './types';

/**
 * The languages a box is read in once published: the page's languages (site languages minus those
 * it is hidden in) minus the box's own hidden ones, among those the page is live in (or, never
 * restricted, will be) — the same rule as the translation gate's.
 */
export function liveLanguagesOf(site: CheckSite, tree: PageTree, group: GroupNode, liveLanguages: Locale[] | null): Locale[] {
  return shownLanguagesOf(site, tree, group).filter((locale) => isBlockingLanguage(liveLanguages, locale));
}

/** Every language the box is shown in, live or not yet. */
export function shownLanguagesOf(site: CheckSite, tree: PageTree, group: GroupNode): Locale[] {
  return pageLanguages(site, tree.page.meta.disallowedLanguages).filter((locale) => !group.meta.disallowedLanguages.includes(locale));
}

/** "FR, IT": language codes as the dialog names them. */
export function languageList(locales: readonly Locale[]): string {
  return locales.map((locale) => locale.toUpperCase()).join(', ');
}
