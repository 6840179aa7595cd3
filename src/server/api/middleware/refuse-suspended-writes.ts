import { createMiddleware } from 'hono/factory';
import { AppError } from '../../platform/app-error';
import type { ApiEnv } from '../context';

/**
 * A suspended site (platform console) is read only: every write of its API — members' saves,
 * uploads, publishes, team changes, and visitors' forms — is refused with the reason, in the
 * caller's language. Reading stays open, so members still see their content.
 */
export const refuseSuspendedWrites = createMiddleware<ApiEnv>(async (c, next) => {
  if (c.get('site').suspended) throw new AppError('FORBIDDEN', 'request.siteSuspended');
  await next();
});
