import { createHash, randomBytes } from 'node:crypto';
import { BOOKING_WIDGET_ORIGIN } from '../../shared/booking/booking-provider';
import { CONSENT_SCRIPT_TYPE } from '../../shared/content/tracking-consent';

/**
 * The Content Security Policy of our HTML. Scripts run from our own origin, the tracking vendors'
 * loaders, and inline only when the policy names them: by sha256 hash for live pages (the front
 * handler holds their HTML, and hashes survive the page cache where a nonce would not) or by a
 * per-request nonce for streamed pages (edit, login), which Next reads from the request's CSP
 * header and puts on its own scripts. Never 'unsafe-inline' for scripts.
 */

/** Script hosts of the tracking snippets (src/site/chrome/tracking.ts), which sites may configure. */
const TRACKING_SCRIPT_HOSTS = ['https://www.googletagmanager.com', 'https://connect.facebook.net'];
/**
 * Frames a page may embed: its own pages (editor previews), YouTube players, the booking widget
 * (whose reachability probe is an https fetch, allowed by connect-src below).
 */
const FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', BOOKING_WIDGET_ORIGIN];

export type PolicyOptions = {
  /** `'sha256-…'` or `'nonce-…'` sources for inline scripts. */
  scriptSources: readonly string[];
  /** Next's dev server evaluates modules and talks over a websocket; production never does. */
  development?: boolean;
  /**
   * The platform is served over plain http (local runs, tests): images of other sites on it — the
   * directory's logos, which live on each business's own domain — are http too.
   */
  plainHttp?: boolean;
};

export function buildContentSecurityPolicy({ scriptSources, development = false, plainHttp = false }: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptSources, ...TRACKING_SCRIPT_HOSTS, ...(development ? ["'unsafe-eval'"] : [])],
    // React writes style attributes (themes, positions); styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Map tiles, feed images and tracking pixels come from configured https hosts.
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...(plainHttp ? ['http:'] : [])],
    ['font-src', "'self'", 'data:'],
    // Map styles, tiles, sprites and glyphs (the Swiss federal geo service's by default, or any https
    // style a site configures), direct video uploads, analytics.
    ['connect-src', "'self'", 'https:', ...(development ? ['ws:', 'wss:'] : [])],
    ['media-src', "'self'", 'blob:', 'https:'],
    // MapLibre starts its worker from /map/maplibre-worker or a blob URL.
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'", ...FRAME_HOSTS],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/**
 * Types a browser executes as script (everything else, e.g. JSON-LD, is data and needs no hash),
 * and tracking scripts waiting for the visitor's consent, which run as inline scripts once given.
 */
const EXECUTED_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript', CONSENT_SCRIPT_TYPE]);

function isExecutedInline(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes);
  const value = type ? (type[1] ?? type[2] ?? type[3] ?? '') : '';
  return EXECUTED_TYPES.has(value.trim().toLowerCase());
}

/** The `'sha256-…'` source of every distinct inline script in the document, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const [, attributes = '', text = ''] = match;
    if (!isExecutedInline(attributes)) continue;
    // Browsers hash the element's text as UTF-8, exactly as written (script text has no entities).
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** A fresh nonce (128 random bits) for one response. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}
