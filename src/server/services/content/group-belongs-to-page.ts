import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { groups } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** Requests name both the page and the section; they must agree (and be this site's). */
export async function groupBelongsToPage(db: Queryable, options: { siteId: string; pageId: string; groupId: string }): Promise<void> {
  const [group] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, options.groupId), eq(groups.pageId, options.pageId), eq(groups.siteId, options.siteId)))
    .limit(1);
  if (!group) throw new AppError('NOT_FOUND', 'content.sectionNotFound');
}
