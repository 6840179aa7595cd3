import type { Metadata } from 'next';
import { pagePath } from '@/shared/content/links';
import { publicDictionary } from '@/shared/i18n/public-dictionary';
import { normalizeHost } from '@/server/platform/host';
import type { ResolvedPageRequest } from './resolve-page-request';

/** <title>, description and hreflang alternates; non-pages and edit views are not indexed. */
export function pageMetadata(resolved: ResolvedPageRequest, hostHeader: string | null): Metadata {
  const t = publicDictionary(resolved.locale);
  const noIndex = { robots: { index: false, follow: false } } as const;
  switch (resolved.kind) {
    case 'unknown-host':
      return { title: t.unknownSiteTitle, ...noIndex };
    case 'not-found':
      return { title: `${t.notFoundTitle} – ${resolved.site.name}`, ...noIndex };
    case 'forbidden':
      return { title: t.noAccessTitle, ...noIndex };
    case 'sign-in':
      return { title: t.signInTitle, ...noIndex };
    case 'locked':
      return { title: `${t.protectedTitle} – ${resolved.site.name}`, ...noIndex };
    case 'page': {
      const { tree, site, locale, mode } = resolved;
      const name = tree.page.meta.name[locale];
      const description = tree.page.meta.description?.[locale];
      const languages: Record<string, string> = {};
      for (const candidate of site.locales) {
        if (tree.page.meta.disallowedLanguages.includes(candidate)) continue;
        const href = pagePath({ locale: candidate, mode: 'live', page: { slug: tree.page.slug, collection: tree.page.collection, specialKey: tree.page.specialKey } });
        if (href) languages[candidate] = href;
      }
      const host = normalizeHost(hostHeader);
      return {
        title: name && tree.page.specialKey !== '~home' ? `${name} – ${site.name}` : site.name,
        description: description || undefined,
        metadataBase: host ? new URL(`http://${hostHeader}`) : undefined,
        alternates: { canonical: languages[locale], languages },
        ...(mode === 'edit' || tree.page.meta.passwordHash ? noIndex : {}),
      };
    }
  }
}
