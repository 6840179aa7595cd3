import { createMiddleware } from 'hono/factory';
import { AppError } from '../../platform/app-error';
import { isConsoleHost, isPlatformAdmin } from '../../services/platform-console/platform-admin';
import type { ApiEnv } from '../context';

/**
 * After `requireUser`: the console's routes exist only for the accounts of `PLATFORM_ADMIN_EMAILS`
 * on the console's host. Everyone else gets the plain 404 of an unknown route, so the console is
 * not advertised to customers.
 */
export const requirePlatformAdmin = createMiddleware<ApiEnv>(async (c, next) => {
  if (!isPlatformAdmin(c.get('user').email) || !isConsoleHost(c.req.header('host'))) throw new AppError('NOT_FOUND', 'request.notFound');
  await next();
});
