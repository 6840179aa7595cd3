import { and, eq } from 'drizzle-orm';
import { normalizeHostInput } from '../../../shared/content/host-name';
import type { TSiteDomains } from '../../../shared/schemas/domains';
import type { Queryable } from '../../db/client';
import { siteDomains } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { domainsChanged } from './domain-changed';
import { domainView, findSiteDomain, listSiteDomains, lockSiteDomains } from './list-site-domains';

/** Removes a domain from the site: never the primary one (make another primary first), never the platform subdomain. */
export async function removeSiteDomain(db: Queryable, options: { siteId: string; host: string }): Promise<TSiteDomains> {
  const host = normalizeHostInput(options.host);
  await db.transaction(async (tx) => {
    await lockSiteDomains(tx, options.siteId);
    const row = host ? await findSiteDomain(tx, options.siteId, host) : null;
    if (!row) throw new AppError('NOT_FOUND', 'domains.notFound');
    if (row.isPrimary) throw new AppError('CONFLICT', 'domains.primaryNotRemovable');
    if (domainView(row).kind === 'platform') throw new AppError('CONFLICT', 'domains.platformNotRemovable');
    await tx.delete(siteDomains).where(and(eq(siteDomains.host, row.host), eq(siteDomains.siteId, options.siteId), eq(siteDomains.isPrimary, false)));
  });
  domainsChanged(options.siteId);
  return listSiteDomains(db, { siteId: options.siteId });
}
