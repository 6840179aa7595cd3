import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Locale, isLocale } from '../../shared/locales';
import { suspendedSiteHtml } from '../../shared/status-pages/status-page-html';
import { resolveSiteByHost } from '../services/sites/resolve-site';
import { SIGN_IN_PAGE, isPublicPagePath } from './public-paths';

/** The style of the page's own `<style>`: nothing else may load or run on it. */
const SUSPENDED_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** What visitors read of a site: its pages and the files search engines and browsers fetch beside them. */
const SITE_FILES = new Set(['/sitemap.xml', '/robots.txt', '/site.webmanifest', '/share-card.png']);

/**
 * Whether a path is what a suspended site no longer serves: every public page and the site's
 * files. The sign-in page, the editor and the account pages (Next's routes), the API, media and
 * assets stay: members read the site in the editor (read only) and every write is refused there.
 */
function isVisitorPath(path: string): boolean {
  if (SITE_FILES.has(path)) return true;
  if (!isPublicPagePath(path)) return false;
  const rest = path.slice(4);
  return rest !== SIGN_IN_PAGE && !rest.startsWith(`${SIGN_IN_PAGE}/`);
}

/**
 * A suspended site's visitors get one neutral page with 503, in the language of the path when the
 * site has it (else its default), in front of the page cache: a cached page is never served.
 * Answers the request itself (true) or leaves it to the rest of the front handler (false).
 */
export async function answerSuspendedSite(req: IncomingMessage, res: ServerResponse, url: string): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  if (!isVisitorPath(path)) return false;
  const site = await resolveSiteByHost(req.headers.host);
  if (!site?.suspended) return false;
  const asked = path.slice(1, 3);
  const locale: Locale = isLocale(asked) && site.locales.includes(asked) ? asked : site.defaultLocale;
  const body = Buffer.from(suspendedSiteHtml(locale));
  res.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'content-language': locale,
    'content-length': body.length,
    'content-security-policy': SUSPENDED_PAGE_POLICY,
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
