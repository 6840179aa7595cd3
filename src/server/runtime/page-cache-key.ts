/**
 * Query parameters that change what a page request answers: the search term, Next's RSC fetch
 * marker, and the outcome of a form posted without JavaScript (`form`, see form-return.ts). A URL carrying one is never answered from (or stored in) the page cache — search
 * results have their own short cache. Every other parameter (`utm_*`, `fbclid`, `gclid`, `ref`, …)
 * changes nothing the server renders, so it is dropped from the cache key: campaign links do not
 * bypass the cache.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = ['q', '_rsc', 'form'];

/** The path a URL is cached under, or null when a parameter in it changes the page. */
export function pageCachePath(url: string): string | null {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  for (const name of new URLSearchParams(url.slice(mark + 1)).keys()) if (PAGE_QUERY_PARAMS.includes(name)) return null;
  return url.slice(0, mark);
}
