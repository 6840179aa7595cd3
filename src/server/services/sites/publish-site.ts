import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { navigation, sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { navigationChanged } from '../navigation/get-navigation';
import { publishPageInTransaction } from '../pages/publish-page';
import { listChangedPages } from './get-site-publication-status';
import { type BlockedPage, checkTranslations, missingTranslationsConflict } from '../pages/translation-gate';
import { assertPublishable, runSiteChecks } from '../publish-checks/run-checks';

export type PublishedSite = { pages: number; navigation: boolean; settings: boolean };

/**
 * Publishes every changed page (one version each), the navigation and the settings in one
 * transaction: visitors see all of it or none. Nothing to publish is a conflict (409), so a
 * double click does not look like a second publish.
 */
export async function publishSite(
  db: Queryable,
  /** `acknowledgedWarnings`: a person's publish, checked as `publishPage` describes. */
  options: { siteId: string; userId: string | null; acknowledgedWarnings?: readonly string[] },
): Promise<PublishedSite> {
  const { siteId, userId } = options;
  const result = await db.transaction(async (tx) => {
    // The site row is the lock: two whole-site publishes run one after another.
    const [site] = await tx
      .select({ changed: sql<boolean>`(${sites.publishedSettings} is null or ${sites.publishedSettings}::jsonb <> ${sites.settings}::jsonb)` })
      .from(sites)
      .where(eq(sites.id, siteId))
      .for('update');
    if (!site) throw new AppError('NOT_FOUND', 'request.notFound');
    const [nav] = await tx.select().from(navigation).where(eq(navigation.siteId, siteId)).for('update');
    const navChanged = nav ? navigationChanged(nav.draft, nav.published) : false;
    const changedPages = await listChangedPages(tx, { siteId });
    if (changedPages.length === 0 && !navChanged && !site.changed) throw new AppError('CONFLICT', 'site.nothingToPublish');

    // One answer naming every page that still misses texts, before anything is published.
    const blocked: BlockedPage[] = [];
    for (const page of changedPages) {
      const check = await checkTranslations(tx, { siteId, pageId: page.id });
      if (check.blocked) blocked.push(check.blocked);
    }
    if (blocked.length > 0) throw missingTranslationsConflict(blocked);
    // The publish checks of every page and the settings, once (the pages' publish below runs none):
    // refused before anything is written.
    if (options.acknowledgedWarnings) assertPublishable(await runSiteChecks(tx, { siteId }), options.acknowledgedWarnings);
    for (const page of changedPages) await publishPageInTransaction(tx, { siteId, pageId: page.id, userId });
    if (navChanged)
      await tx
        .update(navigation)
        .set({ published: sql`${navigation.draft}`, updatedAt: new Date() })
        .where(eq(navigation.siteId, siteId));
    if (site.changed)
      await tx
        .update(sites)
        .set({ publishedSettings: sql`${sites.settings}`, updatedAt: new Date() })
        .where(eq(sites.id, siteId));
    return { pages: changedPages.length, navigation: navChanged, settings: site.changed };
  });
  // Navigation and settings appear on every page: the whole site once, after the commit.
  invalidateCacheTags([siteTag(siteId)]);
  return result;
}
