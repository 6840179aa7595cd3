import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IslandAssets } from './island-assets';
import type { LiveRender } from './live-renderer';
import { PAGE_QUERY_PARAMS } from './page-cache-key';
import { compress, pickEncoding } from './response-encoding';
import { SESSION_COOKIE, pagePolicy } from './response-policy';

/**
 * The requests the live renderer is asked about: an anonymous page GET (or HEAD) whose only
 * page-changing parameter is the search page's `q` (a cache candidate, or a search). Null otherwise:
 * a form's return, Next's RSC fetches, a session, the edit route and the sign-in page stay Next's.
 */
export function liveRenderTarget(req: IncomingMessage, url: string): { path: string; query: string | null } | null {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.rsc !== undefined || SESSION_COOKIE.test(req.headers.cookie ?? '')) return null;
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  if (!/^\/[a-z]{2}(\/|$)/.test(path) || /^\/[a-z]{2}\/(edit|login)(\/|$)/.test(path)) return null;
  const params = new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1));
  if (PAGE_QUERY_PARAMS.some((name) => name !== 'q' && params.has(name))) return null;
  return { path, query: params.get('q') };
}

/** What the live renderer reads of a request: its Host and cookies (a cache candidate has no session). */
export function liveRenderHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  if (req.headers.host) headers.set('host', req.headers.host);
  if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
  return headers;
}

/** A page the live renderer rendered, answered as Next's render of it would be after the front handler's rewrite. */
export async function sendLiveRender(
  req: IncomingMessage,
  res: ServerResponse,
  rendered: LiveRender,
  options: { islandAssets: IslandAssets | null; development: boolean; cacheCandidate: boolean },
): Promise<{ body: Buffer; csp: string }> {
  const html = rendered.report.islands === 'own' && options.islandAssets ? options.islandAssets.addRuntime(rendered.html) : rendered.html;
  const body = Buffer.from(html);
  const csp = pagePolicy(html, options.development);
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const payload = encoding ? await compress(body, encoding) : body;
  res.writeHead(rendered.report.status ?? 200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
    'content-language': rendered.report.locale,
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    vary: 'Accept-Encoding',
    ...(options.cacheCandidate ? { 'x-webbox-cache': 'MISS' } : {}),
    'x-webbox-render': 'live',
    'content-length': payload.length,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
  return { body, csp };
}
