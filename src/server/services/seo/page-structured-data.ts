import type { JobView, MarketplaceItemView } from '../../../shared/content/listings';
import { pagePath } from '../../../shared/content/links';
import { mediaUrl } from '../../../shared/content/media';
import { brandLogoId } from '../../../shared/content/settings';
import { breadcrumbStructuredData } from '../../../shared/seo/breadcrumb-structured-data';
import { businessStructuredData } from '../../../shared/seo/business-structured-data';
import { jobPostings, marketplaceProducts } from '../../../shared/seo/listing-structured-data';
import { siteOrigin } from '../../platform/site-origin';
import type { ResolvedPageRequest } from '../rendering/resolve-page-request';
import { previewImage } from './preview-image';

type PageRequest = Extract<ResolvedPageRequest, { kind: 'page' }>;

/** The pages that describe the business as a whole: where search engines expect its local data. */
const BUSINESS_PAGES = new Set(['~home', '~contact']);

/** The `Optician`s of the business, on its home and contact pages. */
function businessData(resolved: PageRequest, origin: string) {
  const { tree, chrome, site, media, locale } = resolved;
  if (!tree.page.specialKey || !BUSINESS_PAGES.has(tree.page.specialKey)) return [];
  const logoId = brandLogoId(chrome.settings, chrome.business);
  const logo = logoId ? media.get(logoId) : undefined;
  const logoUrl = logo ? origin + mediaUrl(logo) : null;
  const social = chrome.settings.socialAccounts;
  return businessStructuredData({
    companyName: chrome.business.companyName || chrome.settings.contact.companyName,
    siteName: site.name,
    url: `${origin}/${locale}`,
    logoUrl,
    // The logo, else what link previews show (the page's first image, the share image or the card).
    imageUrl: logoUrl ?? origin + previewImage(resolved).url,
    socialAccounts: [social.instagram, social.facebook, social.linkedIn].filter((url): url is string => Boolean(url)),
    branches: chrome.business.branches,
  });
}

/** The job offers and marketplace items the page's blocks show (as loaded for them). */
function listingData(resolved: PageRequest, pageUrl: string, origin: string) {
  const jobs: JobView[] = [];
  const items: MarketplaceItemView[] = [];
  const seen = new Set<string>();
  for (const loaded of Object.values(resolved.blockData)) {
    if (loaded.kind === 'jobs') jobs.push(...loaded.value.filter((job) => !seen.has(job.id) && seen.add(job.id)));
    if (loaded.kind === 'marketplace') items.push(...loaded.value.filter((item) => !seen.has(item.id) && seen.add(item.id)));
  }
  const page = { pageUrl, origin };
  return [...jobPostings(jobs, page), ...marketplaceProducts(items, page)];
}

/**
 * The JSON-LD of a live page (issues 17, 33): the business's `Optician`s on its home and contact
 * pages, a `BreadcrumbList` on nested pages, a `JobPosting` per job and a `Product` per priced
 * item the page lists; null when there is nothing to say (and always in the editor's view).
 */
export function pageStructuredData(resolved: PageRequest): object[] | null {
  const { tree, chrome, site, mode, locale } = resolved;
  if (mode !== 'live') return null;
  const origin = siteOrigin(site.primaryHost);
  const path = pagePath({ locale, mode: 'live', page: { slug: tree.page.slug, collection: tree.page.collection, specialKey: tree.page.specialKey } });
  const breadcrumb = breadcrumbStructuredData({
    locale,
    origin,
    siteName: site.name,
    pageId: tree.page.id,
    navigation: chrome.navigation,
    pages: chrome.pages,
  });
  const data = [...businessData(resolved, origin), ...(breadcrumb ? [breadcrumb] : []), ...(path ? listingData(resolved, origin + path, origin) : [])];
  return data.length > 0 ? data : null;
}
