import { and, eq } from 'drizzle-orm';
import type { ActiveCollection } from '../../../shared/schemas/site-structure';
import type { Queryable } from '../../db/client';
import { pages } from '../../db/schema';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { indexOfItem, lockContainer, saveContainerList } from './container';

/**
 * Takes the item out of the container's list and marks its page deleted (restorable from the
 * history). The page leaves the live containers at once, so the site's cached pages are dropped.
 */
export async function removeCollectionItem(
  db: Queryable,
  options: { siteId: string; collectionId: string; collection: ActiveCollection; pageId: string },
): Promise<{ pageId: string }> {
  await db.transaction(async (tx) => {
    const container = await lockContainer(tx, options);
    const index = indexOfItem(container, options.pageId);
    await saveContainerList(tx, container, container.list.filter((_, at) => at !== index));
    await tx
      .update(pages)
      .set({ status: 'deleted', updatedAt: new Date() })
      .where(and(eq(pages.id, options.pageId), eq(pages.siteId, options.siteId)));
  });
  invalidateCacheTags([siteTag(options.siteId)]);
  return { pageId: options.pageId };
}
