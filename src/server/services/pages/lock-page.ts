import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { groups, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * Locks a page of this site for the rest of the transaction, so concurrent publishes, reverts and
 * section moves on it run one after another. Not found (another site's, or deleted): NOT_FOUND.
 */
export async function lockPage(tx: Transaction, options: { siteId: string; pageId: string }) {
  const [page] = await tx
    .select({ id: pages.id, collection: pages.collection, draft: pages.draft, published: pages.published, liveLanguages: pages.liveLanguages })
    .from(pages)
    .where(and(eq(pages.id, options.pageId), eq(pages.siteId, options.siteId), ne(pages.status, 'deleted')))
    .for('update');
  if (!page) throw new AppError('NOT_FOUND', 'pages.pageNotFound');
  return page;
}

/** The page's sections in their working order (removed ones excluded). */
export async function sectionsInOrder(tx: Transaction, pageId: string) {
  const siblings = await tx
    .select({ id: groups.id, draft: groups.draft })
    .from(groups)
    .where(and(eq(groups.pageId, pageId), inArray(groups.status, ['draft', 'published', 'markedForDeletion'])));
  return siblings.sort((a, b) => a.draft.position - b.draft.position || a.id.localeCompare(b.id));
}
