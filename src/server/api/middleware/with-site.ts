import { createMiddleware } from 'hono/factory';
import { resolveSiteByHost } from '../../services/sites/resolve-site';
import type { ApiEnv } from '../context';
import { AppError } from '../../platform/app-error';

/** Resolves the tenant from the Host header; the site never comes from the request body. */
export const withSite = createMiddleware<ApiEnv>(async (c, next) => {
  const site = await resolveSiteByHost(c.req.header('host'));
  if (!site) throw new AppError('NOT_FOUND', 'request.noSite');
  c.set('site', site);
  await next();
});
