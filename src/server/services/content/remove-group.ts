import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { groups } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { changedMeanwhile } from './changed-meanwhile';

/**
 * A never-published section is deleted at once; a published one is marked for deletion (kept
 * live until the page is published), remembering its status for a revert. With `version` (the
 * editor's), a section changed meanwhile is not removed (409 with its current state).
 */
export async function removeGroup(db: Queryable, options: { siteId: string; groupId: string; version?: number }): Promise<'deleted' | 'markedForDeletion'> {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({ status: groups.status, published: groups.published, version: groups.version, draft: groups.draft })
      .from(groups)
      .where(and(eq(groups.id, options.groupId), eq(groups.siteId, options.siteId)))
      .for('update');
    if (!group || group.status === 'deleted') throw new AppError('NOT_FOUND', 'content.sectionNotFound');
    if (options.version !== undefined && options.version !== group.version) {
      throw changedMeanwhile({ itemType: 'group', id: options.groupId, version: group.version, state: group.draft });
    }
    if (group.published === null) {
      await tx.delete(groups).where(eq(groups.id, options.groupId));
      return 'deleted';
    }
    if (group.status !== 'markedForDeletion') {
      await tx.update(groups).set({ status: 'markedForDeletion', previousStatus: group.status, updatedAt: new Date() }).where(eq(groups.id, options.groupId));
    }
    return 'markedForDeletion';
  });
}
