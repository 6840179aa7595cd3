import { and, eq, ne } from 'drizzle-orm';
import type { TPageInfo } from '../../../shared/schemas/site-structure';
import type { Queryable } from '../../db/client';
import { pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';

type PageRow = typeof pages.$inferSelect;

/** The settings form's view of a page row: its working state plus the slugs visitors use today. */
export function pageInfoOf(row: PageRow): TPageInfo {
  const { draft } = row;
  return {
    id: row.id,
    version: row.version,
    collection: row.collection,
    role: row.role,
    specialKey: row.specialKey,
    status: row.status === 'published' ? 'published' : 'draft',
    slug: draft.slug,
    name: draft.meta.name,
    description: draft.meta.description ?? {},
    disallowedLanguages: draft.meta.disallowedLanguages,
    hasPassword: Boolean(draft.meta.passwordHash),
    hiddenFromSearch: draft.meta.hiddenFromSearch ?? false,
    publishedSlug: row.status === 'published' ? (row.published?.slug ?? {}) : {},
  };
}

/** GET /page/info: a page of this site that is not deleted (another site's id is not found). */
export async function getPageInfo(db: Queryable, options: { siteId: string; pageId: string }): Promise<TPageInfo> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.id, options.pageId), eq(pages.siteId, options.siteId), ne(pages.status, 'deleted')));
  if (!row) throw new AppError('NOT_FOUND', 'pages.pageNotFound');
  return pageInfoOf(row);
}
