import { and, eq } from 'drizzle-orm';
import { normalizeHostInput } from '../../../shared/content/host-name';
import type { TSiteDomains } from '../../../shared/schemas/domains';
import type { Queryable } from '../../db/client';
import { siteDomains } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { domainsChanged } from './domain-changed';
import { findSiteDomain, listSiteDomains, lockSiteDomains } from './list-site-domains';

/**
 * "Als Hauptdomain festlegen": the site's absolute URLs (canonical, hreflang, sitemap) move to this
 * verified domain, and its platform subdomain answers page requests with a 308 to it. One primary
 * per site (a unique partial index): the old flag goes in the same transaction.
 */
export async function makeDomainPrimary(db: Queryable, options: { siteId: string; host: string }): Promise<TSiteDomains> {
  const host = normalizeHostInput(options.host);
  await db.transaction(async (tx) => {
    await lockSiteDomains(tx, options.siteId);
    const row = host ? await findSiteDomain(tx, options.siteId, host) : null;
    if (!row) throw new AppError('NOT_FOUND', 'domains.notFound');
    if (row.verifiedAt === null) throw new AppError('CONFLICT', 'domains.notVerified');
    await tx
      .update(siteDomains)
      .set({ isPrimary: false })
      .where(and(eq(siteDomains.siteId, options.siteId), eq(siteDomains.isPrimary, true)));
    await tx.update(siteDomains).set({ isPrimary: true }).where(eq(siteDomains.host, row.host));
  });
  domainsChanged(options.siteId);
  return listSiteDomains(db, { siteId: options.siteId });
}
