import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { groups } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * A never-published section is deleted at once; a published one is marked for deletion (kept
 * live until the page is published), remembering its status for a revert.
 */
export async function removeGroup(db: Queryable, options: { siteId: string; groupId: string }): Promise<'deleted' | 'markedForDeletion'> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({ status: groups.status, published: groups.published })
      .from(groups)
      .where(and(eq(groups.id, options.groupId), eq(groups.siteId, options.siteId)))
      .for('update');
    if (!group || group.status === 'deleted') throw new AppError('NOT_FOUND', 'content.sectionNotFound');
    if (group.published === null) {
      await tx.delete(groups).where(eq(groups.id, options.groupId));
      return 'deleted';
    }
    if (group.status !== 'markedForDeletion') {
      await tx
        .update(groups)
        .set({ status: 'markedForDeletion', previousStatus: group.status, updatedAt: new Date() })
        .where(eq(groups.id, options.groupId));
    }
    return 'markedForDeletion';
  });
}
