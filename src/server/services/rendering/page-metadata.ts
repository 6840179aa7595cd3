import type { Metadata } from 'next';
import { pagePath } from '@/shared/content/links';
import { isPageLiveIn } from '@/shared/content/site-chrome';
import { siteOrigin } from '@/server/platform/site-origin';
import { getTranslator } from '@/shared/i18n/catalogues';
import type { ResolvedPageRequest } from './resolve-page-request';

/** <title>, description and hreflang alternates; non-pages and edit views are not indexed. */
export function pageMetadata(resolved: ResolvedPageRequest): Metadata {
  const t = getTranslator(resolved.locale, 'public');
  const noIndex = { robots: { index: false, follow: false } } as const;
  switch (resolved.kind) {
    case 'unknown-host':
      return { title: t('status.unknownSiteTitle'), ...noIndex };
    case 'not-found':
      return { title: `${t('status.notFoundTitle')} – ${resolved.site.name}`, ...noIndex };
    case 'forbidden':
      return { title: t('status.noAccessTitle'), ...noIndex };
    case 'sign-in':
      return { title: t('signIn.title'), ...noIndex };
    case 'redirect':
      return noIndex;
    case 'locked':
      return { title: `${t('status.protectedTitle')} – ${resolved.site.name}`, ...noIndex };
    case 'page': {
      const { tree, site, locale, mode } = resolved;
      const name = tree.page.meta.name[locale];
      const description = tree.page.meta.description?.[locale];
      const languages: Record<string, string> = {};
      const liveLanguages = resolved.chrome.pages.get(tree.page.id)?.liveLanguages ?? null;
      for (const candidate of site.locales) {
        if (!isPageLiveIn({ disallowedLanguages: tree.page.meta.disallowedLanguages, liveLanguages }, candidate)) continue;
        const href = pagePath({ locale: candidate, mode: 'live', page: { slug: tree.page.slug, collection: tree.page.collection, specialKey: tree.page.specialKey } });
        if (href) languages[candidate] = href;
      }
      // Search engines send visitors whose language the site lacks to the default language's version.
      const fallback = languages[site.defaultLocale] ?? Object.values(languages)[0];
      if (fallback) languages['x-default'] = fallback;
      return {
        title: name && tree.page.specialKey !== '~home' ? `${name} – ${site.name}` : site.name,
        description: description || undefined,
        // Never the request's Host: this page may be cached and served to every visitor.
        metadataBase: new URL(siteOrigin(site.primaryHost)),
        alternates: { canonical: languages[locale], languages },
        ...(mode === 'edit' || tree.page.meta.passwordHash ? noIndex : {}),
      };
    }
  }
}
