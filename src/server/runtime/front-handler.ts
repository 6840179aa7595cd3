import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalizeHost } from '../platform/host';
import { isUnlockCookieValid, readCookie } from '../platform/page-unlock';
import { peekRenderReport, takeRenderReport } from '../platform/render-report';
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from '../platform/request-headers';
import { type CachedPage, PageCache } from './page-cache';

export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Only anonymous GETs of plain page paths are candidates for the cache. */
function isCacheCandidate(req: IncomingMessage, url: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (url.includes('?')) return false;
  if (!/^\/[a-z]{2}(\/|$)/.test(url)) return false;
  if (/^\/[a-z]{2}\/(edit|login)(\/|$)/.test(url)) return false;
  if (SESSION_COOKIE.test(req.headers.cookie ?? '')) return false;
  return true;
}

function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

function serveCached(req: IncomingMessage, res: ServerResponse, entry: CachedPage): void {
  const headers: Record<string, string | number> = {
    'content-type': entry.contentType,
    'content-language': entry.locale,
    vary: 'Accept-Encoding',
    'cache-control': entry.unlockCookie ? 'private, no-cache' : 'public, max-age=0, must-revalidate',
    etag: entry.etag,
    'x-webbox-cache': 'HIT',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
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

/** Records what Next writes, so a cacheable page can be stored once the response ends. */
function captureBody(res: ServerResponse): () => Buffer {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  return () => Buffer.concat(chunks);
}

function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim() : '';
  return forwarded || req.socket.remoteAddress || 'unknown';
}

/** Lets a page choose its status (e.g. our own localized 404) before the head is written. */
function applyReportedStatus(res: ServerResponse, requestId: string): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const report = peekRenderReport(requestId);
    const status = report?.status && statusCode === 200 ? report.status : statusCode;
    if (report && !res.hasHeader('content-language')) res.setHeader('content-language', report.locale);
    res.statusCode = status;
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
}

/**
 * The request path in front of Next: answers cached published pages without touching the
 * framework, and stores what Next renders when the page says it may be cached.
 */
export function createFrontHandler(options: {
  cache: PageCache;
  next: NextHandler;
  onError: (error: unknown) => void;
  trustProxy: boolean;
}) {
  const { cache, next, onError, trustProxy } = options;
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const requestId = randomUUID();
    req.headers[REQUEST_ID_HEADER] = requestId;
    req.headers[CLIENT_IP_HEADER] = clientAddress(req, trustProxy);
    applyReportedStatus(res, requestId);

    const host = normalizeHost(req.headers.host);
    const candidate = host !== null && isCacheCandidate(req, url);
    const key = candidate ? PageCache.key(host, url) : '';

    if (candidate) {
      const entry = cache.get(key);
      const unlocked =
        entry && (!entry.unlockCookie || isUnlockCookieValid(readCookie(req.headers.cookie, entry.unlockCookie.name), entry.unlockCookie.value));
      if (entry && unlocked) {
        serveCached(req, res, entry);
        return;
      }
    }

    if (!candidate || req.method !== 'GET') {
      try {
        await next(req, res);
      } finally {
        takeRenderReport(requestId);
      }
      return;
    }

    // Ask Next for identity bytes; we compress them ourselves once stored.
    const acceptedEncoding = req.headers['accept-encoding'];
    delete req.headers['accept-encoding'];
    const generation = cache.currentGeneration();
    const body = captureBody(res);
    res.setHeader('x-webbox-cache', 'MISS');
    // 'close' fires for aborted responses too, so no report is left behind.
    res.once('close', () => {
      const report = takeRenderReport(requestId);
      const contentType = String(res.getHeader('content-type') ?? '');
      if (!res.writableFinished || !report?.cacheable || res.statusCode !== 200 || !contentType.startsWith('text/html')) return;
      cache
        .store(key, { body: body(), contentType, locale: report.locale, tags: report.tags, unlockCookie: report.unlockCookie }, generation)
        .catch(onError);
    });
    try {
      await next(req, res);
    } finally {
      if (acceptedEncoding !== undefined) req.headers['accept-encoding'] = acceptedEncoding;
    }
  };
}
