import { and, eq, isNull } from 'drizzle-orm';
import { normalizeHostInput } from '../../../shared/content/host-name';
import type { TSiteDomains } from '../../../shared/schemas/domains';
import type { Queryable } from '../../db/client';
import { siteDomains } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { type PlatformConfig, getConfig } from '../../platform/config';
import { type DnsLookup, getDnsLookup } from './dns-lookup';
import { domainsChanged } from './domain-changed';
import { findSiteDomain, formatCheckError, listSiteDomains } from './list-site-domains';
import { verifyDns } from './verify-dns';

type CheckConfig = Pick<PlatformConfig, 'PLATFORM_DOMAIN' | 'PLATFORM_IPV4' | 'PLATFORM_IPV6'>;

/**
 * "Jetzt prüfen": asks DNS whether a pending domain points at the platform (verify-dns.ts). Passing,
 * it is verified and serves the site from now on; failing, what was found is kept for the panel.
 * A verified domain is not checked again (a DNS hiccup must not take a live site off its domain).
 */
export async function checkSiteDomain(
  db: Queryable,
  options: { siteId: string; host: string; lookup?: DnsLookup; config?: CheckConfig },
): Promise<TSiteDomains> {
  const config = options.config ?? getConfig();
  const host = normalizeHostInput(options.host);
  const row = host ? await findSiteDomain(db, options.siteId, host) : null;
  if (!row) throw new AppError('NOT_FOUND', 'domains.notFound');
  if (row.verifiedAt === null) {
    if (!config.PLATFORM_DOMAIN && !config.PLATFORM_IPV4 && !config.PLATFORM_IPV6) throw new AppError('CONFLICT', 'domains.noTarget');
    const verdict = await verifyDns(options.lookup ?? getDnsLookup(), row.host, {
      domain: config.PLATFORM_DOMAIN,
      ipv4: config.PLATFORM_IPV4,
      ipv6: config.PLATFORM_IPV6,
    });
    const now = new Date();
    await db
      .update(siteDomains)
      .set(
        verdict.verified
          ? { verifiedAt: now, checkedAt: now, lastCheckError: null }
          : { checkedAt: now, lastCheckError: formatCheckError(verdict.problem, verdict.found) },
      )
      // Only while still pending and still this site's (removed meanwhile: nothing to write).
      .where(and(eq(siteDomains.host, row.host), eq(siteDomains.siteId, options.siteId), isNull(siteDomains.verifiedAt)));
    if (verdict.verified) domainsChanged(options.siteId);
  }
  return listSiteDomains(db, { siteId: options.siteId, config });
}
