import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { getBlockDefinition } from '../../../shared/blocks/definitions';
import type { CollectionItemRef, GroupState } from '../../../shared/content/types';
import type { ActiveCollection } from '../../../shared/schemas/site-structure';
import type { Transaction } from '../../db/client';
import { groups, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { completeItemList } from './order-items';

export type ContainerOptions = { siteId: string; collectionId: string; collection: ActiveCollection };
export type LockedContainer = { id: string; pageId: string; draft: GroupState; list: CollectionItemRef[] };

/**
 * Locks a container section of this site for the rest of the transaction and reads its full
 * working list. Another site's (or a removed) section is not found; a section whose block does
 * not list this collection is refused, so nothing is changed on a wrong request.
 */
export async function lockContainer(tx: Transaction, options: ContainerOptions): Promise<LockedContainer> {
  const [group] = await tx
    .select({ id: groups.id, pageId: groups.pageId, type: groups.componentType, draft: groups.draft })
    .from(groups)
    .where(and(eq(groups.id, options.collectionId), eq(groups.siteId, options.siteId), ne(groups.status, 'deleted')))
    .for('update');
  if (!group) throw new AppError('NOT_FOUND', 'collections.containerNotFound');
  const load = getBlockDefinition(group.type)?.load;
  if (load?.kind !== 'collectionItems' || load.collection !== options.collection) {
    throw new AppError('BAD_REQUEST', 'collections.notThisCollection', { values: { collection: options.collection } });
  }
  const pageIds = await collectionPageIds(tx, options);
  return { id: group.id, pageId: group.pageId, draft: group.draft, list: completeItemList(group.draft.items, pageIds) };
}

/** The collection's pages an editor works with (not archived or deleted), oldest first. */
export async function collectionPageIds(tx: Transaction, options: { siteId: string; collection: ActiveCollection }): Promise<string[]> {
  const rows = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, options.siteId), eq(pages.collection, options.collection), notInArray(pages.status, ['deleted', 'archived'])))
    .orderBy(asc(pages.createdAt), asc(pages.id));
  return rows.map((row) => row.id);
}

/** The item must be a page of the container's list (this site's, this collection's). */
export function indexOfItem(container: LockedContainer, pageId: string): number {
  const index = container.list.findIndex((entry) => entry.pageId === pageId);
  if (index < 0) throw new AppError('NOT_FOUND', 'collections.itemNotFound');
  return index;
}

/** Stores the new list as the container's working state (a draft until its page is published). */
export async function saveContainerList(tx: Transaction, container: LockedContainer, list: CollectionItemRef[]): Promise<void> {
  await tx
    .update(groups)
    .set({ draft: { ...container.draft, items: list }, version: sql`${groups.version} + 1`, updatedAt: new Date() })
    .where(eq(groups.id, container.id));
}
