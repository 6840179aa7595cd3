import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import { getDb } from '../db/client';
import { type PlatformConfig, getConfig } from '../platform/config';
import { normalizeHost } from '../platform/host';
import { platformSlugOf } from '../platform/platform-host';
import { CLIENT_IP_HEADER } from '../platform/request-headers';
import { siteOrigin } from '../platform/site-origin';
import { isTlsAllowed } from '../services/domains/tls-allowed';
import { resolveSiteByHost } from '../services/sites/resolve-site';
import { answerSuspendedSite } from './site-suspension';

/** Answers the request itself (true) or leaves it to the rest of the front handler (false). */
export type DomainRouting = (req: IncomingMessage, res: ServerResponse, url: string) => Promise<boolean>;

export const TLS_ASK_PATH = '/internal/tls/allowed';

/** A page request: the root or `/{locale}/…` (never `/api/…`, `/media/…`, `/_next/…`, `/_islands/…`). */
const PAGE_PATH = /^\/(?:[a-z]{2}(?:[/?]|$)|\?|$)/;
/**
 * The editor and its sign-in stay reachable on the platform subdomain: should the own domain stop
 * working (an expired registration, a DNS mistake), the owner can still sign in there and make
 * the platform subdomain primary again. Neither is a page search engines index.
 */
const EDITING_PATH = /^\/[a-z]{2}\/(?:edit|login)(?:[/?]|$)/;

function answerText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(`${text}\n`);
}

/**
 * Host-level answers in front of the cache and Next (issue 30):
 * - `GET /internal/tls/allowed?domain=…`, Caddy's on-demand TLS question: 200 for the platform host
 *   and verified domains, 404 for others, 403 unless asked from TLS_ASK_ALLOWED_FROM (the client
 *   address as the front handler computed it, so with TRUST_PROXY a forwarded address counts).
 * - A site's platform subdomain, once an own domain is primary, answers page requests with a 308
 *   to the same path there (not the editor and its sign-in, see EDITING_PATH). Before the page cache: the old host's cached page is never served
 *   instead. Sites without a platform subdomain (the demo on localhost, operator hosts) are untouched.
 * - A suspended site's pages answer the neutral 503 page (site-suspension.ts), on every host of it.
 */
export function createDomainRouting(config: Pick<PlatformConfig, 'PLATFORM_DOMAIN' | 'TLS_ASK_ALLOWED_FROM'> = getConfig()): DomainRouting {
  const askAllowed = proxyaddr.compile(config.TLS_ASK_ALLOWED_FROM);
  return async (req, res, url) => {
    if (url === TLS_ASK_PATH || url.startsWith(`${TLS_ASK_PATH}?`)) {
      await answerTlsAsk(req, res, url, (address) => address !== 'unknown' && askAllowed(address, 0));
      return true;
    }
    if (await answerSuspendedSite(req, res, url)) return true;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!PAGE_PATH.test(url) || EDITING_PATH.test(url)) return false;
    const host = normalizeHost(req.headers.host);
    if (!host || platformSlugOf(host, config) === null) return false;
    const site = await resolveSiteByHost(req.headers.host);
    if (!site || site.primaryHost === site.host) return false;
    res.writeHead(308, {
      location: `${siteOrigin(site.primaryHost)}${url}`,
      'cache-control': 'public, max-age=0, must-revalidate',
      'content-type': 'text/plain; charset=utf-8',
    });
    res.end(req.method === 'HEAD' ? undefined : `${siteOrigin(site.primaryHost)}${url}\n`);
    return true;
  };
}

async function answerTlsAsk(req: IncomingMessage, res: ServerResponse, url: string, allowedFrom: (address: string) => boolean): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return answerText(res, 405, 'method not allowed', { allow: 'GET, HEAD' });
  if (!allowedFrom(String(req.headers[CLIENT_IP_HEADER] ?? 'unknown'))) return answerText(res, 403, 'forbidden');
  const domain = new URL(url, 'http://ask.invalid').searchParams.get('domain');
  if (!domain) return answerText(res, 400, 'domain missing');
  const allowed = await isTlsAllowed(getDb(), domain);
  answerText(res, allowed ? 200 : 404, allowed ? 'allowed' : 'unknown domain');
}
