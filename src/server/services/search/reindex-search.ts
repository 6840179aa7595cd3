import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteDomains, sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { type SiteReindex, reindexSite } from './reindex-site';

/**
 * The operator's `search:reindex [--host …]`: rebuilds the search index of the site serving a
 * host, or of every site (each in its own transaction), whatever their format.
 */
export async function reindexSearch(db: Database, options: { host?: string } = {}): Promise<{ sites: SiteReindex[] }> {
  const host = options.host?.trim().toLowerCase();
  let siteIds: string[];
  if (host) {
    const [domain] = await db.select({ siteId: siteDomains.siteId }).from(siteDomains).where(eq(siteDomains.host, host)).limit(1);
    if (!domain) throw new AppError('NOT_FOUND', 'admin.hostNotFound', { values: { host } });
    siteIds = [domain.siteId];
  } else {
    siteIds = (await db.select({ id: sites.id }).from(sites).orderBy(asc(sites.createdAt))).map((site) => site.id);
  }
  const done: SiteReindex[] = [];
  for (const siteId of siteIds) done.push(await reindexSite(db, { siteId }));
  return { sites: done };
}
