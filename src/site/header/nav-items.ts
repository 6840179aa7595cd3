import type { PageSummary, SiteChrome } from '@/shared/content/site-chrome';
import { pagePath } from '@/shared/content/links';
import type { Locale } from '@/shared/locales';

export type NavLink = { id: string; label: string; href: string; current: boolean };
/** A main item: a link (href) and/or a dropdown of children; `current` when it or a child is the page. */
export type NavItem = { id: string; label: string; href: string | null; current: boolean; children: NavLink[] };

type Options = { chrome: SiteChrome; locale: Locale; mode: 'live' | 'edit'; currentPageId: string };

function toLink(pageId: string | null | undefined, options: Options, label?: string): NavLink | null {
  if (!pageId) return null;
  const page: PageSummary | undefined = options.chrome.pages.get(pageId);
  // Children whose page disallows the current language are hidden (spec §2.3).
  if (!page || page.disallowedLanguages.includes(options.locale)) return null;
  const href = pagePath({ locale: options.locale, mode: options.mode, page });
  const text = label || page.name[options.locale];
  if (!href || !text) return null;
  return { id: pageId, label: text, href, current: pageId === options.currentPageId };
}

/**
 * The header's main items from the navigation: hidden pages dropped, a container with a single
 * child shown as a direct link to it, containers with nothing left to show omitted.
 */
export function buildNavItems(options: Options): NavItem[] {
  const { chrome, locale } = options;
  const items: NavItem[] = [];
  for (const container of chrome.navigation.containers) {
    const label = container.label[locale]?.trim() ?? '';
    const children = container.children.map((child) => toLink(child.pageId, options)).filter((l): l is NavLink => l !== null);
    const own = toLink(container.pageId, options, label);
    const only = children.length === 1 ? children[0] : undefined;
    if (!own && only) {
      items.push({ ...only, id: container.id, label: label || only.label, children: [] });
    } else if (own) {
      items.push({ ...own, id: container.id, current: own.current || children.some((c) => c.current), children });
    } else if (children.length > 0 && label) {
      items.push({ id: container.id, label, href: null, current: children.some((c) => c.current), children });
    }
  }
  return items;
}

/** The home page's path, for the logo link. */
export function homePath(options: Pick<Options, 'chrome' | 'locale' | 'mode'>): string {
  const home = [...options.chrome.pages.values()].find((page) => page.specialKey === '~home');
  return (home && pagePath({ locale: options.locale, mode: options.mode, page: home })) || `/${options.locale}`;
}
