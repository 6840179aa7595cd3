import type { MemberRole } from '../db/schema';
import type { SessionUser } from '../platform/auth';
import type { SiteContext } from '../services/sites/resolve-site';

/** Whose language an error answers in: the visitor's page language, or the member's editor language. */
export type ApiAudience = 'visitor' | 'member';

export type ApiVariables = {
  site: SiteContext;
  user: SessionUser;
  role: MemberRole;
  audience: ApiAudience;
};
export type ApiEnv = { Variables: ApiVariables };
