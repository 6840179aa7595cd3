import { count, eq } from 'drizzle-orm';
import { MAX_DOMAINS_PER_SITE, isUnderDomain, normalizeHostInput } from '../../../shared/content/host-name';
import type { TSiteDomains } from '../../../shared/schemas/domains';
import type { Queryable } from '../../db/client';
import { siteDomains } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { type PlatformConfig, getConfig } from '../../platform/config';
import { domainsChanged } from './domain-changed';
import { listSiteDomains, lockSiteDomains } from './list-site-domains';

/**
 * Adds an own domain to the site, unverified (it serves nothing until its DNS check passes).
 * Refused: no host name, the platform's own names, a name another site has (said without naming
 * the site), one the site has already, more than MAX_DOMAINS_PER_SITE.
 */
export async function addSiteDomain(
  db: Queryable,
  options: { siteId: string; host: string; config?: Pick<PlatformConfig, 'PLATFORM_DOMAIN' | 'PLATFORM_IPV4' | 'PLATFORM_IPV6'> },
): Promise<TSiteDomains> {
  const config = options.config ?? getConfig();
  const host = normalizeHostInput(options.host);
  if (!host) throw new AppError('BAD_REQUEST', 'domains.invalidHost');
  if (config.PLATFORM_DOMAIN && isUnderDomain(host, config.PLATFORM_DOMAIN)) throw new AppError('BAD_REQUEST', 'domains.platformHost');
  await db.transaction(async (tx) => {
    // One add at a time per site, so two cannot both pass the limit.
    await lockSiteDomains(tx, options.siteId);
    const [existing] = await tx.select({ siteId: siteDomains.siteId }).from(siteDomains).where(eq(siteDomains.host, host)).limit(1);
    if (existing) throw new AppError('CONFLICT', existing.siteId === options.siteId ? 'domains.alreadyAdded' : 'domains.hostTaken');
    const [total] = await tx.select({ n: count() }).from(siteDomains).where(eq(siteDomains.siteId, options.siteId));
    if ((total?.n ?? 0) >= MAX_DOMAINS_PER_SITE) throw new AppError('CONFLICT', 'domains.tooMany', { values: { max: MAX_DOMAINS_PER_SITE } });
    // Another site adding the same name at this moment: the primary key decides, the loser hears "taken".
    const inserted = await tx
      .insert(siteDomains)
      .values({ host, siteId: options.siteId, kind: 'custom', verifiedAt: null, isPrimary: false })
      .onConflictDoNothing()
      .returning({ host: siteDomains.host });
    if (inserted.length === 0) throw new AppError('CONFLICT', 'domains.hostTaken');
  });
  domainsChanged(options.siteId);
  return listSiteDomains(db, { siteId: options.siteId, config });
}
