import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { NO_CHANGES, type PageChanges } from '../../../shared/content/page-changes';
import type { ItemStatus } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { fields, groups, pages } from '../../db/schema';

type GroupRow = { id: string; pageId: string; status: ItemStatus; isNew: boolean; draftPosition: number; publishedPosition: number | null; changed: boolean };

/** The live boxes in their order: by position, then id (as the page loader sorts). */
function order(rows: GroupRow[], position: (row: GroupRow) => number): string[] {
  return [...rows].sort((a, b) => position(a) - position(b) || a.id.localeCompare(b.id)).map((row) => row.id);
}

/** One page's changes from its row and its boxes' rows (pure: the rules of `PageChanges`). */
export function pageChangesOf(page: { published: boolean; changed: boolean }, rows: GroupRow[], changedFieldsOf: ReadonlySet<string>): PageChanges {
  const staying = rows.filter((row) => row.status === 'published');
  const before = order(staying, (row) => row.publishedPosition ?? row.draftPosition);
  const after = order(staying, (row) => row.draftPosition);
  return {
    page: !page.published ? 'new' : page.changed ? 'changed' : null,
    newBoxes: rows.filter((row) => row.status === 'draft').length,
    changedBoxes: staying.filter((row) => row.changed || changedFieldsOf.has(row.id)).length,
    // A removal is pending until published; an archived box leaves the page when it was live.
    removedBoxes: rows.filter((row) => row.status === 'markedForDeletion' || (row.status === 'archived' && !row.isNew)).length,
    order: before.some((id, index) => after[index] !== id),
  };
}

/**
 * What publishing changes for visitors, per page (the single count of issue 31): the page's own
 * settings, new, changed and removed boxes, and the order of the boxes that stay. A box's
 * position alone is not a change (adding a box moves the ones below it), its relative order is.
 * Without `pageIds`, every page of the site that is not deleted or archived.
 */
export async function summarizeChanges(db: Queryable, options: { siteId: string; pageIds?: readonly string[] }): Promise<Map<string, PageChanges>> {
  const { siteId, pageIds } = options;
  if (pageIds?.length === 0) return new Map();
  const pageFilter = pageIds ? inArray(pages.id, [...pageIds]) : notInArray(pages.status, ['deleted', 'archived', 'markedForDeletion']);
  const pageRows = await db
    .select({
      id: pages.id,
      published: sql<boolean>`(${pages.published} is not null)`,
      changed: sql<boolean>`(${pages.published} is not null and ${pages.published}::jsonb <> ${pages.draft}::jsonb)`,
    })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), pageFilter));
  if (pageRows.length === 0) return new Map();
  const ids = pageRows.map((page) => page.id);

  const groupRows: GroupRow[] = await db
    .select({
      id: groups.id,
      pageId: groups.pageId,
      status: groups.status,
      isNew: sql<boolean>`(${groups.published} is null)`,
      draftPosition: sql<number>`coalesce((${groups.draft}->>'position')::int, 0)`,
      publishedPosition: sql<number | null>`(${groups.published}->>'position')::int`,
      changed: sql<boolean>`(${groups.published} is not null and (${groups.draft}::jsonb - 'position') <> (${groups.published}::jsonb - 'position'))`,
    })
    .from(groups)
    .where(and(eq(groups.siteId, siteId), inArray(groups.pageId, ids), inArray(groups.status, ['draft', 'published', 'markedForDeletion', 'archived'])));

  // Boxes with a field visitors do not see yet (a new or changed text, picture or link).
  const changedFields = await db
    .selectDistinct({ groupId: fields.groupId })
    .from(fields)
    .innerJoin(groups, eq(groups.id, fields.groupId))
    .where(
      and(
        eq(fields.siteId, siteId),
        inArray(groups.pageId, ids),
        eq(groups.status, 'published'),
        or(isNull(fields.published), ne(sql`${fields.published}::jsonb`, sql`${fields.draft}::jsonb`)),
      ),
    );
  const changedFieldsOf = new Set(changedFields.map((row) => row.groupId));

  const byPage = new Map<string, GroupRow[]>();
  for (const row of groupRows) byPage.set(row.pageId, [...(byPage.get(row.pageId) ?? []), row]);
  return new Map(pageRows.map((page) => [page.id, pageChangesOf(page, byPage.get(page.id) ?? [], changedFieldsOf)]));
}

/** One page's changes (nothing for a page of another site). */
export async function summarizePageChanges(db: Queryable, options: { siteId: string; pageId: string }): Promise<PageChanges> {
  return (await summarizeChanges(db, { siteId: options.siteId, pageIds: [options.pageId] })).get(options.pageId) ?? NO_CHANGES;
}
