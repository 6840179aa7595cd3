import { createMiddleware } from 'hono/factory';
import { getSessionUser } from '../../platform/auth';
import type { ApiEnv } from '../context';
import { fail } from '../envelope';

/** Requires a signed-in person, member of any site or none (their own settings, not a site's). */
export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  const user = await getSessionUser(c.req.raw.headers);
  if (!user) return fail(c, 401, 'Sign in to continue');
  c.set('user', user);
  await next();
});
