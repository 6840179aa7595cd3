import { pinnedFetch } from './pinned-fetch';
import { type LookupAll, UnsafeUrlError, assertPublicUrl } from './public-url';

/** Redirects followed by a server-side fetch before it gives up. */
export const MAX_PUBLIC_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type PublicFetchOptions = {
  fetchImpl?: typeof fetch;
  lookup?: LookupAll;
  timeoutMs: number;
  headers?: Record<string, string>;
  maxRedirects?: number;
};

/**
 * GET from a public http(s) URL. Redirects are followed by hand so every hop's host is resolved and
 * checked again (a public endpoint answering `302 Location: http://169.254.169.254/` is refused);
 * one timeout covers the whole chain. The connection itself resolves through `publicOnlyLookup`
 * (`pinnedFetch`), so a DNS answer that changes after the check cannot reach a private address.
 */
export async function fetchPublic(url: string | URL, options: PublicFetchOptions): Promise<Response> {
  const fetchImpl = options.fetchImpl ?? pinnedFetch;
  const maxRedirects = options.maxRedirects ?? MAX_PUBLIC_REDIRECTS;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let target = await assertPublicUrl(url, options.lookup);
  for (let hop = 0; ; hop += 1) {
    const response = await fetchImpl(target, { headers: options.headers, redirect: 'manual', signal });
    if (!REDIRECT_STATUSES.has(response.status)) return response;
    const location = response.headers.get('location');
    await response.body?.cancel();
    if (!location) throw new Error(`Redirect without a location from ${target.host}`);
    if (hop >= maxRedirects) throw new Error(`More than ${maxRedirects} redirects from ${target.host}`);
    let next: URL;
    try {
      next = new URL(location, target);
    } catch {
      throw new UnsafeUrlError('Invalid redirect location');
    }
    target = await assertPublicUrl(next, options.lookup);
  }
}
