import { type LookupAddress, lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { UnsafeUrlError, isPublicAddress } from './public-url';

/**
 * Resolves like `dns.lookup` and refuses unless every address is public: used by the connection
 * itself, so the address that was checked is the address connected to. A DNS answer that changes
 * between `assertPublicUrl` and the connect (DNS rebinding) cannot reach the private network.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    const list = (addresses ?? []) as LookupAddress[];
    const refused =
      error ??
      (list.length === 0 || list.some((entry) => !isPublicAddress(entry.address))
        ? new UnsafeUrlError(`Host resolves to a non-public address: ${hostname}`)
        : null);
    if (refused) return callback(refused, '', 0);
    const [first] = list as [LookupAddress];
    if (options.all) return (callback as (error: null, addresses: LookupAddress[]) => void)(null, list);
    callback(null, first.address, first.family);
  });
};

const pinnedAgent = new Agent({ connect: { lookup: publicOnlyLookup } });

/**
 * `fetch` whose connections resolve through `publicOnlyLookup` (undici's agent takes the lookup;
 * Node's global fetch does not let us pass one). The Response types of undici and the DOM lib
 * differ only nominally.
 */
export const pinnedFetch: typeof fetch = (input, init) =>
  undiciFetch(input instanceof Request ? input.url : input, { ...(init as object), dispatcher: pinnedAgent }) as unknown as Promise<Response>;
