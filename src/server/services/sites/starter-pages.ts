import type { NavigationState, PageRole, SpecialPageKey } from '../../../shared/content/types';
import type { Locale, Localized } from '../../../shared/locales';
import { toSlug } from '../../../shared/content/slug';
import { getBlockDefinition } from '../../../shared/blocks/definitions';
import { apiMessage } from '../../platform/app-error';
import type { NewGroup, NewPage } from '../pages/create-page';

type StarterKey = 'home' | 'search' | 'imprint' | 'privacy' | 'contact';
const STARTERS: ReadonlyArray<{ key: StarterKey; role: PageRole; specialKey: SpecialPageKey }> = [
  { key: 'home', role: 'home', specialKey: '~home' },
  { key: 'search', role: 'search', specialKey: 'search' },
  { key: 'imprint', role: 'imprint', specialKey: '~imprint' },
  { key: 'privacy', role: 'privacy', specialKey: '~privacy' },
  { key: 'contact', role: 'contact', specialKey: '~contact' },
];

const perLocale = (locales: readonly Locale[], value: (locale: Locale) => string): Localized<string> =>
  Object.fromEntries(locales.map((locale) => [locale, value(locale)]));

const title = (values: Localized<string>): NewGroup['fields'] => ({ title: { content: { type: 'localizedSingleValue', values } } });

/** The sections a starter page opens with: something the owner can click and type into. */
function starterGroups(key: StarterKey, siteName: string, names: Localized<string>, locales: readonly Locale[]): NewGroup[] {
  if (key === 'home') return [{ type: 'hero', fields: title(perLocale(locales, () => siteName)) }];
  // The search page's results come first (the live route renders them): no hero above them.
  if (key === 'search') return [];
  const groups: NewGroup[] = [{ type: 'richTextBlock', options: { alignment: 'left', columnWidth: 'narrow' }, fields: title(names) }];
  if (key === 'contact' && getBlockDefinition('contactForm')) groups.push({ type: 'contactForm', fields: title(names) });
  return groups;
}

export type StarterPage = NewPage & { key: StarterKey };

/**
 * The pages a new site starts with (issue 13: "works from the first minute"): the home page with
 * the site name as its hero title and the system pages, named in each of the site's languages.
 */
export function starterPages(options: { siteName: string; locales: readonly Locale[] }): StarterPage[] {
  const { siteName, locales } = options;
  return STARTERS.map(({ key, role, specialKey }) => {
    const name = perLocale(locales, (locale) => apiMessage(locale, `site.pageNames.${key}`));
    // The search page keeps the slug the router and the search form link to.
    const slug = key === 'search' ? perLocale(locales, () => 'search') : perLocale(locales, (locale) => toSlug(name[locale] ?? key) || key);
    return { key, role, specialKey, name, slug, groups: starterGroups(key, siteName, name, locales) };
  });
}

/** Home first, then contact; imprint and privacy grouped under a legal container without a page. */
export function starterNavigation(pageIds: Partial<Record<StarterKey, string>>, locales: readonly Locale[]): NavigationState {
  const label = (key: StarterKey) => perLocale(locales, (locale) => apiMessage(locale, `site.pageNames.${key}`));
  const containers: NavigationState['containers'] = [];
  for (const key of ['home', 'contact'] as const) {
    const pageId = pageIds[key];
    if (pageId) containers.push({ id: `nav-${key}`, label: label(key), pageId, children: [] });
  }
  const legal = (['imprint', 'privacy'] as const).flatMap((key) => {
    const pageId = pageIds[key];
    return pageId ? [{ id: `nav-${key}`, pageId, appearance: 'default' as const }] : [];
  });
  if (legal.length) containers.push({ id: 'nav-legal', label: label('imprint'), pageId: null, children: legal });
  return { containers };
}
