import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NavigationState } from '../../../shared/content/types';
import type { TPageListItem } from '../../../shared/schemas/site-structure';
import type { Queryable } from '../../db/client';
import { navigation, pages } from '../../db/schema';

/**
 * Whether anything of a page differs from what visitors see: its meta and slugs, a box (added,
 * pending removal, archived while live, changed) or a field of a box that is still on the page.
 * The same rules as get-publication-status, as one expression per page row. Written with the
 * table name: Drizzle leaves columns unqualified in a one-table select, which the subqueries'
 * own `id` would capture.
 */
const changedSql = sql<boolean>`(
  pages.published is null or pages.published::jsonb <> pages.draft::jsonb
  or exists (
    select 1 from groups g where g.page_id = pages.id and g.site_id = pages.site_id and (
      g.status in ('draft', 'markedForDeletion')
      or (g.status = 'archived' and g.published is not null)
      or (g.status = 'published' and (g.published is null or g.published::jsonb <> g.draft::jsonb))
    )
  )
  or exists (
    select 1 from fields f inner join groups g on g.id = f.group_id
    where g.page_id = pages.id and f.site_id = pages.site_id
      and g.status in ('draft', 'published', 'markedForDeletion')
      and (f.published is null or f.published::jsonb <> f.draft::jsonb)
  )
)`;

/** Page ids shown as a button anywhere in the working navigation. */
function buttonPageIds(state: NavigationState | undefined): Set<string> {
  const ids = new Set<string>();
  for (const container of state?.containers ?? []) {
    for (const child of container.children) if (child.appearance === 'button') ids.add(child.pageId);
  }
  return ids;
}

/** GET /pages: every page of the site that is not deleted (drafts unless `includeDrafts` is false), in one query plus the navigation. */
export async function listPages(db: Queryable, options: { siteId: string; includeDrafts: boolean }): Promise<TPageListItem[]> {
  const statuses: Array<'draft' | 'published'> = options.includeDrafts ? ['draft', 'published'] : ['published'];
  const [rows, [nav]] = await Promise.all([
    db
      .select({
        id: pages.id,
        collection: pages.collection,
        role: pages.role,
        specialKey: pages.specialKey,
        status: pages.status,
        draft: pages.draft,
        changed: changedSql,
        createdAt: pages.createdAt,
      })
      .from(pages)
      .where(and(eq(pages.siteId, options.siteId), inArray(pages.status, statuses)))
      .orderBy(pages.createdAt, pages.id),
    db.select({ draft: navigation.draft }).from(navigation).where(eq(navigation.siteId, options.siteId)),
  ]);
  const buttons = buttonPageIds(nav?.draft);
  return rows.map((row) => ({
    id: row.id,
    collection: row.collection,
    role: row.role,
    specialKey: row.specialKey,
    status: row.status === 'published' ? 'published' : 'draft',
    slug: row.draft.slug,
    name: row.draft.meta.name,
    hasPassword: Boolean(row.draft.meta.passwordHash),
    changed: Boolean(row.changed),
    navigationButton: buttons.has(row.id),
  }));
}
