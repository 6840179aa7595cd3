import { and, eq, notInArray } from 'drizzle-orm';
import type { TCollectionEditorItem } from '../../../shared/schemas/collections';
import type { Queryable } from '../../db/client';
import { groups, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { getBlockDefinition } from '../../../shared/blocks/definitions';
import { completeItemList } from './order-items';

/**
 * The container's items as the collection editor shows them: its working order with the shown
 * flags, the collection's unlisted pages appended (shown), each with its name, slug and status.
 */
export async function listCollectionEditorItems(db: Queryable, options: { siteId: string; collectionId: string }): Promise<{ items: TCollectionEditorItem[] }> {
  const [group] = await db
    .select({ type: groups.componentType, draft: groups.draft, status: groups.status })
    .from(groups)
    .where(and(eq(groups.id, options.collectionId), eq(groups.siteId, options.siteId)))
    .limit(1);
  if (!group || group.status === 'deleted') throw new AppError('NOT_FOUND', 'collections.containerNotFound');
  const load = getBlockDefinition(group.type)?.load;
  if (load?.kind !== 'collectionItems') throw new AppError('BAD_REQUEST', 'collections.notAContainer');
  const rows = await db
    .select({ id: pages.id, draft: pages.draft, status: pages.status, createdAt: pages.createdAt })
    .from(pages)
    .where(and(eq(pages.siteId, options.siteId), eq(pages.collection, load.collection), notInArray(pages.status, ['deleted', 'archived'])));
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = completeItemList(
    group.draft.items,
    rows.map((row) => row.id),
  ).flatMap((entry) => {
    const row = byId.get(entry.pageId);
    if (!row) return [];
    const status: TCollectionEditorItem['status'] = row.status === 'published' ? 'published' : 'draft';
    return [{ pageId: row.id, name: row.draft.meta.name, slug: row.draft.slug, visible: entry.visible, status }];
  });
  return { items };
}
