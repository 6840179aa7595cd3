import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { ISLAND_LOADERS } from '@/app/_islands/registry';
import { IslandRoot } from '@/blocks/_shared/island/Island';
import { gameComponents } from '@/game/game-components';
import { getConfig } from '@/server/platform/config';
import type { RenderReport } from '@/server/platform/render-report';
import { readFormReturn } from '@/server/services/forms/form-return-cookie';
import { loadSearchPage } from '@/server/services/rendering/load-search-page';
import { pageMetadata } from '@/server/services/rendering/page-metadata';
import type { ResolvedPageRequest } from '@/server/services/rendering/resolve-page';
import { pageStructuredData } from '@/server/services/seo/page-structured-data';
import { unlockFailureOf } from '@/shared/content/unlock-return';
import { NotFoundPage } from '@/site/NotFoundPage';
import { ProtectedPageForm } from '@/site/ProtectedPageForm.client';
import { statusTexts, unlockTexts } from '@/site/public-texts';
import { SearchPage } from '@/site/search/SearchPage';
import { SitePage } from '@/site/SitePage';
import { StructuredData } from '@/site/seo/StructuredData';
import { StatusView } from '@/site/StatusView';
import { pageReport, searchReport } from './page-report';

/** What of the request a public page reads besides its path, Host and cookies. */
export type PublicPageRequest = {
  /** The search page's `q` (first value), or null. */
  query: string | null;
  /** The `form` parameter of a form posted without JavaScript, or null. */
  form: string | null;
  /** The form-return cookie that goes with `form`. */
  formCookie: string | undefined;
  /** The visitor's address, for the search limit. */
  clientAddress: string | null;
};

/** A public page: a document (body, head metadata, the report) or a redirect. */
export type PublicPage =
  | { kind: 'document'; metadata: Metadata; report: RenderReport; body: ReactNode }
  | { kind: 'redirect'; status: 307 | 308; location: string };

/** The island name of the password form (src/app/_islands/registry.ts loads it by this name). */
export const UNLOCK_FORM_ISLAND = 'unlockForm' satisfies keyof typeof ISLAND_LOADERS;

function uncached(resolved: ResolvedPageRequest, status: number, islands: RenderReport['islands'] = 'none'): RenderReport {
  return { cacheable: false, tags: [], locale: resolved.locale, unlockCookie: null, status, islands };
}

/**
 * The one composition of every public page — what a request to `/{locale}/…` answers, whoever
 * turns it into HTML: our renderer (render-live-page.tsx, inside LiveDocument) or, without a built
 * renderer (`npm run dev`), Next's page route. Status views (404, 403, the password form with 401),
 * redirects (an old slug's 308, sign-in's 307), the search page with its results first, and a page
 * with its structured data and a no-JavaScript form's return.
 */
export async function composePublicPage(resolved: ResolvedPageRequest, request: PublicPageRequest): Promise<PublicPage> {
  const metadata = pageMetadata(resolved);
  switch (resolved.kind) {
    case 'unknown-host':
      return { kind: 'document', metadata, report: uncached(resolved, 404), body: <StatusView {...statusTexts('unknown-site', resolved.locale)} /> };
    case 'not-found':
      return {
        kind: 'document',
        metadata,
        report: uncached(resolved, 404),
        body: <NotFoundPage site={resolved.site} locale={resolved.locale} chrome={resolved.chrome} media={resolved.media} />,
      };
    case 'sign-in':
      return { kind: 'redirect', status: 307, location: `/${resolved.locale}/login?next=${encodeURIComponent(resolved.next)}` };
    case 'redirect':
      // An old slug of a page: never cached (a redirect reports nothing to the page cache).
      return { kind: 'redirect', status: 308, location: resolved.location };
    case 'forbidden':
      return {
        kind: 'document',
        metadata,
        report: uncached(resolved, 403),
        body: <StatusView {...statusTexts('forbidden', resolved.locale)} homeHref={`/${resolved.locale}`} />,
      };
    case 'locked':
      // The password form hydrates as an island of its own (and posts without JavaScript); nothing of the page is sent.
      return {
        kind: 'document',
        metadata,
        report: uncached(resolved, 401, 'own'),
        body: (
          <StatusView {...statusTexts('locked', resolved.locale)}>
            <IslandRoot
              wake="load"
              name={UNLOCK_FORM_ISLAND}
              component={ProtectedPageForm}
              props={{ pageId: resolved.tree.page.id, locale: resolved.locale, t: unlockTexts(resolved.locale), failure: unlockFailureOf(request.form) }}
            />
          </StatusView>
        ),
      };
    case 'page': {
      const report = pageReport(resolved);
      if (resolved.tree.page.specialKey === 'search') {
        // Results first, above the page's own blocks (a `q` bypasses the page cache); a visitor over the search limit gets the page with the notice and status 429.
        const search = await loadSearchPage(resolved, request.query ?? undefined, request.clientAddress);
        return {
          kind: 'document',
          metadata,
          report: searchReport(report, search.result.rateLimited),
          body: (
            <SitePage
              resolved={resolved}
              game={gameComponents}
              pageStart={<SearchPage locale={resolved.locale} settings={resolved.chrome.settings} {...search} />}
            />
          ),
        };
      }
      const structuredData = pageStructuredData(resolved);
      // A form posted without JavaScript came back here (a `form` URL is never cached).
      const formReturn = readFormReturn(request.form, request.formCookie, getConfig().authSecret);
      return {
        kind: 'document',
        metadata,
        report,
        body: (
          <>
            <SitePage resolved={resolved} game={gameComponents} formReturn={formReturn} />
            {structuredData ? <StructuredData data={structuredData} /> : null}
          </>
        ),
      };
    }
  }
}
