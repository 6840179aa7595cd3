import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { hostKey } from '../platform/host';
import type { DomainRouting } from './domain-routing';
import { isUnlockCookieValid, readCookie } from '../platform/page-unlock';
import { type RenderReport, peekRenderReport, takeRenderReport } from '../platform/render-report';
import { type TrustFunction, clientAddress, clientProtocol } from '../platform/client-address';
import { CLIENT_IP_HEADER, CLIENT_PROTO_HEADER, REQUEST_ID_HEADER } from '../platform/request-headers';
import { getMetrics } from '../platform/metrics/registry';
import { requestContext } from '../platform/request-context';
import { applySecurityHeaders } from '../platform/security-headers';
import type { SearchRateLimit } from '../services/search/search-rate-limit';
import { holdResponse } from './hold-response';
import type { ServeAssets } from './hashed-assets';
import type { IslandAssets } from './island-assets';
import type { LiveRender, RenderLivePage } from './live-renderer';
import { liveRenderHeaders, liveRenderTarget, sendLiveRender, sendRedirect, sendRenderFailure, withoutTrailingSlash } from './live-response';
import { answerMalformedRequest, isMalformedRequest } from './malformed-request';
import { applyMediaPolicy, closeWhenBodyUnread, isMediaPath } from './media-policy';
import type { MetricsEndpoint } from './metrics-endpoint';
import { type CachedPage, PageCache } from './page-cache';
import { pageCachePath } from './page-cache-key';
import { isPublicPagePath } from './public-paths';
import { observeRequest, pickRequestId } from './request-metrics';
import { compress, pickEncoding } from './response-encoding';
import { refuseSearchFlood } from './search-flood-guard';
import { SESSION_COOKIE, applyNoncePolicy, noStoreForSession, pagePolicy } from './response-policy';

export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Only anonymous GETs of page paths are candidates for the cache, keyed by the path without the
 * query parameters that change nothing (see `pageCachePath`); null when not a candidate.
 */
function cacheCandidatePath(req: IncomingMessage, url: string): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.headers.rsc !== undefined) return null;
  const path = pageCachePath(url);
  if (path === null) return null;
  if (!isPublicPagePath(path)) return null;
  if (SESSION_COOKIE.test(req.headers.cookie ?? '')) return null;
  return path;
}

/**
 * A public page Next renders (only with `LIVE_RENDERER=false`): its HTML is held, hashed into the
 * policy, compressed and cached as Next wrote it — nothing is removed from it. Client-side RSC
 * fetches (`RSC` header) and Next's own routes (edit, sign-in, …) go straight to Next.
 */
function isPageDocument(req: IncomingMessage, url: string): boolean {
  if (req.method !== 'GET' || req.headers.rsc !== undefined) return false;
  const mark = url.indexOf('?');
  return isPublicPagePath(mark === -1 ? url : url.slice(0, mark));
}

