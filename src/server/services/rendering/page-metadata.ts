import type { Metadata } from 'next';
import { pagePath } from '@/shared/content/links';
import { siteIconLinks, siteIconVersion } from '@/shared/constants/site-icons';
import { siteManifestHref } from '@/shared/constants/site-manifest';
import { isPageLiveIn } from '@/shared/content/site-chrome';
import type { SpecialPageKey } from '@/shared/content/types';
import { pageDescription } from '@/shared/seo/page-summary';
import { previewImage } from '@/server/services/seo/preview-image';
import { siteOrigin } from '@/server/platform/site-origin';
import { getTranslator } from '@/shared/i18n/catalogues';
import type { ResolvedPageRequest } from './resolve-page-request';

type PageRequest = Extract<ResolvedPageRequest, { kind: 'page' }>;

const noIndex = { robots: { index: false, follow: false } } as const;
const searchResultsRobots = { robots: { index: false, follow: true } } as const;

/** Pages search engines should not list: search results and the game's screens behind a game code. */
const NOT_INDEXED: ReadonlySet<SpecialPageKey> = new Set(['search', '~urban-golf-share', '~urban-golf-play', '~urban-golf-edit', '~urban-golf-coupon']);

/** Live paths of the page per language it is live in, plus x-default (the default language's). */
function languageAlternates({ tree, site, chrome }: PageRequest): Record<string, string> {
  const languages: Record<string, string> = {};
  const liveLanguages = chrome.pages.get(tree.page.id)?.liveLanguages ?? null;
  for (const candidate of site.locales) {
    if (!isPageLiveIn({ disallowedLanguages: tree.page.meta.disallowedLanguages, liveLanguages }, candidate)) continue;
    const href = pagePath({
      locale: candidate,
      mode: 'live',
      page: { slug: tree.page.slug, collection: tree.page.collection, specialKey: tree.page.specialKey },
    });
    if (href) languages[candidate] = href;
  }
  // Search engines send visitors whose language the site lacks to the default language's version.
  const fallback = languages[site.defaultLocale] ?? Object.values(languages)[0];
  if (fallback) languages['x-default'] = fallback;
  return languages;
}

/**
 * The page's title: its name, then the site's; the home page leads with the site's name. Where a
 * page's name differs per language, so does its title (the home's too: "Optik Muster – Accueil").
 */
export function pageTitle(name: string | undefined, siteName: string, isHome: boolean): string {
  if (!name || name === siteName) return siteName;
  return isHome ? `${siteName} – ${name}` : `${name} – ${siteName}`;
}

/** Language-neutral facts that lengthen a description too short to be shown: the business and its first branch's address. */
function businessFacts(chrome: PageRequest['chrome']): string[] {
  const branch = chrome.business.branches.find((candidate) => candidate.active);
  const company = chrome.business.companyName || chrome.settings.contact.companyName;
  const address = branch
    ? [[branch.street, branch.streetNumber].filter(Boolean).join(' '), [branch.postcode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';
  return [[company, address].filter(Boolean).join(', ')].filter(Boolean);
}

function pageViewMetadata(resolved: PageRequest): Metadata {
  const { tree, site, locale, mode } = resolved;
  const name = tree.page.meta.name[locale]?.trim();
  const title = pageTitle(name, site.name, tree.page.specialKey === '~home');
  const description = pageDescription({ explicit: tree.page.meta.description?.[locale], tree, locale, padding: businessFacts(resolved.chrome) }) ?? undefined;
  const languages = languageAlternates(resolved);
  const canonical = languages[locale];
  const image = previewImage(resolved);
  const hidden =
    mode === 'edit' || Boolean(tree.page.meta.passwordHash) || (tree.page.specialKey !== null && NOT_INDEXED.has(tree.page.specialKey as SpecialPageKey));
  return {
    title,
    description,
    // Never the request's Host: this page may be cached and served to every visitor.
    metadataBase: new URL(siteOrigin(site.primaryHost)),
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      siteName: site.name,
      title,
      ...(description ? { description } : {}),
      ...(canonical ? { url: canonical } : {}),
      locale,
      images: [{ ...image, alt: image.alt ?? name ?? site.name }],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      ...(description ? { description } : {}),
      images: [image.url],
    },
    // Search results are not listed, but the pages they link are followed.
    // The game's screens link the game's own manifest (an installable app of its own).
    ...(tree.page.specialKey?.startsWith('~urban-golf') ? {} : { manifest: siteManifestHref(locale, siteIconVersion(resolved.chrome.settings)) }),
    ...(hidden ? (tree.page.specialKey === 'search' && mode === 'live' ? searchResultsRobots : noIndex) : {}),
  };
}

/** The site's icons; versioned (kept forever) where the page knows the settings they are drawn from. */
function iconsOf(resolved: ResolvedPageRequest): Metadata['icons'] {
  return siteIconLinks('chrome' in resolved ? siteIconVersion(resolved.chrome.settings) : null);
}

/** <title>, description, hreflang alternates, link previews and the site icons; non-pages and edit views are not indexed. */
export function pageMetadata(resolved: ResolvedPageRequest): Metadata {
  return { ...kindMetadata(resolved), icons: iconsOf(resolved) };
}

function kindMetadata(resolved: ResolvedPageRequest): Metadata {
  const t = getTranslator(resolved.locale, 'public');
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
    case 'page':
      return pageViewMetadata(resolved);
  }
}
