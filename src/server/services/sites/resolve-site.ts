import { eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import { type Queryable, getDb } from '../../db/client';
import { siteDomains, sites } from '../../db/schema';
import { normalizeHost } from '../../platform/host';

export type SiteContext = {
  id: string;
  name: string;
  locales: Locale[];
  defaultLocale: Locale;
  healthOptics: boolean;
  host: string;
};

/** The site a Host header serves, or null for hosts no tenant owns. */
export async function resolveSiteByHost(hostHeader: string | null | undefined, db: Queryable = getDb()): Promise<SiteContext | null> {
  const host = normalizeHost(hostHeader);
  if (!host) return null;
  const rows = await db
    .select({
      id: sites.id,
      name: sites.name,
      locales: sites.locales,
      defaultLocale: sites.defaultLocale,
      healthOptics: sites.healthOptics,
    })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.host, host))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, host } : null;
}
