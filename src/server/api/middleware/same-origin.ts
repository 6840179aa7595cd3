import { createMiddleware } from 'hono/factory';
import { AppError } from '../../platform/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originMatchesHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** Refuses state-changing requests that another site's page could have sent (CSRF). */
export const sameOrigin = createMiddleware(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  const allowed = origin && origin !== 'null' ? originMatchesHost(origin, c.req.header('host')) : c.req.header('sec-fetch-site') === 'same-origin';
  if (!allowed) throw new AppError('FORBIDDEN', 'request.crossSite');
  return next();
});
