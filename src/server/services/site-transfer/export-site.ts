import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { siteDomains } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { type ObjectStorage, getStorage } from '../../platform/storage';
import { readObject } from '../media/read-object';
import { sha256, tarGzBuffer } from '../backup/tar-archive';
import {
  SITE_ARCHIVE_DATA,
  SITE_ARCHIVE_FORMAT,
  SITE_ARCHIVE_MANIFEST,
  SITE_ARCHIVE_VERSION,
  SITE_TABLES,
  SITE_TABLE_NAMES,
  type TSiteArchiveData,
  type TSiteArchiveManifest,
  siteArchiveMediaEntry,
} from './site-archive-format';

export type ExportSiteOptions = { siteId: string; withSubmissions?: boolean; storage?: ObjectStorage };
export type ExportedSite = { archive: Buffer; fileName: string; host: string; pages: number; mediaObjects: number };

/**
 * One site as an archive another installation can import: every row of its tables as JSON, and the
 * original of every media (variants are made again on demand). Read in one repeatable-read
 * transaction, so the rows agree with each other.
 */
export async function exportSite(db: Queryable, options: ExportSiteOptions): Promise<ExportedSite> {
  const storage = options.storage ?? getStorage();
  const { data, host } = await db.transaction(
    async (tx) => {
      const [domain] = await tx
        .select({ host: siteDomains.host })
        .from(siteDomains)
        .where(eq(siteDomains.siteId, options.siteId))
        .orderBy(asc(siteDomains.createdAt))
        .limit(1);
      const tables = {} as TSiteArchiveData['tables'];
      for (const name of SITE_TABLE_NAMES) {
        const table = SITE_TABLES[name];
        const column = name === 'sites' ? SITE_TABLES.sites.id : 'siteId' in table ? table.siteId : null;
        if (!column) continue;
        tables[name] = name === 'formSubmissions' && !options.withSubmissions ? [] : await tx.select().from(table).where(eq(column, options.siteId));
      }
      // Crops after their originals: an import inserts in this order.
      tables.media.sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));
      return { data: { tables }, host: domain?.host ?? '' };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const site = data.tables.sites[0];
  if (!site) throw new AppError('NOT_FOUND', 'siteArchive.siteNotFound');
  const entries: { name: string; body: Buffer }[] = [];
  const manifestMedia: TSiteArchiveManifest['media'] = [];
  for (const row of data.tables.media) {
    const key = String(row.objectKey ?? '');
    if (!key) continue;
    const bytes = await readObject(key, storage);
    entries.push({ name: siteArchiveMediaEntry(key), body: bytes });
    manifestMedia.push({ key, sha256: sha256(bytes), size: bytes.length });
  }
  const json = Buffer.from(JSON.stringify(data));
  const manifest: TSiteArchiveManifest = {
    format: SITE_ARCHIVE_FORMAT,
    version: SITE_ARCHIVE_VERSION,
    createdAt: new Date().toISOString(),
    source: { siteId: options.siteId, host, name: String(site.name) },
    withSubmissions: options.withSubmissions === true,
    data: { sha256: sha256(json), size: json.length },
    media: manifestMedia,
  };
  const archive = await tarGzBuffer([
    { name: SITE_ARCHIVE_MANIFEST, body: Buffer.from(JSON.stringify(manifest, null, 2)) },
    { name: SITE_ARCHIVE_DATA, body: json },
    ...entries,
  ]);
  const stamp = manifest.createdAt.slice(0, 10);
  return { archive, fileName: `${host || 'site'}-${stamp}.webbox-site.tar.gz`, host, pages: data.tables.pages.length, mediaObjects: entries.length };
}
