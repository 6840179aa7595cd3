import { createMiddleware } from 'hono/factory';
import { AppError } from '../../platform/app-error';
import { getConfig } from '../../platform/config';
import type { ApiEnv } from '../context';

/**
 * Platform operations (moving sites between installations) are for the people named in
 * PLATFORM_ADMIN_EMAILS only. Runs after `requireUser` (a route with `auth: 'user'`), so the
 * signed-in person is known; their e-mail is verified by better-auth at sign-up.
 */
export const requirePlatformAdmin = createMiddleware<ApiEnv>(async (c, next) => {
  const email = c.get('user').email.toLowerCase();
  if (!getConfig().PLATFORM_ADMIN_EMAILS.includes(email)) throw new AppError('FORBIDDEN', 'siteArchive.platformAdminOnly');
  await next();
});
