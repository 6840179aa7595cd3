import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { LiveRenderManifest, RenderLivePage } from '@/server/runtime/live-renderer';
import { FORM_RETURN_COOKIE } from '@/server/services/forms/form-return-cookie';
import { readCookie } from '@/server/platform/page-unlock';
import { resolvePage } from '@/server/services/rendering/resolve-page';
import { SIGN_IN_PAGE } from '@/server/runtime/public-paths';
import { documentLang } from './HtmlDocument';
import { LiveDocument } from './LiveDocument';
import { allDynamicLoaded } from './next-dynamic';
import { composePublicPage } from './public-page';
import { composeSignInPage } from './sign-in-page';

/** `/de/service/sehtest` → ['de', 'service', 'sehtest'], decoded as Next's params are (a segment that does not decode stays as it is, and no page matches it). */
function pathSegments(path: string): string[] {
  return path
    .slice(1)
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/**
 * The whole document in one synchronous pass. An error in the page throws (the front handler logs
 * it and answers 500); so does one inside a Suspense boundary, which React would leave to the
 * client (`<!--$!-->`) — and a public page has no client to retry it.
 */
function renderDocument(element: ReactNode): string {
  const html = renderToString(element);
  if (html.includes('<!--$!-->')) throw new Error('a Suspense boundary failed on the server');
  // renderToString writes no doctype of its own (a streaming render would, before <html>).
  return `<!DOCTYPE html>${html}`;
}

/**
 * Our renderer of public pages: the request resolved (`resolvePage`), composed once
 * (`composePublicPage`: status views, redirects, search, pages; `composeSignInPage`: sign-in) and rendered with
 * `react-dom/server` inside LiveDocument. Null only for a page with islands when the island
 * runtime is not built.
 */
export function createLiveRenderer(manifest: LiveRenderManifest): RenderLivePage {
  const ready = allDynamicLoaded();
  return async ({ headers, path, query, form, search, clientAddress, ownIslands }) => {
    await ready;
    const [localeParam = '', ...rest] = pathSegments(path);
    const page =
      rest.length === 1 && rest[0] === SIGN_IN_PAGE
        ? await composeSignInPage(headers, localeParam, { next: search.get('next'), error: search.get('error'), notice: search.get('notice') })
        : await composePublicPage(await resolvePage(headers, localeParam, rest), {
            query,
            form,
            formCookie: readCookie(headers.get('cookie') ?? undefined, FORM_RETURN_COOKIE),
            clientAddress,
          });
    if (page.kind === 'redirect') return page;
    const islands = page.report.islands;
    if (islands === 'own' && !ownIslands) return null;
    const html = renderDocument(
      <LiveDocument lang={documentLang(localeParam)} stylesheets={manifest.stylesheets} metadata={page.metadata}>
        {page.body}
      </LiveDocument>,
    );
    return { kind: 'page', html, report: page.report };
  };
}
