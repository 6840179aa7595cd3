import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type MemberRole, memberships, session, sites, user } from '../../db/schema';

export type PlatformUserMembership = { siteId: string; siteName: string; role: MemberRole };

/** One row of the console's account list. */
export type PlatformUserRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  disabledAt: Date | null;
  createdAt: Date;
  /** Open sessions (devices signed in now). */
  sessions: number;
  memberships: PlatformUserMembership[];
};

/** How many accounts one page of the list shows; a search narrows it down. */
export const PLATFORM_USERS_PAGE = 100;

/** The listed account's id, qualified (see SITE_ID in list-platform-sites.ts). */
const USER_ID = sql.raw('"user"."id"');
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The platform's accounts, newest first, for the console: a search matches e-mail or name. Each
 * with its memberships (site and role) and open sessions, as per-row subqueries of one page.
 */
export async function listPlatformUsers(db: Queryable, options: { query?: string; userId?: string; limit?: number } = {}): Promise<PlatformUserRow[]> {
  const query = options.query?.trim().toLowerCase() ?? '';
  const pattern = likePattern(query);
  const search = options.userId
    ? eq(user.id, options.userId)
    : query
      ? sql`(lower(${user.email}) like ${pattern} or lower(${user.name}) like ${pattern})`
      : sql`true`;
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      disabledAt: user.disabledAt,
      createdAt: user.createdAt,
      sessions: sql<number>`(select count(*) from ${session} s where s.user_id = ${USER_ID} and s.expires_at > now())::int`,
      memberships: sql<
        PlatformUserMembership[]
      >`coalesce((select json_agg(json_build_object('siteId', m.site_id, 'siteName', st.name, 'role', m.role) order by st.name) from ${memberships} m join ${sites} st on st.id = m.site_id where m.user_id = ${USER_ID}), '[]'::json)`,
    })
    .from(user)
    .where(search)
    .orderBy(desc(user.createdAt), user.email)
    .limit(options.limit ?? PLATFORM_USERS_PAGE);
  return rows;
}
