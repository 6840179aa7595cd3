import { pagePath } from '../content/links';
import type { PageSummary } from '../content/site-chrome';
import type { NavigationState } from '../content/types';
import type { Locale } from '../locales';

export type BreadcrumbListJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: Array<{ '@type': 'ListItem'; position: number; name: string; item: string }>;
};

type Crumb = { name: string; path: string };

export type BreadcrumbFacts = {
  locale: Locale;
  origin: string;
  siteName: string;
  pageId: string;
  navigation: NavigationState;
  pages: ReadonlyMap<string, PageSummary>;
};

/** Id of the site's home page among the chrome's pages, when it has one. */
function homeIdOf(pages: ReadonlyMap<string, PageSummary>): string | null {
  for (const [id, page] of pages) if (page.specialKey === '~home') return id;
  return null;
}

function crumbOf(id: string, facts: BreadcrumbFacts, fallbackName?: string): Crumb | null {
  const page = facts.pages.get(id);
  if (!page) return null;
  const path = pagePath({ locale: facts.locale, mode: 'live', page });
  const name = page.name[facts.locale]?.trim() || fallbackName;
  return path && name ? { name, path } : null;
}

/**
 * The trail above a nested page (issue 33): home, then the navigation entry holding it when that
 * entry links a page of its own, then the page. A nested page is a collection's page
 * (`/{locale}/{collection}/{slug}`) or one listed under a navigation entry; null for every other
 * page (home and top-level pages have no trail worth showing) and when a step has no live path.
 */
export function breadcrumbStructuredData(facts: BreadcrumbFacts): BreadcrumbListJsonLd | null {
  const page = facts.pages.get(facts.pageId);
  if (!page || page.specialKey === '~home') return null;
  const parent = facts.navigation.containers.find((container) => container.children.some((child) => child.pageId === facts.pageId));
  if (!page.collection && !parent) return null;
  const homeId = homeIdOf(facts.pages);
  const home = homeId ? crumbOf(homeId, facts, facts.siteName) : null;
  const current = crumbOf(facts.pageId, facts);
  if (!home || !current) return null;
  const parentPage =
    parent?.pageId && parent.pageId !== facts.pageId && parent.pageId !== homeId ? crumbOf(parent.pageId, facts, parent.label[facts.locale]) : null;
  const trail = [home, ...(parentPage ? [parentPage] : []), current];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: facts.origin + crumb.path })),
  };
}
