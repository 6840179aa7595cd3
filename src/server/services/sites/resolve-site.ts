import { type AnyColumn, and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import { type Queryable, getDb } from '../../db/client';
import { siteDomains, sites } from '../../db/schema';
import { parseHost } from '../../platform/host';
import { SiteMemo } from '../../platform/site-memo';
import { isServedPort } from '../../platform/site-origin';

export type SiteContext = {
  id: string;
  name: string;
  locales: Locale[];
  defaultLocale: Locale;
  healthOptics: boolean;
  host: string;
  /** The domain absolute URLs are built on (the first configured), whatever the request's Host. */
  primaryHost: string;
  /** A platform admin suspended it: visitors get the 503 page, members read only (see site-suspension.ts). */
  suspended: boolean;
};

/**
 * A site's primary domain as a column: the verified domain marked primary (the first `site:create
 * --host`, until an owner makes an own domain primary); without one the first verified domain added.
 * Null for a site without verified domains.
 */
export function primaryHostSql(siteId: AnyColumn) {
  return sql<string>`(select d.host from ${siteDomains} d where d.site_id = ${siteId} and d.verified_at is not null order by d.is_primary desc, d.created_at, length(d.host), d.host limit 1)`;
}

/**
 * Sites by host, between requests: every request starts here, and a site's name, languages and
 * domains change only with a save that invalidates its cache tags (see SiteMemo).
 */
const sitesByHost = new SiteMemo<SiteContext>({ ttlMs: 60_000, maxEntries: 10_000 });

/**
 * The site a Host header serves, or null for hosts no tenant owns — including a configured domain
 * on a port this server is not reached on (see isServedPort), and a deleted site's domains (kept,
 * so no one else takes them before the purge, but served like an unknown host).
 */
export async function resolveSiteByHost(hostHeader: string | null | undefined, db: Queryable = getDb()): Promise<SiteContext | null> {
  const parsed = parseHost(hostHeader);
  if (!parsed || !isServedPort(parsed.port)) return null;
  const host = parsed.name;
  return sitesByHost.get(host, async () => {
    const site = await findSiteByHost(db, host);
    return site ? { value: site, siteId: site.id } : null;
  });
}

async function findSiteByHost(db: Queryable, host: string): Promise<SiteContext | null> {
  const rows = await db
    .select({
      id: sites.id,
      name: sites.name,
      locales: sites.locales,
      defaultLocale: sites.defaultLocale,
      healthOptics: sites.healthOptics,
      primaryHost: primaryHostSql(sites.id),
      suspendedAt: sites.suspendedAt,
    })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(and(eq(siteDomains.host, host), isNotNull(siteDomains.verifiedAt), isNull(sites.deletedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { suspendedAt, ...site } = row;
  return { ...site, host, suspended: suspendedAt !== null };
}
