import type { ActiveCollection } from '../../../shared/schemas/site-structure';
import type { Queryable } from '../../db/client';
import { indexOfItem, lockContainer, saveContainerList } from './container';

/** Moves an item between the container's shown list and its archive (a draft until published). */
export async function setCollectionItemVisibility(
  db: Queryable,
  options: { siteId: string; collectionId: string; collection: ActiveCollection; pageId: string; visible: boolean },
): Promise<{ visible: boolean }> {
  return db.transaction(async (tx) => {
    const container = await lockContainer(tx, options);
    const index = indexOfItem(container, options.pageId);
    const list = container.list.map((entry, at) => (at === index ? { ...entry, visible: options.visible } : entry));
    await saveContainerList(tx, container, list);
    return { visible: options.visible };
  });
}
