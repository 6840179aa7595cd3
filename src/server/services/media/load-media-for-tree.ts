import { and, eq, inArray } from 'drizzle-orm';
import type { MediaInfo } from '../../../shared/content/media';
import type { PageTree } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { media } from '../../db/schema';
import { toMediaInfo } from './to-media-info';

/** Every media id a page's fields and media options point at. */
export function mediaIdsOf(tree: PageTree): string[] {
  const ids = new Set<string>();
  for (const group of tree.groups) {
    for (const field of Object.values(group.fields)) if (field.mediaId) ids.add(field.mediaId);
  }
  return [...ids];
}

/** The page's media in one query, keyed by id (this site's only). */
export async function loadMediaForTree(db: Queryable, options: { siteId: string; tree: PageTree }): Promise<Map<string, MediaInfo>> {
  const ids = mediaIdsOf(options.tree);
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(media).where(and(eq(media.siteId, options.siteId), inArray(media.id, ids)));
  return new Map(rows.map((row) => [row.id, toMediaInfo(row)]));
}
