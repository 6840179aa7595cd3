import type { Database } from '../../db/client';
import { normalizeHost } from '../../platform/host';
import { isPlatformHost } from '../../platform/platform-host';
import { resolveSiteByHost } from '../sites/resolve-site';

export type AccountHost = { name: string; kind: 'site' | 'platform' };

/**
 * The host a sign-in or account page is served on: a site's (named by the site) or the platform's
 * own (named by its host). Anything else is the unknown-host page. The account pages work alike on
 * both, since a person's account is not a site's.
 */
export async function accountHost(db: Database, hostHeader: string | null | undefined): Promise<AccountHost | null> {
  const site = await resolveSiteByHost(hostHeader, db);
  if (site) return { name: site.name, kind: 'site' };
  return isPlatformHost(hostHeader) ? { name: normalizeHost(hostHeader) ?? '', kind: 'platform' } : null;
}
