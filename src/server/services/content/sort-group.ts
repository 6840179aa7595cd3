import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { groups } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { lockPage, sectionsInOrder } from '../pages/lock-page';

/** Moves a section one place up or down in the page's working order. */
export async function sortGroup(
  db: Queryable,
  options: { siteId: string; pageId: string; groupId: string; direction: 'up' | 'down' },
): Promise<{ moved: boolean }> {
  const { siteId, pageId, groupId, direction } = options;
  return db.transaction(async (tx) => {
    await lockPage(tx, { siteId, pageId });
    const siblings = await sectionsInOrder(tx, pageId);
    const index = siblings.findIndex((g) => g.id === groupId);
    if (index < 0) throw new AppError('NOT_FOUND', 'content.sectionNotFound');
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= siblings.length) return { moved: false };
    const order = [...siblings];
    [order[index], order[target]] = [order[target]!, order[index]!];
    const now = new Date();
    for (const [position, sibling] of order.entries()) {
      if (sibling.draft.position !== position) {
        await tx
          .update(groups)
          .set({ draft: { ...sibling.draft, position }, updatedAt: now })
          .where(eq(groups.id, sibling.id));
      }
    }
    return { moved: true };
  });
}
