import { pagePath } from '@/shared/content/links';
import type { Locale } from '@/shared/locales';
import { ACTIVE_COLLECTIONS, type ActiveCollection, type TPageListItem } from '@/shared/schemas/site-structure';

/**
 * How the pages panel sorts and labels pages (editor-panels §2 "Pages panel"): free pages first
 * (group key 'Uncategorized'), then the three active collections, always shown even when empty.
 */

export const FREE_GROUP = 'Uncategorized';
export type GroupKey = typeof FREE_GROUP | ActiveCollection;
export type PageGroup = { key: GroupKey; collection: ActiveCollection | null; pages: TPageListItem[] };

export function groupPages(pages: readonly TPageListItem[]): PageGroup[] {
  const free: PageGroup = { key: FREE_GROUP, collection: null, pages: [] };
  const collections = ACTIVE_COLLECTIONS.map((collection): PageGroup => ({ key: collection, collection, pages: [] }));
  for (const page of pages) {
    if (page.collection === null) free.pages.push(page);
    else collections.find((group) => group.collection === page.collection)?.pages.push(page);
    // Pages of inactive collections (map) are managed elsewhere and not listed.
  }
  return [free, ...collections];
}

/** A page's name in the content language, else in any language, else its slug. */
export function pageName(page: { name: Partial<Record<Locale, string>>; slug?: Partial<Record<Locale, string>> }, locale: Locale): string | null {
  const name = page.name[locale] ?? Object.values(page.name).find(Boolean) ?? page.slug?.[locale];
  return name?.trim() ? name : null;
}

export type ChipTexts = { button: string; protected: string; role: (role: NonNullable<TPageListItem['role']>) => string };

/** "Button | Impressum | Geschützt": what the navigation, the role and the password make of a page. */
export function pageChips(page: TPageListItem, texts: ChipTexts): string {
  const chips: string[] = [];
  if (page.navigationButton) chips.push(texts.button);
  if (page.role) chips.push(texts.role(page.role));
  if (page.hasPassword) chips.push(texts.protected);
  return chips.join(' | ');
}

/**
 * The editor link of a page, keeping the toolbar open: a published page by its slug, a draft by
 * its id (editor-panels §2 "A published page links by its slug, otherwise by its id").
 */
export function editHref(page: Pick<TPageListItem, 'id' | 'slug' | 'collection' | 'specialKey' | 'status'>, locale: Locale): string {
  const slug = page.status === 'published' ? page.slug : { [locale]: page.id };
  const path =
    pagePath({ locale, mode: 'edit', page: { slug, collection: page.collection, specialKey: page.specialKey } }) ??
    pagePath({ locale, mode: 'edit', page: { slug: { [locale]: page.id }, collection: page.collection, specialKey: null } });
  return `${path}?toolbar=1`;
}

/** Whole days until a deleted page is purged (0 on its last day). */
export function daysLeft(purgeAt: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(purgeAt) - now) / 86_400_000));
}

/** The home page cannot be deleted (editor-panels §4). */
export function isHomePage(page: Pick<TPageListItem, 'role' | 'specialKey'>): boolean {
  return page.role === 'home' || page.specialKey === '~home';
}
