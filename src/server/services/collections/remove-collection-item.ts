import type { ActiveCollection } from '../../../shared/schemas/site-structure';
import type { Queryable } from '../../db/client';
import { markPageDeleted } from '../pages/remove-page';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { indexOfItem, lockContainer, saveContainerList } from './container';

/**
 * Takes the item out of the container's list and marks its page deleted (restorable for 30 days
 * from the pages panel's recently deleted list). The page leaves the live containers at once, so the site's cached pages are dropped.
 */
export async function removeCollectionItem(
  db: Queryable,
  options: { siteId: string; collectionId: string; collection: ActiveCollection; pageId: string },
): Promise<{ pageId: string }> {
  await db.transaction(async (tx) => {
    const container = await lockContainer(tx, options);
    const index = indexOfItem(container, options.pageId);
    await saveContainerList(
      tx,
      container,
      container.list.filter((_, at) => at !== index),
    );
    await markPageDeleted(tx, { siteId: options.siteId, pageId: options.pageId });
  });
  invalidateCacheTags([siteTag(options.siteId)]);
  return { pageId: options.pageId };
}
