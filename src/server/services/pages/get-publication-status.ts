import { and, count, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { PageChanges } from '../../../shared/content/page-changes';
import type { Queryable } from '../../db/client';
import { fields, groups, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { summarizePageChanges } from './summarize-changes';

/** The spec's counts of rows whose draft differs, and `changes`: what every view counts (issue 31). */
export type PublicationStatus = { fields: number; groups: number; pages: number; changes: PageChanges };

const differs = (draft: unknown, published: unknown) => or(isNull(published as never), ne(sql`${published}::jsonb`, sql`${draft}::jsonb`));

/** How many fields, groups and pages of a page have changes visitors do not see yet. */
export async function getPublicationStatus(db: Queryable, options: { siteId: string; pageId: string }): Promise<PublicationStatus> {
  const { siteId, pageId } = options;
  const [page] = await db
    .select({ changed: sql<boolean>`(${pages.published} is null or ${pages.published}::jsonb <> ${pages.draft}::jsonb)` })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.siteId, siteId)));
  if (!page) throw new AppError('NOT_FOUND', 'pages.pageNotFound');

  const [groupCount] = await db
    .select({ n: count() })
    .from(groups)
    .where(
      and(
        eq(groups.pageId, pageId),
        eq(groups.siteId, siteId),
        or(
          inArray(groups.status, ['draft', 'markedForDeletion']),
          and(eq(groups.status, 'archived'), isNotNull(groups.published)),
          and(eq(groups.status, 'published'), differs(groups.draft, groups.published)),
        ),
      ),
    );
  const [fieldCount] = await db
    .select({ n: count() })
    .from(fields)
    .innerJoin(groups, eq(groups.id, fields.groupId))
    .where(
      and(
        eq(groups.pageId, pageId),
        eq(fields.siteId, siteId),
        inArray(groups.status, ['draft', 'published', 'markedForDeletion']),
        differs(fields.draft, fields.published),
      ),
    );
  const changes = await summarizePageChanges(db, { siteId, pageId });
  return { fields: fieldCount?.n ?? 0, groups: groupCount?.n ?? 0, pages: page.changed ? 1 : 0, changes };
}
