import { createMiddleware } from 'hono/factory';
import { resolveSiteByHost } from '../../services/sites/resolve-site';
import type { ApiEnv } from '../context';
import { fail } from '../envelope';

/** Resolves the tenant from the Host header; the site never comes from the request body. */
export const withSite = createMiddleware<ApiEnv>(async (c, next) => {
  const site = await resolveSiteByHost(c.req.header('host'));
  if (!site) return fail(c, 404, 'No site is configured for this address');
  c.set('site', site);
  await next();
});
