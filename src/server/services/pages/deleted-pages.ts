import type { Logger } from 'pino';
import { and, eq, lt } from 'drizzle-orm';
import type { TDeletedPage } from '../../../shared/schemas/site-structure';
import type { Database, Queryable } from '../../db/client';
import { pages } from '../../db/schema';

/** How long a deleted page can be restored before it is purged for good. */
export const RESTORE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export const purgeDate = (deletedAt: Date) => new Date(deletedAt.getTime() + RESTORE_WINDOW_MS);

/** GET /pages/deleted: the site's deleted pages that can still be restored, newest first. */
export async function listDeletedPages(db: Queryable, options: { siteId: string; now?: Date }): Promise<TDeletedPage[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select({ id: pages.id, collection: pages.collection, draft: pages.draft, deletedAt: pages.deletedAt })
    .from(pages)
    .where(and(eq(pages.siteId, options.siteId), eq(pages.status, 'deleted')));
  return rows
    .filter((row): row is typeof row & { deletedAt: Date } => row.deletedAt !== null && purgeDate(row.deletedAt) > now)
    .sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime())
    .map((row) => ({
      id: row.id,
      collection: row.collection,
      name: row.draft.meta.name,
      deletedAt: row.deletedAt.toISOString(),
      purgeAt: purgeDate(row.deletedAt).toISOString(),
    }));
}

/**
 * Deletes for good the pages deleted before `olderThan` (boxes, fields, versions, search
 * documents and redirects go with them by cascade). Runs across all sites: it is the sweep's job.
 */
export async function purgeDeletedPages(db: Queryable, options: { olderThan: Date }): Promise<number> {
  const purged = await db
    .delete(pages)
    .where(and(eq(pages.status, 'deleted'), lt(pages.deletedAt, options.olderThan)))
    .returning({ id: pages.id });
  return purged.length;
}

/** The background job beside the upload sweep: once at start, then daily. */
export function startDeletedPagePurge(options: { db: Database; logger: Logger; intervalMs?: number }): { stop: () => void } {
  const sweep = () =>
    purgeDeletedPages(options.db, { olderThan: new Date(Date.now() - RESTORE_WINDOW_MS) }).then(
      (count) => {
        if (count > 0) options.logger.info({ count }, 'deleted pages purged');
      },
      (error: unknown) => options.logger.error({ err: error }, 'deleted page purge failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), options.intervalMs ?? 24 * 60 * 60 * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