function serveCached(req: IncomingMessage, res: ServerResponse, entry: CachedPage): void {
  const headers: Record<string, string | number> = {
    'content-type': entry.contentType,
    'content-security-policy': entry.csp,
    'content-language': entry.locale,
    vary: 'Accept-Encoding',
    'cache-control': entry.unlockCookie ? 'private, no-cache' : 'public, max-age=0, must-revalidate',
    etag: entry.etag,
    'x-webbox-cache': 'HIT',
    ...(entry.liveRendered ? { 'x-webbox-render': 'live' } : {}),
  };
  if (req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The status a response gets: what the page reported, unless Next answered other than 200 (an error). */
function reportedStatus(statusCode: number, report: RenderReport | undefined): number {
  return report?.status && statusCode === 200 ? report.status : statusCode;
}

/** Lets a page choose its status (e.g. our own localized 404) before the head is written. */
function applyReportedStatus(res: ServerResponse, requestId: string): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const report = peekRenderReport(requestId);
    const status = reportedStatus(statusCode, report);
    if (report && !res.hasHeader('content-language')) res.setHeader('content-language', report.locale);
    res.statusCode = status;
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
}

function addVary(res: ServerResponse, name: string): void {
  const current = String(res.getHeader('vary') ?? '');
  const names = current.split(',').map((part) => part.trim().toLowerCase());
  if (!names.includes(name.toLowerCase())) res.setHeader('vary', current ? `${current}, ${name}` : name);
}

/**
 * The request path in front of Next: answers cached published pages without touching the
 * framework, and stores what Next renders when the page says it may be cached.
 */
export function createFrontHandler(options: {
  cache: PageCache;
  next: NextHandler;
  onError: (error: unknown) => void;
  /** Which forwarding proxies to believe (`compileTrust(config.TRUST_PROXY)`). */
  trustProxy: TrustFunction;
  /** The public origin is https (`PUBLIC_ORIGIN`): responses carry HSTS. */
  https?: boolean;
  /** Next in dev mode: its scripts need eval and a websocket. */
  development?: boolean;
  /** The visitors' search limit: an address over it is answered 429 here, without a render. */
  searchLimit?: SearchRateLimit;
  /** The built island runtime (`loadIslandAssets`): served under /_islands/ and put into pages whose islands hydrate on their own. */
  islandAssets?: IslandAssets | null;
  /** The public style sheet (`loadSiteAssets`): served under /_site/. */
  siteAssets?: { serve: ServeAssets } | null;
  /** Our built renderer (`loadLiveRenderer`): answers every public page (public-paths.ts). */
  renderLive?: RenderLivePage | null;
  /** The TLS proxy's question and the platform subdomain's redirect to a primary own domain (`createDomainRouting`). */
  domainRouting?: DomainRouting | null;
  /** `GET /metrics` (`createMetricsEndpoint`), answered before hosts and pages. */
  metricsEndpoint?: MetricsEndpoint | null;
  /** Where each answered request is logged (one line, with its request id). */
  logger?: Logger | null;
}) {
  const {
    cache,
    next,
    onError,
    trustProxy,
    https = false,
    development = false,
    searchLimit,
    islandAssets = null,
    siteAssets = null,
    renderLive = null,
    domainRouting = null,
    metricsEndpoint = null,
    logger = null,
  } = options;
  const metrics = getMetrics();
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const requestId = pickRequestId(req, trustProxy, randomUUID);
    res.setHeader('x-request-id', requestId);
    observeRequest(req, res, { requestId, url, logger });
    // Everything logged on this request's behalf, here or in Next, carries its id.
    return requestContext().run({ requestId }, () => answer(req, res, url, requestId));
  };

  async function answer(req: IncomingMessage, res: ServerResponse, url: string, requestId: string): Promise<void> {
    req.headers[REQUEST_ID_HEADER] = requestId;
    req.headers[CLIENT_IP_HEADER] = clientAddress(req, trustProxy);
    req.headers[CLIENT_PROTO_HEADER] = clientProtocol(req, trustProxy);
    // Before anything answers: cached pages and Next's renders carry the same security headers.
    applySecurityHeaders(res, { https });
    closeWhenBodyUnread(req, res);
    if (isMalformedRequest(req)) {
      answerMalformedRequest(req, res);
      return;
    }
    // Before the cache: a platform subdomain whose site moved to its own domain never serves a page.
    if (metricsEndpoint && (await metricsEndpoint(req, res, url))) return;
    if (domainRouting && (await domainRouting(req, res, url))) return;
    if (islandAssets?.serve(req, res)) return;
    if (siteAssets?.serve(req, res)) return;
    if (searchLimit && (await refuseSearchFlood(req, res, url, searchLimit))) return;
    applyReportedStatus(res, requestId);
    noStoreForSession(req, res);
    // Only our own policy decides which nonce Next puts on its scripts.
    delete req.headers['content-security-policy'];
    delete req.headers['content-security-policy-report-only'];

    // With the port: `example.ch:6666` is not the cached `example.ch` (it gets the unknown-host page).
    const host = hostKey(req.headers.host);
    const cachePath = host === null ? null : cacheCandidatePath(req, url);
    const candidate = host !== null && cachePath !== null;
    const key = candidate ? PageCache.key(host, cachePath) : '';

    if (candidate) {
      const entry = cache.get(key);
      const unlocked = entry && (!entry.unlockCookie || isUnlockCookieValid(readCookie(req.headers.cookie, entry.unlockCookie.name), entry.unlockCookie.value));
      if (entry && unlocked) {
        metrics.pageCache.inc({ result: 'hit' });
        serveCached(req, res, entry);
        return;
      }
      metrics.pageCache.inc({ result: 'miss' });
    }

    const live = renderLive && host !== null ? liveRenderTarget(req, url) : null;
    if (renderLive && live) {
      const slashless = withoutTrailingSlash(url);
      if (slashless !== null) {
        sendRedirect(res, 308, slashless);
        return;
      }
      const generation = cache.currentGeneration();
      const request = {
        headers: liveRenderHeaders(req),
        ...live,
        clientAddress: String(req.headers[CLIENT_IP_HEADER] ?? '') || null,
        ownIslands: islandAssets !== null,
      };
      let rendered: LiveRender | null;
      const renderTimer = metrics.renders.startTimer({ renderer: 'live' });
      try {
        rendered = await renderLive(request);
        renderTimer({ outcome: rendered?.kind === 'redirect' ? 'redirect' : rendered ? 'ok' : 'declined' });
      } catch (error) {
        renderTimer({ outcome: 'error' });
        // No second renderer behind ours: the failure is logged and answered as such.
        onError(error);
        sendRenderFailure(res);
        return;
      }
      if (rendered?.kind === 'redirect') {
        sendRedirect(res, rendered.status, rendered.location);
        return;
      }
      if (rendered) {
        const { body, csp } = await sendLiveRender(req, res, rendered, { islandAssets, development, cacheCandidate: candidate });
        const { report } = rendered;
        if (candidate && report.cacheable && (report.status ?? 200) === 200) {
          const entry = {
            body,
            contentType: 'text/html; charset=utf-8',
            csp,
            locale: report.locale,
            tags: report.tags,
            unlockCookie: report.unlockCookie,
            liveRendered: true,
          };
          cache.store(key, entry, generation).catch(onError);
        }
        return;
      }
      // Declined: a page with islands while the island runtime is not built — Next renders it below.
    }

    if (!isPageDocument(req, url)) {
      if (isMediaPath(url)) applyMediaPolicy(res);
      else applyNoncePolicy(req, res, development);
      try {
        await next(req, res);
      } finally {
        takeRenderReport(requestId);
      }
      return;
    }

    // Ask Next for identity bytes and hold them: we may rewrite the page, then compress it ourselves.
    const acceptedEncoding = req.headers['accept-encoding'];
    delete req.headers['accept-encoding'];
    const generation = cache.currentGeneration();
    let finalBody: Buffer | null = null;
    let finalPolicy = '';
    if (candidate) res.setHeader('x-webbox-cache', 'MISS');
    holdResponse(res, (held, send) => {
      const contentType = String(res.getHeader('content-type') ?? '');
      const body = held;
      finalBody = body;
      // The hashes of the scripts this very document holds, stored with it.
      finalPolicy = pagePolicy(body, development);
      res.setHeader('content-security-policy', finalPolicy);
      const encoding = body.length > 0 && /^text\//.test(contentType) ? pickEncoding(acceptedEncoding) : null;
      addVary(res, 'Accept-Encoding');
      (encoding ? compress(body, encoding) : Promise.resolve(body)).then(
        (payload) => {
          if (encoding) res.setHeader('content-encoding', encoding);
          res.setHeader('content-length', payload.length);
          send(payload);
        },
        (error: unknown) => {
          onError(error);
          res.setHeader('content-length', body.length);
          send(body);
        },
      );
    });
    const renderTimer = metrics.renders.startTimer({ renderer: 'next' });
    // 'close' fires for aborted responses too, so no report is left behind.
    res.once('close', () => {
      renderTimer({ outcome: res.writableFinished && res.statusCode < 500 ? 'ok' : 'error' });
      const report = takeRenderReport(requestId);
      const contentType = String(res.getHeader('content-type') ?? '');
      if (!candidate || !finalBody || !res.writableFinished || !report?.cacheable || res.statusCode !== 200 || !contentType.startsWith('text/html')) return;
      cache
        .store(key, { body: finalBody, contentType, csp: finalPolicy, locale: report.locale, tags: report.tags, unlockCookie: report.unlockCookie }, generation)
        .catch(onError);
    });
    try {
      await next(req, res);
    } finally {
      if (acceptedEncoding !== undefined) req.headers['accept-encoding'] = acceptedEncoding;
    }
  }
}
