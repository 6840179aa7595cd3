import { eq, sql } from 'drizzle-orm';
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
const snapshots = new Map<string, PageTree>();

export async function loadPublishedSnapshot(db: Queryable, versionId: string): Promise<PageTree | null> {
  const kept = snapshots.get(versionId);
  if (kept) {
    // The most recently used last: the oldest goes first when the map is full.
    snapshots.delete(versionId);
    snapshots.set(versionId, kept);
    return kept;
  }
  // As JSON text, parsed by V8: PGlite's own JSON reader took a third of the query's time for a large page.
  const rows = await db
    .select({ snapshot: sql<string>`${pageVersions.snapshot}::text` })
    .from(pageVersions)
    .where(eq(pageVersions.id, versionId))
    .limit(1);
  if (!rows[0]) return null;
  const snapshot = deepFreeze(JSON.parse(rows[0].snapshot) as PageTree);
  snapshots.set(versionId, snapshot);
  if (snapshots.size > MAX_SNAPSHOTS) {
    const oldest = snapshots.keys().next().value;
    if (oldest !== undefined) snapshots.delete(oldest);
  }
  return snapshot;
}
