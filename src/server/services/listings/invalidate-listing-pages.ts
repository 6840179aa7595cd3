import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { businessProfiles } from '../../db/schema';
import { LISTED_BUSINESSES_TAG, invalidateCacheTags, siteTag } from '../../platform/cache-tags';

/**
 * A listing visitors can see changed (published, archived, edited while published, deleted while
 * published): the site's cached pages go, and when the business is listed every site's too —
 * association sites show the published listings of all listed businesses.
 */
export async function invalidateListingPages(db: Queryable, siteId: string): Promise<void> {
  const [profile] = await db.select({ listed: businessProfiles.listed }).from(businessProfiles).where(eq(businessProfiles.siteId, siteId));
  invalidateCacheTags(profile?.listed ? [siteTag(siteId), LISTED_BUSINESSES_TAG] : [siteTag(siteId)]);
}
