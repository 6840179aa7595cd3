import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { navigation, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { findHomePageId, isHomePage } from './home-page';
import { removePageFromNavigation } from './navigation-without-page';

/**
 * POST /page/remove: the page leaves the site at once — visitors get 404 on its URL, it leaves
 * the working navigation — but is kept, restorable for 30 days, with the status to return to.
 * The home page cannot be deleted.
 */
export async function removePage(db: Queryable, options: { siteId: string; pageId: string }): Promise<{ id: string; homePageId: string | null }> {
  const { siteId, pageId } = options;
  await db.transaction((tx) => markPageDeleted(tx, { siteId, pageId }));
  // Its URL, every menu and link naming it, and collection containers listing it are stale now.
  invalidateCacheTags([siteTag(siteId)]);
  return { id: pageId, homePageId: await findHomePageId(db, siteId) };
}

/**
 * Inside the caller's transaction: the page becomes deleted (with the status to restore and the
 * time the 30 days count from) and leaves the working navigation. Also used by the collection
 * editor's "remove item". The caller empties the site's cache after committing.
 */
export async function markPageDeleted(tx: Transaction, options: { siteId: string; pageId: string }): Promise<void> {
  const { siteId, pageId } = options;
  const [page] = await tx
    .select({ status: pages.status, role: pages.role, specialKey: pages.specialKey })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.siteId, siteId)))
    .for('update');
  if (!page || page.status === 'deleted') throw new AppError('NOT_FOUND', 'pages.pageNotFound');
  if (isHomePage(page)) throw new AppError('CONFLICT', 'pages.homeNotDeletable');
  const now = new Date();
  await tx
    .update(pages)
    .set({ status: 'deleted', previousStatus: page.status, deletedAt: now, updatedAt: now, version: sql`${pages.version} + 1` })
    .where(and(eq(pages.id, pageId), eq(pages.siteId, siteId)));
  const [nav] = await tx.select({ draft: navigation.draft }).from(navigation).where(eq(navigation.siteId, siteId)).for('update');
  if (nav)
    await tx
      .update(navigation)
      .set({ draft: removePageFromNavigation(nav.draft, pageId), updatedAt: now })
      .where(eq(navigation.siteId, siteId));
}
