import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { getTranslator } from '../../shared/i18n/catalogues';
import { PUBLIC_LOCALES } from '../../shared/i18n/config';
import { type Locale, isLocale } from '../../shared/locales';
import { isCleanText } from '../../shared/schemas/clean-text';
import { normalizeHost } from '../platform/host';
import { pagePolicy } from './response-policy';

/** Each path segment decodes as UTF-8 and holds no NUL or lone surrogate. */
function isCleanPath(pathname: string): boolean {
  for (const segment of pathname.split('/')) {
    try {
      if (!isCleanText(decodeURIComponent(segment))) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/** Query values that would reach a page's loaders (the search term) must be clean as well. */
function isCleanQuery(query: string): boolean {
  for (const [name, value] of new URLSearchParams(query)) if (!isCleanText(name) || !isCleanText(value)) return false;
  return true;
}

/**
 * Whether a request is too malformed to hand on: a Host that is no host name (`a b`), or a path
 * (or a page's query) that does not decode to clean text (`/de/%ff`, `/de/%00`). Such requests
 * used to surface as 500s from deep inside the framework or the database.
 */
export function isMalformedRequest(req: IncomingMessage): boolean {
  const host = req.headers.host;
  if (host !== undefined && normalizeHost(host) === null) return true;
  const url = req.url ?? '/';
  const mark = url.indexOf('?');
  const pathname = mark === -1 ? url : url.slice(0, mark);
  if (!isCleanPath(pathname)) return true;
  // API query strings are validated by each route's schema, which answers in the envelope.
  return mark !== -1 && !pathname.startsWith('/api/') && !isCleanQuery(url.slice(mark + 1));
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/** A small self-contained page the front handler answers with, before any framework runs. */
export function answerShortPage(req: IncomingMessage, res: ServerResponse, page: { status: number; locale: Locale; title: string; text: string }): void {
  const title = escapeHtml(page.title);
  const body = `<!doctype html><html lang="${page.locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(page.text)}</p></main></body></html>`;
  res.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    'content-language': page.locale,
    'content-security-policy': pagePolicy(body, false),
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** 400 with a short page in the best of the ten languages for Accept-Language (no site is trusted yet). */
export function answerMalformedRequest(req: IncomingMessage, res: ServerResponse): void {
  const negotiated = new Negotiator({ headers: { 'accept-language': req.headers['accept-language'] ?? '' } }).language([...PUBLIC_LOCALES]);
  const locale: Locale = isLocale(negotiated) ? negotiated : 'en';
  const t = getTranslator(locale, 'public');
  answerShortPage(req, res, { status: 400, locale, title: t('status.badRequestTitle'), text: t('status.badRequestText') });
}
