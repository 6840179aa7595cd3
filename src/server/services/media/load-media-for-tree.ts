import { and, eq, inArray } from 'drizzle-orm';
import { getBlockDefinition } from '../../../shared/blocks/definitions';
import type { MediaInfo } from '../../../shared/content/media';
import type { PageTree } from '../../../shared/content/types';
import { captionIds } from '../../../shared/blocks/video-player/captions';
import type { Queryable } from '../../db/client';
import { media } from '../../db/schema';
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

/** The page's media in one query, keyed by id (this site's only). */
export async function loadMediaForTree(
  db: Queryable,
  options: { siteId: string; tree: PageTree | null; extraIds?: Array<string | null> },
): Promise<Map<string, MediaInfo>> {
  // Extra ids: media the chrome shows around the page (the site logo).
  const extra = (options.extraIds ?? []).filter((id): id is string => typeof id === 'string' && UUID.test(id));
  // No tree: only the chrome's media (the 404 page's header).
  const ids = [...new Set([...(options.tree ? mediaIdsOf(options.tree) : []), ...extra])];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(media).where(and(eq(media.siteId, options.siteId), inArray(media.id, ids)));
  return new Map(rows.map((row) => [row.id, toMediaInfo(row)]));
}
