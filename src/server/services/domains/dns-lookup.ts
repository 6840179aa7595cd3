import { Resolver } from 'node:dns/promises';
import { getConfig } from '../../platform/config';
import { processSingleton } from '../../platform/process-singleton';

/** The DNS answers the own-domain check reads (one hop of CNAME; A/AAAA as the resolver follows them). */
export type DnsLookup = {
  cname(host: string): Promise<string[]>;
  a(host: string): Promise<string[]>;
  aaaa(host: string): Promise<string[]>;
};

/** Why a lookup gave no answer: the name does not exist, it has no record of that type, or the resolver failed. */
export class DnsLookupError extends Error {
  override name = 'DnsLookupError';
  constructor(
    readonly reason: 'notFound' | 'noData' | 'failed',
    readonly code: string,
  ) {
    super(`DNS lookup failed: ${code}`);
  }
}

function reasonOf(code: string): DnsLookupError['reason'] {
  if (code === 'ENOTFOUND') return 'notFound';
  if (code === 'ENODATA') return 'noData';
  return 'failed';
}

/**
 * Node's own resolver (c-ares over UDP/TCP), asking `servers` (DNS_SERVERS) or the system's
 * resolvers. Three seconds per try, two tries: a panel click waits at most a few seconds.
 */
export function nodeDnsLookup(servers: readonly string[] = []): DnsLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  const ask = async (query: () => Promise<string[]>) => {
    try {
      return await query();
    } catch (error) {
      const code = String((error as NodeJS.ErrnoException).code ?? 'EUNKNOWN');
      throw new DnsLookupError(reasonOf(code), code);
    }
  };
  return {
    cname: (host) => ask(() => resolver.resolveCname(host)),
    a: (host) => ask(() => resolver.resolve4(host)),
    aaaa: (host) => ask(() => resolver.resolve6(host)),
  };
}

const holder = processSingleton('dns-lookup', (): { lookup?: DnsLookup } => ({}));

/** The process's resolver, built once from DNS_SERVERS. */
export function getDnsLookup(): DnsLookup {
  holder.lookup ??= nodeDnsLookup(getConfig().DNS_SERVERS);
  return holder.lookup;
}

/** Forgets the process's resolver, so the next check builds it from the configuration again (tests that change DNS_SERVERS). */
export function resetDnsLookup(): void {
  holder.lookup = undefined;
}
