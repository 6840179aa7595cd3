import { pageIslandRuntime } from '@/blocks/islands';
import { cacheTagsForPage } from '@/server/platform/cache-tags';
import type { RenderReport } from '@/server/platform/render-report';
import type { ResolvedPageRequest } from '@/server/services/rendering/resolve-page';

/**
 * What a found page reports to the front handler (composePublicPage): cacheable when live, its
 * tags, and which runtime its islands need.
 */
export function pageReport(resolved: Extract<ResolvedPageRequest, { kind: 'page' }>): RenderReport {
  return {
    cacheable: resolved.mode === 'live',
    tags: cacheTagsForPage(resolved.site.id, resolved.tree.page.id),
    locale: resolved.locale,
    unlockCookie: resolved.unlockCookie,
    ...(resolved.mode === 'live' ? { islands: pageIslandRuntime(resolved.tree.groups, resolved.locale) } : {}),
  };
}

/** A search's report: over the visitor's search limit, the page with the notice, status 429 and never cached. */
export function searchReport(report: RenderReport, rateLimited: boolean | undefined): RenderReport {
  return rateLimited ? { ...report, cacheable: false, status: 429 } : report;
}
