import { createMiddleware } from 'hono/factory';
import { AppError } from '../../platform/app-error';
import { getSessionUser } from '../../platform/auth';
import type { ApiEnv } from '../context';

/** Requires a signed-in person, member of any site or none (their own settings, not a site's). */
export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  const user = await getSessionUser(c.req.raw.headers);
  if (!user) throw new AppError('UNAUTHORIZED', 'request.signInRequired');
  c.set('user', user);
  await next();
});
