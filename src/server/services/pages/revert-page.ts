import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { fields, groups, pages } from '../../db/schema';
import { lockPage } from './lock-page';

/**
 * Discards every unpublished change of a page in all languages: never-published groups and
 * fields go away, pending removals come back, and every draft is reset to its published state.
 */
export async function revertPage(db: Queryable, options: { siteId: string; pageId: string }): Promise<void> {
  const { siteId, pageId } = options;
  await db.transaction(async (tx) => {
    const page = await lockPage(tx, { siteId, pageId });
    const now = new Date();
    // Only a draft that differs becomes a new version: an editor's untouched base stays valid.
    const bump = (version: unknown, draft: unknown, published: unknown) => sql`${version} + (case when ${draft} = ${published} then 0 else 1 end)`;

    // Unarchived since the last publish (not live): archived again.
    await tx
      .update(groups)
      .set({ status: 'archived', previousStatus: null, updatedAt: now })
      .where(and(eq(groups.pageId, pageId), eq(groups.siteId, siteId), eq(groups.status, 'draft'), eq(groups.previousStatus, 'archived')));
    await tx
      .delete(groups)
      .where(and(eq(groups.pageId, pageId), eq(groups.siteId, siteId), isNull(groups.published), inArray(groups.status, ['draft', 'markedForDeletion'])));
    await tx
      .update(groups)
      .set({
        status: sql`coalesce(${groups.previousStatus}, 'published')`,
        previousStatus: null,
        updatedAt: now,
      })
      .where(and(eq(groups.pageId, pageId), eq(groups.siteId, siteId), eq(groups.status, 'markedForDeletion')));
    // Archived since the last publish (still live): back to published.
    await tx
      .update(groups)
      .set({ status: 'published', previousStatus: null, updatedAt: now })
      .where(and(eq(groups.pageId, pageId), eq(groups.siteId, siteId), eq(groups.status, 'archived'), isNotNull(groups.published)));
    await tx
      .update(groups)
      .set({ draft: sql`${groups.published}`, version: bump(groups.version, groups.draft, groups.published), updatedAt: now })
      .where(and(eq(groups.pageId, pageId), eq(groups.siteId, siteId), isNotNull(groups.published)));

    const pageGroupIds = tx.select({ id: groups.id }).from(groups).where(eq(groups.pageId, pageId));
    await tx.delete(fields).where(and(eq(fields.siteId, siteId), isNull(fields.published), sql`${fields.groupId} in ${pageGroupIds}`));
    await tx
      .update(fields)
      .set({ draft: sql`${fields.published}`, version: bump(fields.version, fields.draft, fields.published), updatedAt: now })
      .where(and(eq(fields.siteId, siteId), isNotNull(fields.published), sql`${fields.groupId} in ${pageGroupIds}`));

    if (page.published) {
      await tx
        .update(pages)
        .set({ draft: sql`${pages.published}`, version: bump(pages.version, pages.draft, pages.published), updatedAt: now })
        .where(eq(pages.id, pageId));
    }
  });
}
