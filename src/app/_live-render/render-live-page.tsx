import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { gameComponents } from '@/game/game-components';
import type { LiveRenderManifest, RenderLivePage } from '@/server/runtime/live-renderer';
import { loadSearchPage } from '@/server/services/rendering/load-search-page';
import { pageMetadata } from '@/server/services/rendering/page-metadata';
import { resolvePage } from '@/server/services/rendering/resolve-page';
import { pageStructuredData } from '@/server/services/seo/page-structured-data';
import { isLocale } from '@/shared/locales';
import { SearchPage } from '@/site/search/SearchPage';
import { SitePage } from '@/site/SitePage';
import { StructuredData } from '@/site/seo/StructuredData';
import { LiveDocument } from './LiveDocument';
import { allDynamicLoaded } from './next-dynamic';
import { pageReport, searchReport } from './page-report';

/** `/de/service/sehtest` → ['de', 'service', 'sehtest'] as Next's params decode it; null for a path Next would redirect or refuse. */
function pathSegments(path: string): string[] | null {
  if (!path.startsWith('/') || (path.length > 1 && path.endsWith('/'))) return null;
  try {
    const segments = path.slice(1).split('/').map(decodeURIComponent);
    return segments.every((segment) => segment.length > 0) ? segments : null;
  } catch {
    return null;
  }
}

/**
 * The whole document in one synchronous pass. An error in the page throws (the front handler logs
 * it and Next renders the page as before); one inside a Suspense boundary leaves the boundary to
 * the client (`<!--$!-->`), which a page without Next's runtime cannot do: null, and Next renders it.
 */
function renderDocument(element: ReactNode): string | null {
  const html = renderToString(element);
  // renderToString writes no doctype of its own (a streaming render would, before <html>).
  return html.includes('<!--$!-->') ? null : `<!DOCTYPE html>${html}`;
}

/**
 * Renders a published page as Next's page route would (src/app/[locale]/[[...path]]/page.tsx:
 * the same SitePage, metadata, structured data and search results), for the pages that need nothing
 * of Next in the browser. The rest — a locked, missing or moved page, a page needing Next's
 * runtime — is null, and Next renders it.
 */
export function createLiveRenderer(manifest: LiveRenderManifest): RenderLivePage {
  const ready = allDynamicLoaded();
  return async ({ headers, path, query, clientAddress, ownIslands }) => {
    await ready;
    const segments = pathSegments(path);
    const [localeParam, ...rest] = segments ?? [];
    if (!localeParam) return null;
    const resolved = await resolvePage(headers, localeParam, rest);
    if (resolved.kind !== 'page' || resolved.mode !== 'live' || resolved.unlockCookie) return null;
    const report = pageReport(resolved);
    if (report.islands === 'next' || (report.islands === 'own' && !ownIslands)) return null;
    const document = (page: ReactNode, structuredData: unknown) =>
      renderDocument(
        <LiveDocument lang={isLocale(localeParam) ? localeParam : 'de'} stylesheets={manifest.stylesheets} metadata={pageMetadata(resolved)}>
          {page}
          {structuredData ? <StructuredData data={structuredData} /> : null}
        </LiveDocument>,
      );

    if (resolved.tree.page.specialKey === 'search') {
      // Results first, above the page's own blocks; a visitor over the search limit gets the page with the notice and status 429.
      const search = await loadSearchPage(resolved, query ?? undefined, clientAddress);
      const html = document(<SitePage resolved={resolved} game={gameComponents} pageStart={<SearchPage locale={resolved.locale} settings={resolved.chrome.settings} {...search} />} />, null);
      return html === null ? null : { html, report: searchReport(report, search.result.rateLimited) };
    }
    const html = document(<SitePage resolved={resolved} game={gameComponents} />, pageStructuredData(resolved));
    return html === null ? null : { html, report };
  };
}
