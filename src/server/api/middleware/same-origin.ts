import { createMiddleware } from 'hono/factory';
import { AppError } from '../../platform/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The request's own origin: the scheme of the request URL — which the API route rebuilds with the
 * scheme the front handler worked out (`toTenantRequest`: the socket's, or a trusted proxy's
 * X-Forwarded-Proto, see TRUST_PROXY) — with the Host as the browser sent it.
 */
function ownOrigin(requestUrl: string, host: string): string | null {
  try {
    return new URL(`${new URL(requestUrl).protocol}//${host}`).origin;
  } catch {
    return null;
  }
}

/** Scheme, host and port all equal (URL.origin drops default ports, so `http://a:80` is `http://a`). */
function originMatches(origin: string, requestUrl: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).origin === ownOrigin(requestUrl, host.toLowerCase());
  } catch {
    return false;
  }
}

/** Refuses state-changing requests that another site's page could have sent (CSRF). */
export const sameOrigin = createMiddleware(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  const allowed = origin && origin !== 'null' ? originMatches(origin, c.req.url, c.req.header('host')) : c.req.header('sec-fetch-site') === 'same-origin';
  if (!allowed) throw new AppError('FORBIDDEN', 'request.crossSite');
  return next();
});
