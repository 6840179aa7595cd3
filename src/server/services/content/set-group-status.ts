import { and, eq } from 'drizzle-orm';
import type { ItemStatus } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { groups } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { removeGroup } from './remove-group';

type Settable = 'draft' | 'published' | 'archived' | 'markedForDeletion';

/**
 * Status changes an editor may make to a section: restore a pending removal, archive (hide from
 * the page after publish) or bring back an archived one. `from` must match, so a stale client
 * cannot overwrite a change it has not seen.
 */
export async function setGroupStatus(
  db: Queryable,
  options: { siteId: string; pageId: string; groupId: string; from: Settable; to: Settable },
): Promise<{ status: ItemStatus }> {
  const { siteId, pageId, groupId, from, to } = options;
  if (to === 'markedForDeletion') {
    const result = await removeGroup(db, { siteId, groupId });
    return { status: result === 'deleted' ? 'deleted' : 'markedForDeletion' };
  }
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({ status: groups.status, previousStatus: groups.previousStatus, published: groups.published })
      .from(groups)
      .where(and(eq(groups.id, groupId), eq(groups.siteId, siteId), eq(groups.pageId, pageId)))
      .for('update');
    if (!group || group.status === 'deleted') throw new AppError('NOT_FOUND', 'content.sectionNotFound');
    if (group.status !== from) throw new AppError('CONFLICT', 'content.sectionStatusChanged', { values: { status: group.status, from } });
    let status: ItemStatus;
    if (from === 'markedForDeletion' || from === 'archived') {
      // Back to where it was: published if visitors still see it, else a draft.
      status = group.published ? 'published' : 'draft';
    } else if (to === 'archived') {
      status = 'archived';
    } else {
      throw new AppError('BAD_REQUEST', 'content.sectionStatusNotAllowed', { values: { from, to } });
    }
    // previousStatus remembers where the section came from, so a revert can put it back.
    const previousStatus = status === 'archived' ? group.status : from === 'archived' && status === 'draft' ? 'archived' : null;
    await tx.update(groups).set({ status, previousStatus, updatedAt: new Date() }).where(eq(groups.id, groupId));
    return { status };
  });
}
