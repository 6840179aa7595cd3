import type { ActiveCollection } from '../../../shared/schemas/site-structure';
import type { Queryable } from '../../db/client';
import { indexOfItem, lockContainer, saveContainerList } from './container';
import { arrayMove } from './order-items';

/** Moves `activeId` to `overId`'s place in the container's working list (dnd-kit's arrayMove). */
export async function sortCollection(
  db: Queryable,
  options: { siteId: string; collectionId: string; collection: ActiveCollection; activeId: string; overId: string },
): Promise<{ order: string[] }> {
  return db.transaction(async (tx) => {
    const container = await lockContainer(tx, options);
    const from = indexOfItem(container, options.activeId);
    const to = indexOfItem(container, options.overId);
    const list = arrayMove(container.list, from, to);
    await saveContainerList(tx, container, list);
    return { order: list.map((entry) => entry.pageId) };
  });
}
