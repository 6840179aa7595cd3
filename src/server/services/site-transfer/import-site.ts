import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { MEDIA_CACHE_CONTROL } from '../../../shared/constants/media';
import { ZHost } from '../../../shared/schemas/sites';
import type { Database } from '../../db/client';
import { siteDomains } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { getConfig } from '../../platform/config';
import { type ObjectStorage, getStorage } from '../../platform/storage';
import { contentTypeOfKey } from '../../platform/storage/content-types';
import { getLogger } from '../../platform/logger';
import { reindexSite } from '../search/reindex-site';
import { readSiteArchive } from './read-site-archive';
import { remapSiteIds, reviveRows } from './remap-site-ids';
import { SITE_TABLES, SITE_TABLE_NAMES } from './site-archive-format';

export type ImportSiteOptions = { archive: Buffer; host: string; storage?: ObjectStorage };
export type ImportedSite = { siteId: string; host: string; pages: number; mediaObjects: number };

const CHUNK = 200;

/**
 * Creates a new site from an archive (export-site.ts) under `host`: every id new, the media copied
 * under the new keys. One transaction: a refusal or failure leaves no row, and the objects written
 * so far are removed again (new keys under a new site id, so nothing else can be using them).
 */
export async function importSite(db: Database, options: ImportSiteOptions): Promise<ImportedSite> {
  const storage = options.storage ?? getStorage();
  const parsedHost = ZHost.safeParse(options.host);
  if (!parsedHost.success) throw new AppError('BAD_REQUEST', 'domains.invalidHost');
  const host = parsedHost.data;
  const archive = await readSiteArchive(options.archive);
  const { tables, ids } = remapSiteIds(archive.data);
  const siteId = ids.get(String(archive.data.tables.sites[0]?.id).toLowerCase()) as string;
  const revived = SITE_TABLE_NAMES.map((name) => ({ name, rows: reviveRows(name, tables[name]) }));
  const platformDomain = getConfig().PLATFORM_DOMAIN;
  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx.select({ host: siteDomains.host }).from(siteDomains).where(eq(siteDomains.host, host));
      if (taken) throw new AppError('CONFLICT', 'admin.hostInUse', { values: { hosts: host } });
      for (const { name, rows } of revived) {
        for (let start = 0; start < rows.length; start += CHUNK) {
          // Rows are checked column by column in reviveRows (so the generic table's row type is
          // honest); the table's own constraints check the values.
          const table: PgTable = SITE_TABLES[name];
          await tx.insert(table).values(rows.slice(start, start + CHUNK));
        }
      }
      const kind = platformDomain && host.endsWith(`.${platformDomain}`) ? 'platform' : 'custom';
      await tx.insert(siteDomains).values({ host, siteId, kind, isPrimary: true });
      // The media last, inside the transaction: a failed write rolls the rows back.
      for (const [oldKey, bytes] of archive.media) {
        const key = oldKey.replace(/[0-9a-f-]{36}/gi, (id) => ids.get(id.toLowerCase()) ?? id);
        await storage.put(key, bytes, contentTypeOfKey(key), MEDIA_CACHE_CONTROL);
        written.push(key);
      }
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    if (error instanceof AppError) throw error;
    getLogger().warn({ err: error }, 'site import failed');
    const detail = error instanceof Error ? error.message.split('\n')[0]?.slice(0, 200) : 'database';
    throw new AppError('BAD_REQUEST', 'siteArchive.importFailed', { values: { detail: detail ?? 'database' } });
  }
  // The search index is derived: rebuilt for the new site once its rows are there.
  await reindexSite(db, { siteId });
  return { siteId, host, pages: tables.pages.length, mediaObjects: archive.media.size };
}
