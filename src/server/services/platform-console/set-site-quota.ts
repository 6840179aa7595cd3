import { eq } from 'drizzle-orm';
import type { SiteQuotaForm } from '../../../shared/schemas/platform';
import type { Queryable } from '../../db/client';
import { sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';

const MB = 1024 * 1024;

/**
 * Sets a site's own media storage quota (megabytes, validated by ZSiteQuotaForm), or — null — lets
 * it follow the platform default again. Uploads are checked against it from the next one on
 * (storage-quota.ts reads it per upload); media already stored above a lowered quota stay.
 */
export async function setSiteQuota(db: Queryable, options: { siteId: string; quotaMb: SiteQuotaForm['quotaMb'] }): Promise<{ quotaBytes: number | null }> {
  const quotaBytes = options.quotaMb === null ? null : options.quotaMb * MB;
  const updated = await db
    .update(sites)
    .set({ storageQuotaBytes: quotaBytes, updatedAt: new Date() })
    .where(eq(sites.id, options.siteId))
    .returning({ id: sites.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'platform.siteNotFound');
  return { quotaBytes };
}
