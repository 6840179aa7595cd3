import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { groups, pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { navigationTag, pageTag, settingsTag, siteTag } from '../../platform/cache-tags';

/** Maps a client's tag (a name, or a page/group id) to this site's server cache tags. */
export async function resolveRevalidationTags(db: Queryable, options: { siteId: string; tag: string }): Promise<string[]> {
  const { siteId, tag } = options;
  if (tag === 'settings') return [settingsTag(siteId)];
  if (tag === 'navigation') return [navigationTag(siteId)];
  if (tag === 'pages' || tag === 'appMetadata' || tag === 'translations') return [siteTag(siteId)];
  if (tag === 'pageStatus' || tag === 'changelog' || tag === 'instagramFeed') return [];
  const id = tag.startsWith('page:') ? tag.slice(5) : tag;
  const [page] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.id, id), eq(pages.siteId, siteId)))
    .limit(1);
  if (page) return [pageTag(siteId, page.id)];
  const [group] = await db
    .select({ pageId: groups.pageId })
    .from(groups)
    .where(and(eq(groups.id, id), eq(groups.siteId, siteId)))
    .limit(1);
  if (group) return [pageTag(siteId, group.pageId)];
  throw new AppError('NOT_FOUND', 'pages.nothingToRevalidate');
}
