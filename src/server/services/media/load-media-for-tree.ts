import { and, eq, inArray } from 'drizzle-orm';
import { getBlockDefinition } from '../../../shared/blocks/definitions';
import type { MediaInfo } from '../../../shared/content/media';
import type { PageTree } from '../../../shared/content/types';
import { captionIds } from '../../../shared/blocks/video-player/captions';
import type { Queryable } from '../../db/client';
import { media } from '../../db/schema';
import { deepFreeze } from '../../platform/deep-freeze';
import { SiteMemo } from '../../platform/site-memo';
import { toMediaInfo } from './to-media-info';

/** Every media id a page's fields and media options point at. */
export function mediaIdsOf(tree: PageTree): string[] {
  const ids = new Set<string>();
  for (const group of tree.groups) {
    for (const field of Object.values(group.fields)) if (field.mediaId) ids.add(field.mediaId);
    // Options holding media (a single image or a gallery's list), per the block's definition.
    const options = getBlockDefinition(group.type)?.options ?? {};
    for (const [key, option] of Object.entries(options)) {
      const value = group.options[key];
      if (option.type === 'media' && typeof value === 'string') ids.add(value);
      if (option.type === 'bulkUploader' && Array.isArray(value)) for (const id of value) if (typeof id === 'string') ids.add(id);
      if (option.type === 'captions') for (const id of captionIds(value)) ids.add(id);
    }
  }
  return [...ids].filter((id) => UUID.test(id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A page's media between renders, per site and list of ids: a page then reads its media rows once
 * per change, not on every render. Each change to a row a page can show (its focal point, tags or
 * folder, blur hash, a video becoming ready, a deletion) invalidates its site's cache tag, which
 * drops these along with the cached pages. A new row has an id no kept list names yet. Shared between renders, so frozen.
 */
const keptMedia = new SiteMemo<ReadonlyMap<string, MediaInfo>>({ ttlMs: 60_000, maxEntries: 2_000 });

/** The page's media in one query, keyed by id (this site's only). */
export async function loadMediaForTree(
  db: Queryable,
  options: { siteId: string; tree: PageTree | null; extraIds?: Array<string | null> },
): Promise<ReadonlyMap<string, MediaInfo>> {
  // Extra ids: media the chrome shows around the page (the site logo).
  const extra = (options.extraIds ?? []).filter((id): id is string => typeof id === 'string' && UUID.test(id));
  // No tree: only the chrome's media (the 404 page's header).
  const ids = [...new Set([...(options.tree ? mediaIdsOf(options.tree) : []), ...extra])].sort();
  if (ids.length === 0) return new Map();
  return keptMedia.getForSite(`${options.siteId}:${ids.join(',')}`, options.siteId, async () => {
    const rows = await db
      .select()
      .from(media)
      .where(and(eq(media.siteId, options.siteId), inArray(media.id, ids)));
    return new Map(rows.map((row) => [row.id, deepFreeze(toMediaInfo(row))]));
  });
}
