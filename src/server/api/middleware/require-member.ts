import { createMiddleware } from 'hono/factory';
import { type Permission, can } from '../../../shared/permissions';
import { getDb } from '../../db/client';
import type { MemberRole } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { getSessionUser } from '../../platform/auth';
import { getMemberAccess, hasRole, lacksRequiredTwoFactor } from '../../services/members/get-membership';
import type { ApiEnv } from '../context';

/**
 * Requires a signed-in member of the resolved site who holds the permission of the matrix (or,
 * for a route declared by role alone, that role or above). When the site requires two-factor
 * sign-in, a member without it is refused with the reason until they turn it on (their account
 * page and `user` routes stay open).
 */
export const requireMember = (required: MemberRole = 'editor', permission?: Permission) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const user = await getSessionUser(c.req.raw.headers);
    if (!user) throw new AppError('UNAUTHORIZED', 'request.signInRequired');
    const access = await getMemberAccess(getDb(), { userId: user.id, siteId: c.get('site').id });
    const allowed = access !== null && (permission ? can(access.role, permission) : hasRole(access.role, required));
    if (!access || !allowed) throw new AppError('FORBIDDEN', 'request.noAccess');
    if (lacksRequiredTwoFactor(access, user)) throw new AppError('FORBIDDEN', 'request.twoFactorRequired');
    c.set('user', user);
    c.set('role', access.role);
    await next();
  });
