/**
 * Cache tags are always scoped by site, so no tenant can invalidate (or learn about) another's pages.
 * A cached page carries its page tag, its site's navigation and settings tags, and the site tag.
 */
export const siteTag = (siteId: string) => `site:${siteId}`;
export const pageTag = (siteId: string, pageId: string) => `site:${siteId}:page:${pageId}`;
export const navigationTag = (siteId: string) => `site:${siteId}:navigation`;
export const settingsTag = (siteId: string) => `site:${siteId}:settings`;

export type TagInvalidator = (tags: string[]) => void;

const holder = globalThis as typeof globalThis & { __webboxTagInvalidators?: Set<TagInvalidator> };

function invalidators(): Set<TagInvalidator> {
  holder.__webboxTagInvalidators ??= new Set();
  return holder.__webboxTagInvalidators;
}

/** Caches (the page cache in front of Next, and any other) register here to hear invalidations. */
export function onCacheTagsInvalidated(listener: TagInvalidator): () => void {
  invalidators().add(listener);
  return () => invalidators().delete(listener);
}

export function invalidateCacheTags(tags: string[]): void {
  for (const listener of invalidators()) listener(tags);
}

/** Everything a rendered page depends on. */
export function cacheTagsForPage(siteId: string, pageId: string): string[] {
  return [siteTag(siteId), pageTag(siteId, pageId), navigationTag(siteId), settingsTag(siteId)];
}
