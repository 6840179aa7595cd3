import type { BlockData } from '../blocks/load';
import type { Locale } from '../locales';
import type { MediaInfo } from './media';
import type { SiteChrome } from './site-chrome';
import type { PageTree } from './types';

/**
 * A page ready to render, as plain data: what the server's page loader (`resolvePageRequest`)
 * hands the site views through the app route. Site views never query anything themselves.
 */
export type PageView = {
  site: { id: string; name: string; defaultLocale: Locale; locales: Locale[] };
  locale: Locale;
  mode: 'live' | 'edit';
  tree: PageTree;
  chrome: SiteChrome;
  /** Media the page's fields and the header logo reference, resolved once per render. */
  media: ReadonlyMap<string, MediaInfo>;
  /** What the page's sections declared in their definitions' `load`, by group id. */
  blockData: BlockData;
};
