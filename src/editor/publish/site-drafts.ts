import { pagePath } from '@/shared/content/links';
import type { Locale } from '@/shared/locales';
import type { TSitePublicationStatus } from '@/shared/schemas/site-structure';

export type DraftPage = TSitePublicationStatus['pages'][number];

export type SiteDrafts = {
  /** Pages other than the one being edited with unpublished changes. */
  pages: DraftPage[];
  navigation: boolean;
  settings: boolean;
  /** What the settings would put live that looks wrong (shown with the settings row). */
  settingsProblems: TSitePublicationStatus['settingsProblems'];
  /** Anything at all beyond the current page waits to be published. */
  any: boolean;
};

/** What waits to be published beyond the current page; the current page has its own counts. */
export function siteDrafts(site: TSitePublicationStatus | null, currentPageId: string): SiteDrafts {
  const pages = site ? site.pages.filter((page) => page.id !== currentPageId) : [];
  const navigation = site?.navigation ?? false;
  const settings = site?.settings ?? false;
  return { pages, navigation, settings, settingsProblems: site?.settingsProblems ?? [], any: pages.length > 0 || navigation || settings };
}

/**
 * The edit link of a listed page (spec: a published page links by its slug, a draft by its id).
 * The toolbar stays open on the page it leads to.
 */
export function draftPageHref(page: Pick<DraftPage, 'id' | 'slug' | 'collection' | 'status'>, locale: Locale, specialKey: string | null = null): string {
  const byId = { [locale]: page.id };
  const slug = page.status === 'draft' ? byId : page.slug;
  const path =
    pagePath({ locale, mode: 'edit', page: { slug, collection: page.collection, specialKey } }) ??
    // A published page without a slug in this language is still reachable by its id.
    pagePath({ locale, mode: 'edit', page: { slug: byId, collection: page.collection, specialKey: null } });
  return `${path}?toolbar=1`;
}

/** The page's name in the content language, else any name it has. */
export function draftPageName(page: Pick<DraftPage, 'name'>, locale: Locale, untitled: string): string {
  return page.name[locale] || Object.values(page.name).find(Boolean) || untitled;
}
