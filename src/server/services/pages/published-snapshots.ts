import { inArray, sql } from 'drizzle-orm';
import LRUCache from 'lru-cache';
import type { PageTree } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { pageVersions } from '../../db/schema';
import { deepFreeze } from '../../platform/deep-freeze';

/**
 * Published snapshots by version id. A version never changes once written, so a snapshot read
 * once serves every later render of that version and needs no invalidation: a publish makes a
 * new version, which the site's published chrome names (see loadSiteChrome). Shared between
 * renders, so frozen: a render that tried to change one would fail instead of changing the next.
 */
const MAX_SNAPSHOTS = 1000;
/** The most recently used last: the oldest goes first when it is full. */
const snapshots = new LRUCache<string, PageTree>({ max: MAX_SNAPSHOTS });

/** The snapshots of these versions, in their order (null for a version that does not exist); the ones not kept yet in one query. */
export async function loadPublishedSnapshots(db: Queryable, versionIds: readonly string[]): Promise<Array<PageTree | null>> {
  const missing = versionIds.filter((id) => !snapshots.has(id));
  if (missing.length > 0) {
    // As JSON text, parsed by V8: PGlite's own JSON reader took a third of the query's time for a large page.
    const rows = await db
      .select({ id: pageVersions.id, snapshot: sql<string>`${pageVersions.snapshot}::text` })
      .from(pageVersions)
      .where(inArray(pageVersions.id, [...new Set(missing)]));
    for (const row of rows) snapshots.set(row.id, deepFreeze(JSON.parse(row.snapshot) as PageTree));
  }
  return versionIds.map((id) => snapshots.get(id) ?? null);
}

export async function loadPublishedSnapshot(db: Queryable, versionId: string): Promise<PageTree | null> {
  const [snapshot] = await loadPublishedSnapshots(db, [versionId]);
  return snapshot ?? null;
}
