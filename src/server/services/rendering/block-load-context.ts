import type { Branch } from '../../../shared/content/business';
import type { SiteSettings } from '../../../shared/content/settings';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';

/** What every block loader may use: the page's site, language and mode, and its settings. */
export type BlockLoadContext = {
  db: Queryable;
  siteId: string;
  defaultLocale: Locale;
  locale: Locale;
  mode: 'live' | 'edit';
  /** The settings the page renders with (published live, draft on the edit route). */
  settings: SiteSettings;
  /** The site's branches when the caller loaded them already (the page's chrome has them): not queried again. */
  branches?: readonly Branch[];
};
