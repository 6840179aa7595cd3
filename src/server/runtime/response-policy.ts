import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { buildContentSecurityPolicy, createNonce, inlineScriptHashes } from '../platform/content-security-policy';
import { servesPlainHttp } from '../platform/site-origin';
import { setHeaders } from './hold-response';

export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Files that are the same for every visitor and carry no personal data (content-hashed bundles,
 * media, the behaviour script, the map worker, the site icons, share cards): a signed-in browser may keep them like anyone.
 */
const PUBLIC_ASSET =
  /^\/(?:_next\/static\/|media\/|site-behaviour\.js|map\/maplibre-worker|favicon\.(?:svg|ico)|icon\.png|apple-touch-icon\.png|share-card\.png)/;

export function hasSession(req: IncomingMessage): boolean {
  return SESSION_COOKIE.test(req.headers.cookie ?? '');
}

/** The policy of a held page: the hashes of the inline scripts it actually contains. */
export function pagePolicy(html: Buffer | string, development: boolean): string {
  // A page rendered here arrives as a string: decoding its bytes again cost ~4 % of a large page's render.
  const text = typeof html === 'string' ? html : html.toString('utf8');
  return buildContentSecurityPolicy({ scriptSources: inlineScriptHashes(text), development, plainHttp: servesPlainHttp() });
}

/**
 * A per-request nonce policy for what Next streams (edit, login, anything not held): on the
 * request, where Next reads the nonce and puts it on its scripts, and on the response.
 */
export function applyNoncePolicy(req: IncomingMessage, res: ServerResponse, development: boolean): void {
  const policy = buildContentSecurityPolicy({ scriptSources: [`'nonce-${createNonce()}'`], development, plainHttp: servesPlainHttp() });
  req.headers['content-security-policy'] = policy;
  res.setHeader('content-security-policy', policy);
}

/**
 * Nothing a signed-in person receives may be kept by a browser or proxy cache (a shared computer,
 * a corporate proxy): `Cache-Control: no-store`, set when the head is written so it wins over what
 * Next or the API chose — headers passed to writeHead included.
 */
export function noStoreForSession(req: IncomingMessage, res: ServerResponse): void {
  if (!hasSession(req) || PUBLIC_ASSET.test(req.url ?? '/')) return;
  const writeHead = res.writeHead.bind(res) as (statusCode: number, statusMessage?: string) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    setHeaders(res, (message === undefined ? rest[0] : rest[1]) as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined);
    res.setHeader('cache-control', 'no-store');
    return message === undefined ? writeHead(statusCode) : writeHead(statusCode, message);
  }) as ServerResponse['writeHead'];
}
