import { and, eq, inArray, isNull, max, ne, or, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { fields, groups, pageVersions, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { lockPage } from './lock-page';
import { invalidateCacheTags, pageTag, siteTag } from '../../platform/cache-tags';
import { loadPageTree } from './load-page-tree';
import { CONTAINER_COLLECTIONS } from '../collections/archived-items';
import { indexPublishedPage } from '../search/index-page';
import { recordSlugRedirects } from './record-slug-redirects';
import { checkTranslations, missingTranslationsConflict } from './translation-gate';
import { assertPublishable, runPageChecks } from '../publish-checks/run-checks';

export type PublishPageResult = { pageId: string; versionId: string; version: number };

export type PublishPageOptions = {
  siteId: string;
  pageId: string;
  userId: string | null;
  /**
   * A person's publish (the routes): the publish checks run, blocking entries refuse (409) and so
   * does every warning not named here — those confirmed with "Trotzdem veröffentlichen", by id.
   * Absent: callers that are no person (the demo seed, imports, tests of other things) publish
   * without the checks; the translation gate holds for everyone.
   */
  acknowledgedWarnings?: readonly string[];
};

/**
 * Applies every pending change of a page in one transaction — removals become deleted,
 * drafts become published — and writes an immutable snapshot that live rendering reads.
 */
export async function publishPage(db: Queryable, options: PublishPageOptions): Promise<PublishPageResult> {
  const result = await db.transaction((tx) => publishPageInTransaction(tx, options));
  invalidateCacheTags(result.siteWide ? [siteTag(options.siteId)] : [pageTag(options.siteId, options.pageId)]);
  return { pageId: result.pageId, versionId: result.versionId, version: result.version };
}

/** Whether publishing changes what a container section of the page lists (its order or archive, or the section goes). */
async function containerListsChange(tx: Transaction, options: { siteId: string; pageId: string }): Promise<boolean> {
  const rows = await tx
    .select({ status: groups.status, draft: groups.draft, published: groups.published })
    .from(groups)
    .where(and(eq(groups.pageId, options.pageId), eq(groups.siteId, options.siteId), inArray(groups.componentType, [...CONTAINER_COLLECTIONS.keys()])));
  return rows.some((row) => {
    if (row.status === 'deleted') return false;
    if (row.status === 'markedForDeletion' || row.status === 'archived') return row.published !== null;
    return JSON.stringify(row.draft.items ?? null) !== JSON.stringify(row.published?.items ?? null);
  });
}

/**
 * The body of publishPage for a caller that owns the transaction (publishing the whole site):
 * it invalidates nothing; `siteWide` says whether the caller should invalidate the whole site.
 * The navigation is not touched: it is a site-wide draft published with the site.
 */
export async function publishPageInTransaction(tx: Transaction, options: PublishPageOptions): Promise<PublishPageResult & { siteWide: boolean }> {
  const { siteId, pageId, userId } = options;
  const page = await lockPage(tx, { siteId, pageId });
  const translations = await checkTranslations(tx, { siteId, pageId });
  if (translations.blocked) throw missingTranslationsConflict([translations.blocked]);
  if (options.acknowledgedWarnings) assertPublishable(await runPageChecks(tx, { siteId, pageId }), options.acknowledgedWarnings);
  const now = new Date();
  const listsChange = await containerListsChange(tx, { siteId, pageId });

  await tx
    .update(groups)
    .set({ status: 'deleted', previousStatus: null, published: null, updatedAt: now })
    .where(and(eq(groups.pageId, pageId), eq(groups.siteId, siteId), eq(groups.status, 'markedForDeletion')));
  // Archived sections leave the live page; their working state stays for a later unarchive.
  await tx
    .update(groups)
    .set({ published: null, updatedAt: now })
    .where(and(eq(groups.pageId, pageId), eq(groups.siteId, siteId), eq(groups.status, 'archived')));
  await tx
    .update(groups)
    .set({ status: 'published', previousStatus: null, published: sql`${groups.draft}`, updatedAt: now })
    .where(and(eq(groups.pageId, pageId), eq(groups.siteId, siteId), inArray(groups.status, ['draft', 'published'])));

  const liveGroupIds = tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.pageId, pageId), eq(groups.status, 'published')));
  await tx
    .update(fields)
    .set({ published: sql`${fields.draft}`, updatedAt: now })
    .where(
      and(
        eq(fields.siteId, siteId),
        inArray(fields.groupId, liveGroupIds),
        or(isNull(fields.published), ne(sql`${fields.published}::jsonb`, sql`${fields.draft}::jsonb`)),
      ),
    );

  await tx
    .update(pages)
    .set({ published: sql`${pages.draft}`, status: 'published', liveLanguages: translations.liveLanguages, updatedAt: now })
    .where(eq(pages.id, pageId));
  await recordSlugRedirects(tx, { siteId, pageId, collection: page.collection, before: page.published, after: page.draft });

  const snapshot = await loadPageTree(tx, { siteId, pageId, state: 'published' });
  const [last] = await tx
    .select({ version: max(pageVersions.version) })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, pageId));
  const version = (last?.version ?? 0) + 1;
  const [inserted] = await tx.insert(pageVersions).values({ siteId, pageId, version, snapshot, createdBy: userId }).returning({ id: pageVersions.id });
  if (!inserted) throw new AppError('INTERNAL', 'pages.versionFailed');
  await tx.update(pages).set({ publishedVersionId: inserted.id }).where(eq(pages.id, pageId));
  await indexPublishedPage(tx, { siteId, pageId, versionId: inserted.id, snapshot });

  // Slugs and names appear in every page's navigation, and a collection item (a team member…)
  // in the containers of other pages: then the whole site is stale. So it is when a container's
  // list changes: an item archived in every list loses its own page (archived-items.ts).
  const siteWide =
    listsChange ||
    snapshot.page.collection !== null ||
    JSON.stringify(page.published) !== JSON.stringify(page.draft) ||
    JSON.stringify(page.liveLanguages) !== JSON.stringify(translations.liveLanguages);
  return { pageId, versionId: inserted.id, version, siteWide };
}
