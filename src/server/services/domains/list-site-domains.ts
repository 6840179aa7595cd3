import { asc, desc, eq, sql } from 'drizzle-orm';
import { MAX_DOMAINS_PER_SITE } from '../../../shared/content/host-name';
import { DNS_PROBLEMS, type DnsProblem, type TSiteDomain, type TSiteDomains } from '../../../shared/schemas/domains';
import type { Queryable, Transaction } from '../../db/client';
import { siteDomains } from '../../db/schema';
import { type PlatformConfig, getConfig } from '../../platform/config';
import { platformSlugOf } from '../../platform/platform-host';

type DomainRow = typeof siteDomains.$inferSelect;
type TargetConfig = Pick<PlatformConfig, 'PLATFORM_DOMAIN' | 'PLATFORM_IPV4' | 'PLATFORM_IPV6'>;

/** `lastCheckError` is the problem, then what was found instead, space-separated (`wrongTarget other.host.ch`). */
export function formatCheckError(problem: DnsProblem, found: readonly string[]): string {
  return [problem, ...found].join(' ');
}

function parseCheckError(text: string | null): { problem: DnsProblem | null; found: string[] } {
  const [problem, ...found] = (text ?? '').split(' ').filter(Boolean);
  return (DNS_PROBLEMS as readonly string[]).includes(problem ?? '') ? { problem: problem as DnsProblem, found } : { problem: null, found: [] };
}

/**
 * The platform subdomain by its kind (or its name, for sites given one by `site:create --host`);
 * a domain added in the panel starts unverified and is checked; an operator's host is neither.
 */
function kindOf(row: DomainRow, config: TargetConfig): TSiteDomain['kind'] {
  if (row.kind === 'platform' || platformSlugOf(row.host, config) !== null) return 'platform';
  return row.verifiedAt === null || row.checkedAt !== null ? 'own' : 'operator';
}

export function domainView(row: DomainRow, config: TargetConfig = getConfig()): TSiteDomain {
  const verified = row.verifiedAt !== null;
  const { problem, found } = verified ? { problem: null, found: [] } : parseCheckError(row.lastCheckError);
  return { host: row.host, kind: kindOf(row, config), verified, primary: row.isPrimary, checkedAt: row.checkedAt?.toISOString() ?? null, problem, found };
}

/** The site's domains — primary first, then by age — and where own domains must point. */
export async function listSiteDomains(db: Queryable, options: { siteId: string; config?: TargetConfig }): Promise<TSiteDomains> {
  const config = options.config ?? getConfig();
  const rows = await db
    .select()
    .from(siteDomains)
    .where(eq(siteDomains.siteId, options.siteId))
    .orderBy(desc(siteDomains.isPrimary), asc(siteDomains.createdAt), asc(siteDomains.host));
  return {
    domains: rows.map((row) => domainView(row, config)),
    target: { cname: config.PLATFORM_DOMAIN ?? null, ipv4: config.PLATFORM_IPV4 ?? null, ipv6: config.PLATFORM_IPV6 ?? null },
    max: MAX_DOMAINS_PER_SITE,
  };
}

/** The row of `host` if it belongs to the site; another site's domain is not found, like an unknown one. */
export async function findSiteDomain(db: Queryable, siteId: string, host: string): Promise<DomainRow | null> {
  const [row] = await db.select().from(siteDomains).where(eq(siteDomains.host, host)).limit(1);
  return row && row.siteId === siteId ? row : null;
}

/** Serializes changes of one site's domains until the transaction ends (the limit, the one primary). */
export async function lockSiteDomains(tx: Transaction, siteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site-domains:${siteId}`}))`);
}
