import type { MemberRole } from '../db/schema';
import type { SessionUser } from '../platform/auth';
import type { SiteContext } from '../services/sites/resolve-site';

export type ApiVariables = {
  site: SiteContext;
  user: SessionUser;
  role: MemberRole;
};
export type ApiEnv = { Variables: ApiVariables };
