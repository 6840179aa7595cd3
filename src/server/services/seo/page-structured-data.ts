import { mediaUrl } from '../../../shared/content/media';
import { siteLogoId } from '../../../shared/content/settings';
import { businessStructuredData, type OpticianJsonLd } from '../../../shared/seo/business-structured-data';
import { siteOrigin } from '../../platform/site-origin';
import type { ResolvedPageRequest } from '../rendering/resolve-page-request';

/** The pages that describe the business as a whole: where search engines expect its local data. */
const BUSINESS_PAGES = new Set(['~home', '~contact']);

/** The `Optician` JSON-LD of the live home and contact pages (issue 17); null on every other page. */
export function pageStructuredData(resolved: Extract<ResolvedPageRequest, { kind: 'page' }>): OpticianJsonLd[] | null {
  const { tree, chrome, site, media, mode } = resolved;
  if (mode !== 'live' || !tree.page.specialKey || !BUSINESS_PAGES.has(tree.page.specialKey)) return null;
  const origin = siteOrigin(site.primaryHost);
  const logoId = siteLogoId(chrome.settings);
  const logo = logoId ? media.get(logoId) : undefined;
  const social = chrome.settings.socialAccounts;
  const data = businessStructuredData({
    companyName: chrome.business.companyName || chrome.settings.contact.companyName,
    siteName: site.name,
    origin,
    logoUrl: logo ? origin + mediaUrl(logo) : null,
    socialAccounts: [social.instagram, social.facebook, social.linkedIn].filter((url): url is string => Boolean(url)),
    branches: chrome.business.branches,
  });
  return data.length > 0 ? data : null;
}
