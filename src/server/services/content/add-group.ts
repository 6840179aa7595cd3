import { eq } from 'drizzle-orm';
import type { GroupState, OptionValue } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { groups } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { lockPage, sectionsInOrder } from '../pages/lock-page';

/**
 * Adds a draft section to a page right after `nextTo` (or at the end), shifting the sections
 * below it in the working state only.
 */
export async function addGroup(
  db: Queryable,
  options: { siteId: string; pageId: string; type: string; nextTo?: string | null; options?: Record<string, OptionValue> },
): Promise<{ groupId: string; position: number }> {
  const { siteId, pageId } = options;
  return db.transaction(async (tx) => {
    await lockPage(tx, { siteId, pageId });
    const siblings = await sectionsInOrder(tx, pageId);
    const anchor = options.nextTo ? siblings.findIndex((g) => g.id === options.nextTo) : siblings.length - 1;
    if (options.nextTo && anchor < 0) throw new AppError('NOT_FOUND', 'content.anchorNotFound');
    const position = anchor + 1;
    const now = new Date();
    for (const [index, sibling] of siblings.entries()) {
      const wanted = index < position ? index : index + 1;
      if (sibling.draft.position !== wanted) {
        await tx
          .update(groups)
          .set({ draft: { ...sibling.draft, position: wanted }, updatedAt: now })
          .where(eq(groups.id, sibling.id));
      }
    }
    const draft: GroupState = { position, options: options.options ?? {}, meta: { disallowedLanguages: [] } };
    const [row] = await tx.insert(groups).values({ siteId, pageId, componentType: options.type, status: 'draft', draft }).returning({ id: groups.id });
    if (!row) throw new AppError('INTERNAL', 'content.addSectionFailed');
    return { groupId: row.id, position };
  });
}
