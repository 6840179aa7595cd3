import type { Branch } from './business';
import type { PageSlugs } from './links';
import type { SiteSettings } from './settings';
import type { ItemStatus, NavigationState } from './types';
import type { Locale, Localized } from '../locales';

/** What navigation and links need of every page: slugs, name, and where it may not be shown. */
export type PageSummary = PageSlugs & { name: Localized<string>; disallowedLanguages: Locale[]; status: ItemStatus };
/** What the site's chrome shows of the business profile (live data, not a draft). */
export type ChromeBusiness = { companyName: string; branches: Branch[] };
export type SiteChrome = { settings: SiteSettings; navigation: NavigationState; pages: Map<string, PageSummary>; business: ChromeBusiness };
