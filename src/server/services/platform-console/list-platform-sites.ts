import { desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { Queryable } from '../../db/client';
import { sitePurgeDate } from './delete-site';
import { siteQuotaBytes, storageUsedSql } from '../media/storage-quota';
import { formSubmissions, memberships, pageVersions, pages, siteDomains, sites, user } from '../../db/schema';

/** One row of the console's site list. */
export type PlatformSiteRow = {
  id: string;
  name: string;
  domains: string[];
  ownerEmails: string[];
  locales: Locale[];
  pages: number;
  submissions: number;
  lastPublishedAt: Date | null;
  suspendedAt: Date | null;
  /** Deleted in the console (restorable until `purgeAt`), or null. */
  deletedAt: Date | null;
  purgeAt: Date | null;
  storageUsedBytes: number;
  /** The quota uploads are checked against: the site's own, else the platform default. */
  storageQuotaBytes: number;
  /** The site's own quota (the console's), null when it follows the default. */
  ownQuotaBytes: number | null;
  createdAt: Date;
};

/** How many sites one page of the list shows; a search narrows it down. */
export const PLATFORM_SITES_PAGE = 100;

/**
 * The listed site's id, qualified: in a select list drizzle writes a column without its table,
 * which inside the subqueries below would name their own `id` columns instead.
 */
const SITE_ID = sql.raw('"sites"."id"');

/** `%` and `_` are patterns in LIKE: a search for them finds them literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The sites of the platform, newest first, for the console: a search matches the name, any
 * domain or an owner's e-mail. Counts are subqueries per listed site (at most a page of them),
 * so the list costs the same whatever the platform's size.
 */
export async function listPlatformSites(db: Queryable, options: { query?: string; siteId?: string; limit?: number } = {}): Promise<PlatformSiteRow[]> {
  const query = options.query?.trim().toLowerCase() ?? '';
  const pattern = likePattern(query);
  const search = options.siteId
    ? eq(sites.id, options.siteId)
    : query
      ? sql`(lower(${sites.name}) like ${pattern}
        or exists (select 1 from ${siteDomains} d where d.site_id = ${sites.id} and d.host like ${pattern})
        or exists (select 1 from ${memberships} m join ${user} u on u.id = m.user_id where m.site_id = ${sites.id} and m.role = 'owner' and lower(u.email) like ${pattern}))`
      : sql`true`;
  const rows = await db
    .select({
      id: sites.id,
      name: sites.name,
      locales: sites.locales,
      suspendedAt: sites.suspendedAt,
      deletedAt: sites.deletedAt,
      ownQuotaBytes: sites.storageQuotaBytes,
      storageUsed: storageUsedSql(SITE_ID),
      createdAt: sites.createdAt,
      domains: sql<
        string[]
      >`coalesce((select array_agg(d.host order by d.is_primary desc, d.created_at, d.host) from ${siteDomains} d where d.site_id = ${SITE_ID}), '{}')`,
      ownerEmails: sql<
        string[]
      >`coalesce((select array_agg(u.email order by u.email) from ${memberships} m join ${user} u on u.id = m.user_id where m.site_id = ${SITE_ID} and m.role = 'owner'), '{}')`,
      pages: sql<number>`(select count(*) from ${pages} p where p.site_id = ${SITE_ID} and p.deleted_at is null)::int`,
      submissions: sql<number>`(select count(*) from ${formSubmissions} f where f.site_id = ${SITE_ID})::int`,
      lastPublishedAt: sql<Date | string | null>`(select max(v.created_at) from ${pageVersions} v where v.site_id = ${SITE_ID})`,
    })
    .from(sites)
    .where(search)
    .orderBy(desc(sites.createdAt), sites.name)
    .limit(options.limit ?? PLATFORM_SITES_PAGE);
  // A subquery's timestamp comes back as text (no column type to map it): read it as a date.
  return rows.map(({ storageUsed, ...row }) => ({
    ...row,
    lastPublishedAt: row.lastPublishedAt === null ? null : new Date(row.lastPublishedAt),
    purgeAt: row.deletedAt ? sitePurgeDate(row.deletedAt) : null,
    storageUsedBytes: Number(storageUsed),
    storageQuotaBytes: siteQuotaBytes(row.ownQuotaBytes),
  }));
}

/** One site as the list shows it (the console's site detail), or null. */
export async function getPlatformSite(db: Queryable, siteId: string): Promise<PlatformSiteRow | null> {
  return (await listPlatformSites(db, { siteId, limit: 1 }))[0] ?? null;
}
