import { createMiddleware } from 'hono/factory';
import { getDb } from '../../db/client';
import type { MemberRole } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { getSessionUser } from '../../platform/auth';
import { getMembershipRole, hasRole } from '../../services/members/get-membership';
import type { ApiEnv } from '../context';

/** Requires a signed-in member of the resolved site with at least the given role. */
export const requireMember = (required: MemberRole = 'editor') =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const user = await getSessionUser(c.req.raw.headers);
    if (!user) throw new AppError('UNAUTHORIZED', 'request.signInRequired');
    const role = await getMembershipRole(getDb(), { userId: user.id, siteId: c.get('site').id });
    if (!role || !hasRole(role, required)) throw new AppError('FORBIDDEN', 'request.noAccess');
    c.set('user', user);
    c.set('role', role);
    await next();
  });
