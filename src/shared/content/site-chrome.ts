import type { Branch } from './business';
import type { PageSlugs } from './links';
import type { SiteSettings } from './settings';
import type { ItemStatus, NavigationState } from './types';
import type { Locale, Localized } from '../locales';

/** What navigation and links need of every page: slugs, name, and where it may not be shown. */
export type PageSummary = PageSlugs & {
  name: Localized<string>;
  disallowedLanguages: Locale[];
  status: ItemStatus;
  /** The languages visitors may read the page in (null: every site language); see `isPageLiveIn`. */
  liveLanguages: Locale[] | null;
  /** The published chrome only: the version visitors see (its snapshot is what a live path renders). */
  publishedVersionId?: string | null;
};

/** Whether visitors read the page in `locale`: not hidden there, and translated and published in it. */
export function isPageLiveIn(summary: Pick<PageSummary, 'disallowedLanguages' | 'liveLanguages'>, locale: Locale): boolean {
  return !summary.disallowedLanguages.includes(locale) && (summary.liveLanguages === null || summary.liveLanguages.includes(locale));
}
/** What the site's chrome shows of the business profile (live data, not a draft). */
export type ChromeBusiness = {
  companyName: string;
  branches: Branch[];
  /** The business profile's logo (a media id): the site's image where its settings have no logo. */
  logoMediaId?: string | null;
};
export type SiteChrome = { settings: SiteSettings; navigation: NavigationState; pages: Map<string, PageSummary>; business: ChromeBusiness };
