import { recordAuditEvent } from '../audit/record-audit-event';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { media, sites } from '../../db/schema';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { type ObjectStorage, allVariantKeys, getStorage } from '../../platform/storage';
import { SITE_RESTORE_DAYS } from '../../../shared/schemas/platform';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The purge runs daily, like the deleted pages' purge. */
const PURGE_INTERVAL_MS = DAY_MS;

export type PurgeResult = { sites: number; objects: number; objectsLeft: number };

/**
 * Removes for good the sites deleted before `olderThan` (30 days ago for the daily run): each in
 * its own transaction, the site row claimed with SKIP LOCKED (instances purging at once never take
 * the same one, a restore in flight wins) and deleted — pages, media rows, members, domains and
 * the rest go by cascade, so its domains are free again. Then its stored objects (originals, crops,
 * videos, captions and every variant key): after the rows, so nothing points at a missing object;
 * a failed object delete only leaves an orphan, counted in `objectsLeft`.
 */
export async function purgeDeletedSites(db: Database, options: { olderThan: Date; storage?: ObjectStorage }): Promise<PurgeResult> {
  const storage = options.storage ?? getStorage();
  const result: PurgeResult = { sites: 0, objects: 0, objectsLeft: 0 };
  const purged = new Map<string, string>();
  const due = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(isNotNull(sites.deletedAt), lt(sites.deletedAt, options.olderThan)));
  for (const { id } of due) {
    const keys = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ id: sites.id, name: sites.name })
        .from(sites)
        .where(and(eq(sites.id, id), isNotNull(sites.deletedAt), lt(sites.deletedAt, options.olderThan)))
        .for('update', { skipLocked: true });
      if (!claimed) return null;
      const stored = await tx
        .select({ id: media.id, objectKey: media.objectKey, mediaType: media.mediaType, video: media.video })
        .from(media)
        .where(eq(media.siteId, id));
      await tx.delete(sites).where(eq(sites.id, id));
      purged.set(id, claimed.name);
      return stored.flatMap((item) => [
        ...(item.video?.source === 'youtube' || !item.objectKey ? [] : [item.objectKey]),
        ...(item.mediaType === 'image' ? allVariantKeys(id, item.id) : []),
      ]);
    });
    if (keys === null) continue;
    invalidateCacheTags([siteTag(id)]);
    // The site row is gone (the event cannot point at it): its id and name go into the details.
    await recordAuditEvent(db, { action: 'site.purged', details: { siteId: id, name: purged.get(id) ?? '' } });
    result.sites += 1;
    const deleted = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    const left = deleted.filter((outcome) => outcome.status === 'rejected').length;
    result.objects += keys.length - left;
    result.objectsLeft += left;
  }
  return result;
}

/** The daily background job beside the deleted pages' purge: once at start, then every day. */
export function startDeletedSitePurge(options: { db: Database; logger: Logger; intervalMs?: number }): { stop: () => void } {
  const sweep = () =>
    purgeDeletedSites(options.db, { olderThan: new Date(Date.now() - SITE_RESTORE_DAYS * DAY_MS) }).then(
      (result) => {
        if (result.sites > 0) options.logger.info(result, 'deleted sites purged');
        if (result.objectsLeft > 0) options.logger.warn(result, 'media objects of purged sites left behind');
      },
      (error: unknown) => options.logger.error({ err: error }, 'deleted site purge failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), options.intervalMs ?? PURGE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
