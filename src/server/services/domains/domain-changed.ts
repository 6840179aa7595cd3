import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';

/**
 * After any change of a site's domains: its cached pages go (canonical and hreflang URLs, the
 * sitemap and the redirect depend on the primary domain), and with them the sites-by-host memo
 * (resolveSiteByHost's SiteMemo listens to the same tags), here and — over the event bus — on
 * every other instance.
 */
export function domainsChanged(siteId: string): void {
  invalidateCacheTags([siteTag(siteId)]);
}
