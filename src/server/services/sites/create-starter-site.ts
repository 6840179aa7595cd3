import { eq } from 'drizzle-orm';
import type { TCreateSiteRequest } from '../../../shared/schemas/sites';
import type { Queryable, Transaction } from '../../db/client';
import { navigation } from '../../db/schema';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { createPage } from '../pages/create-page';
import { publishPageInTransaction } from '../pages/publish-page';
import { type CreatedSite, createSite } from './create-site';
import { starterNavigation, starterPages } from './starter-pages';

/**
 * `site:create`: a tenant that works from the first minute — createSite's hosts and settings plus
 * a published home page (the site name as its hero title), the system pages in each language and
 * a published navigation, all in one transaction. Bare createSite stays for the demo seed and the
 * tests, which bring their own pages.
 */
export async function createStarterSite(db: Queryable, input: TCreateSiteRequest): Promise<CreatedSite> {
  const created = await db.transaction(async (tx) => {
    const site = await createSite(tx, input);
    await addStarterContent(tx, { site, userId: null });
    return site;
  });
  invalidateCacheTags([siteTag(created.id)]);
  return created;
}

/** The starter's published pages and navigation for a site just created in `tx` (also the wizard's "empty" start). */
export async function addStarterContent(
  tx: Transaction,
  options: { site: Pick<CreatedSite, 'id' | 'name' | 'locales'>; userId: string | null },
): Promise<void> {
  const { site, userId } = options;
  const pageIds: Record<string, string> = {};
  for (const { key, ...page } of starterPages({ siteName: site.name, locales: site.locales })) {
    const { pageId } = await createPage(tx, { siteId: site.id, page });
    pageIds[key] = pageId;
    await publishPageInTransaction(tx, { siteId: site.id, pageId, userId });
  }
  const nav = starterNavigation(pageIds, site.locales);
  await tx.update(navigation).set({ draft: nav, published: nav, updatedAt: new Date() }).where(eq(navigation.siteId, site.id));
}
