import { processSingleton } from './process-singleton';
/**
 * Cache tags are scoped by site, so no tenant can invalidate (or learn about) another's pages.
 * A cached page carries its page tag, its site's navigation and settings tags, and the site tag.
 * The one exception is `LISTED_BUSINESSES_TAG`, on every page: an association's site shows the
 * published job offers and marketplace items of every listed business (issue 16), so a change to
 * those empties all sites' pages at once — one short tag, where a list of every site's tag would
 * outgrow the fan-out's notification. Only the server invalidates it (the revalidate route maps
 * a client's tag to its own site's tags only).
 */
export const siteTag = (siteId: string) => `site:${siteId}`;
export const LISTED_BUSINESSES_TAG = 'listed-businesses';
export const pageTag = (siteId: string, pageId: string) => `site:${siteId}:page:${pageId}`;
export const navigationTag = (siteId: string) => `site:${siteId}:navigation`;
export const settingsTag = (siteId: string) => `site:${siteId}:settings`;

/** `remote`: another app instance's invalidation, arrived over the event bus (not sent on again). */
export type InvalidationSource = 'local' | 'remote';
export type TagInvalidator = (tags: string[], source: InvalidationSource) => void;

function invalidators(): Set<TagInvalidator> {
  return processSingleton('tag-invalidators', () => new Set<TagInvalidator>());
}

/** Caches (the page cache in front of Next, the search cache, the site chrome) register here to hear invalidations, local and remote. */
export function onCacheTagsInvalidated(listener: TagInvalidator): () => void {
  invalidators().add(listener);
  return () => invalidators().delete(listener);
}

export function invalidateCacheTags(tags: string[], source: InvalidationSource = 'local'): void {
  for (const listener of invalidators()) listener(tags, source);
}

/** Everything a rendered page depends on. */
export function cacheTagsForPage(siteId: string, pageId: string): string[] {
  return [siteTag(siteId), pageTag(siteId, pageId), navigationTag(siteId), settingsTag(siteId), LISTED_BUSINESSES_TAG];
}
