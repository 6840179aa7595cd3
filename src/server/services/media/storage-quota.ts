import { statfs } from 'node:fs/promises';
import os from 'node:os';
import { type SQL, and, count, eq, sql } from 'drizzle-orm';
import type { StorageUsage } from '../../../shared/schemas/media';
import type { Queryable } from '../../db/client';
import { media, sites } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { getConfig } from '../../platform/config';
import { processSingleton } from '../../platform/process-singleton';
import { openSlot } from './upload-slots';

const MB = 1024 * 1024;

export type MediaLimits = {
  quotaBytes: number;
  pendingUploadsPerSite: number;
  diskReserveBytes: number;
  /** Where uploads land on the local disk: the data directory (media, database) and the temp directory. */
  diskPaths: string[];
};

const holder = processSingleton('media-limits', (): { limits?: Partial<MediaLimits> } => ({}));

/** The configured limits (SITE_STORAGE_QUOTA_MB, PENDING_UPLOADS_PER_SITE, UPLOAD_DISK_RESERVE_MB). */
export function getMediaLimits(): MediaLimits {
  const config = getConfig();
  return {
    quotaBytes: config.SITE_STORAGE_QUOTA_MB * MB,
    pendingUploadsPerSite: config.PENDING_UPLOADS_PER_SITE,
    diskReserveBytes: config.UPLOAD_DISK_RESERVE_MB * MB,
    diskPaths: [config.dataDir, os.tmpdir()],
    ...holder.limits,
  };
}

/** Tests tighten the limits; null restores the configuration. */
export function setMediaLimits(limits: Partial<MediaLimits> | null): void {
  holder.limits = limits ?? undefined;
}

/** The media rows that take storage: all but YouTube entries (see getStorageUsage). */
const countedMedia = sql`coalesce(${media.video}->>'source', '') <> 'youtube'`;

/**
 * Bytes a site holds: every media row's size (originals, crops, own videos) including open upload
 * slots, which count with their announced size until they are finished or expire. YouTube entries
 * store nothing. Image variants are derived copies, rebuilt on demand, and not counted.
 */
export async function getStorageUsage(db: Queryable, siteId: string): Promise<StorageUsage> {
  const [row] = await db
    .select({
      used: sql<string>`coalesce(sum(${media.fileSize}), 0)`,
      own: sql<string | null>`(select s.storage_quota_bytes from ${sites} s where s.id = ${siteId})`,
    })
    .from(media)
    .where(and(eq(media.siteId, siteId), countedMedia));
  return { usedBytes: Number(row?.used ?? 0), quotaBytes: siteQuotaBytes(row?.own ?? null) };
}

/** A site's quota: its own (the console's, `sites.storage_quota_bytes`) or the platform's default. */
export function siteQuotaBytes(own: number | string | null): number {
  return own === null ? getMediaLimits().quotaBytes : Number(own);
}

/** The bytes a site's media take (as getStorageUsage counts them), as a column of a per-site query. */
export function storageUsedSql(siteId: SQL) {
  return sql<string>`(select coalesce(sum(m.file_size), 0) from ${media} m where m.site_id = ${siteId} and coalesce(m.video->>'source', '') <> 'youtube')`;
}

/** Refuses an upload of `bytes` more that would take the site past its quota. */
export async function assertQuotaRoom(db: Queryable, options: { siteId: string; bytes: number }): Promise<void> {
  const usage = await getStorageUsage(db, options.siteId);
  if (usage.usedBytes + options.bytes > usage.quotaBytes) throw new AppError('INSUFFICIENT_STORAGE', 'media.quotaExceeded', { data: usage });
}

/** Refuses an upload of `bytes` when it would leave less than the reserve free on the server's disk. */
export async function assertDiskRoom(bytes: number): Promise<void> {
  const limits = getMediaLimits();
  for (const path of limits.diskPaths) {
    const info = await statfs(path).catch(() => null);
    if (info && info.bavail * info.bsize - bytes < limits.diskReserveBytes) throw new AppError('INSUFFICIENT_STORAGE', 'media.diskFull');
  }
}

/** Both checks, for an upload whose size is known before any byte is stored. */
export async function assertRoomFor(db: Queryable, options: { siteId: string; bytes: number }): Promise<void> {
  await assertDiskRoom(options.bytes);
  await assertQuotaRoom(db, options);
}

/**
 * Serialises quota decisions of one site inside the caller's transaction, so concurrent upload
 * starts cannot both take the last free space or slot.
 */
export async function lockSiteQuota(tx: Queryable, siteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`media-quota:${siteId}`}, 0))`);
}

/** Refuses a new direct-upload slot while the site has its maximum of open (unexpired) ones. */
export async function assertUploadSlot(db: Queryable, options: { siteId: string; now?: Date }): Promise<void> {
  const [open] = await db
    .select({ value: count() })
    .from(media)
    .where(and(eq(media.siteId, options.siteId), openSlot(options.now ?? new Date())));
  if ((open?.value ?? 0) >= getMediaLimits().pendingUploadsPerSite) throw new AppError('TOO_MANY_REQUESTS', 'media.tooManyPendingUploads');
}
