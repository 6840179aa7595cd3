import { and, eq, inArray } from 'drizzle-orm';
import type { FieldNode, GroupNode, ItemStatus, PageTree } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { fields, groups, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export type ContentState = 'draft' | 'published';

/** Which group statuses each state shows: removals stay visible live until published. */
const VISIBLE_GROUP_STATUSES: Record<ContentState, ItemStatus[]> = {
  draft: ['draft', 'published', 'markedForDeletion'],
  published: ['published', 'markedForDeletion'],
};

/** Builds a page with its groups and fields from one state of the working tables. */
export async function loadPageTree(db: Queryable, options: { siteId: string; pageId: string; state: ContentState }): Promise<PageTree> {
  const { siteId, pageId, state } = options;
  const [page] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.siteId, siteId)))
    .limit(1);
  if (!page) throw new AppError('NOT_FOUND', 'pages.pageNotFound');
  const pageState = state === 'draft' ? page.draft : page.published;
  if (!pageState) throw new AppError('NOT_FOUND', 'pages.pageNotPublished');

  const groupRows = await db
    .select()
    .from(groups)
    .where(and(eq(groups.pageId, pageId), eq(groups.siteId, siteId), inArray(groups.status, VISIBLE_GROUP_STATUSES[state])));
  const groupIds = groupRows.map((g) => g.id);
  const fieldRows = groupIds.length
    ? await db
        .select()
        .from(fields)
        .where(and(eq(fields.siteId, siteId), inArray(fields.groupId, groupIds)))
    : [];

  const fieldsByGroup = new Map<string, Record<string, FieldNode>>();
  for (const field of fieldRows) {
    const fieldState = state === 'draft' ? field.draft : field.published;
    if (!fieldState) continue;
    const slots = fieldsByGroup.get(field.groupId) ?? {};
    // Versions belong to the working state: the editor bases its saves on them (409 when outdated).
    slots[field.slot] = { ...fieldState, id: field.id, slot: field.slot, ...(state === 'draft' ? { version: field.version } : {}) };
    fieldsByGroup.set(field.groupId, slots);
  }

  const groupNodes: GroupNode[] = [];
  for (const group of groupRows) {
    const groupState = state === 'draft' ? group.draft : group.published;
    if (!groupState) continue;
    groupNodes.push({
      ...groupState,
      id: group.id,
      type: group.componentType,
      status: group.status,
      fields: fieldsByGroup.get(group.id) ?? {},
      ...(state === 'draft' ? { version: group.version } : {}),
    });
  }
  groupNodes.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));

  return {
    page: {
      ...pageState,
      id: page.id,
      siteId: page.siteId,
      collection: page.collection,
      role: page.role,
      specialKey: page.specialKey,
      status: page.status,
    },
    groups: groupNodes,
  };
}
