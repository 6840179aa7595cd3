import type { Collection } from './types';

/** The edit route shows a version read-only with `?version=<id>`. */
export const VERSION_PREVIEW_PARAM = 'version';

/** Link option value (editor-core §3 "Link value"). */
export type LinkValue = {
  type: 'url' | 'phone' | 'email' | 'page';
  url?: string | null;
  phone?: string | null;
  email?: string | null;
  page?: { id: string; collection?: Collection | null } | null;
};

export type PageSlugs = { slug: Partial<Record<string, string>>; collection: Collection | null; specialKey: string | null };

/** Builds the path of an internal page: /{locale}[/edit][/{collection}]/{slug}; home is /{locale}. */
export function pagePath(options: { locale: string; mode: 'live' | 'edit'; page: PageSlugs }): string | null {
  const { locale, mode, page } = options;
  const prefix = mode === 'edit' ? `/${locale}/edit` : `/${locale}`;
  if (page.specialKey === '~home') return prefix;
  const slug = page.slug[locale];
  if (!slug) return null;
  return page.collection ? `${prefix}/${page.collection}/${encodeURIComponent(slug)}` : `${prefix}/${encodeURIComponent(slug)}`;
}

/** Resolves a link value to an href, or null when it points nowhere (missing link). */
export function linkHref(
  link: LinkValue | null | undefined,
  options: { locale: string; mode: 'live' | 'edit'; pages: ReadonlyMap<string, PageSlugs> },
): string | null {
  if (!link) return null;
  switch (link.type) {
    case 'url': {
      const url = link.url?.trim();
      return url && /^https?:\/\//i.test(url) ? url : null;
    }
    case 'email': {
      const email = link.email?.trim();
      return email && /^[^\s@]+@[^\s@]+$/.test(email) ? `mailto:${email}` : null;
    }
    case 'phone': {
      const digits = link.phone?.replace(/[^\d+]/g, '');
      return digits ? `tel:${digits}` : null;
    }
    case 'page': {
      const target = link.page?.id ? options.pages.get(link.page.id) : undefined;
      return target ? pagePath({ locale: options.locale, mode: options.mode, page: target }) : null;
    }
    default:
      return null;
  }
}

/** url and email links open in a new tab; page and phone in the same one (editor-core §4). */
export function opensInNewTab(link: LinkValue | null | undefined): boolean {
  return link?.type === 'url' || link?.type === 'email';
}
