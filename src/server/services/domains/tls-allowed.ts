import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { siteDomains, sites } from '../../db/schema';
import { type PlatformConfig, getConfig } from '../../platform/config';
import { normalizeHost } from '../../platform/host';

/**
 * Whether the TLS proxy may get a certificate for `domain` (Caddy's on-demand TLS `ask`): the
 * platform host itself, and every verified domain of a site — platform subdomains, operator hosts,
 * own domains whose DNS check passed — of a site not deleted (its hosts answer as unknown ones
 * until the purge frees them). Anything else (an unverified or unknown name) would let anyone make
 * the proxy request certificates for names pointed at it.
 */
export async function isTlsAllowed(db: Queryable, domain: string, config: Pick<PlatformConfig, 'PLATFORM_DOMAIN'> = getConfig()): Promise<boolean> {
  const host = normalizeHost(domain);
  if (!host || host !== domain.trim().toLowerCase().replace(/\.$/, '')) return false;
  if (config.PLATFORM_DOMAIN && host === config.PLATFORM_DOMAIN) return true;
  const [row] = await db
    .select({ host: siteDomains.host })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(and(eq(siteDomains.host, host), isNotNull(siteDomains.verifiedAt), isNull(sites.deletedAt)))
    .limit(1);
  return row !== undefined;
}
