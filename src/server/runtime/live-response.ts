import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IslandAssets } from './island-assets';
import type { LiveRender } from './live-renderer';
import { isPublicPagePath } from './public-paths';
import { compress, pickEncoding } from './response-encoding';
import { pagePolicy } from './response-policy';

/**
 * The requests our renderer answers: a GET (or HEAD) of a public page (public-paths.ts), with or
 * without a session (a live page reads none; such a response is never cached), with the first
 * `q` (the search page's query) and `form` (a no-JavaScript form's return). Null otherwise: Next's
 * RSC fetches (the play page's client navigation), its own routes, anything not under a locale.
 */
export function liveRenderTarget(
  req: IncomingMessage,
  url: string,
): { path: string; query: string | null; form: string | null; search: URLSearchParams } | null {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.rsc !== undefined) return null;
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  if (!isPublicPagePath(path)) return null;
  const params = new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1));
  return { path, query: params.get('q'), form: params.get('form'), search: params };
}

/** `/de/seite/` → `/de/seite` (keeping the query), as Next answers a trailing slash: 308. Null for a path without one. */
export function withoutTrailingSlash(url: string): string | null {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  if (path.length <= 1 || !path.endsWith('/')) return null;
  return path.replace(/\/+$/, '') + (mark === -1 ? '' : url.slice(mark));
}

/** What the renderer reads of a request: its Host and cookies (unlock, form return). */
export function liveRenderHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  if (req.headers.host) headers.set('host', req.headers.host);
  if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
  return headers;
}

/** A redirect of the renderer (an old slug's 308, sign-in's 307): never cached, by anyone. */
export function sendRedirect(res: ServerResponse, status: number, location: string): void {
  res.writeHead(status, { location, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate', 'content-length': 0 });
  res.end();
}

/** What a public page answers when its render failed (logged by the caller): a plain 500, no framework page behind it. */
export function sendRenderFailure(res: ServerResponse): void {
  const body = '<!DOCTYPE html><html><head><meta charset="utf-8"><title>500</title></head><body><h1>500</h1></body></html>';
  res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** A page our renderer rendered, with its status, the hashes of its inline scripts in the policy and, for own islands, the island runtime. */
export async function sendLiveRender(
  req: IncomingMessage,
  res: ServerResponse,
  rendered: Extract<LiveRender, { kind: 'page' }>,
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
