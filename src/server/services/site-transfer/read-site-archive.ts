import { AppError } from '../../platform/app-error';
import { ArchiveReadError, readTarGz, sha256 } from '../backup/tar-archive';
import {
  MAX_SITE_ARCHIVE_BYTES,
  SITE_ARCHIVE_DATA,
  SITE_ARCHIVE_FORMAT,
  SITE_ARCHIVE_MANIFEST,
  SITE_ARCHIVE_VERSION,
  type TSiteArchiveData,
  type TSiteArchiveManifest,
  ZSiteArchiveData,
  ZSiteArchiveManifest,
  siteArchiveMediaEntry,
} from './site-archive-format';

export type SiteArchive = { manifest: TSiteArchiveManifest; data: TSiteArchiveData; media: Map<string, Buffer> };

const foreign = () => new AppError('BAD_REQUEST', 'siteArchive.foreign');

function parseJson(bytes: Buffer | undefined): unknown {
  if (!bytes) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

async function unpack(archive: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  try {
    await readTarGz(archive, { maxBytes: MAX_SITE_ARCHIVE_BYTES, onEntry: (name, body) => void entries.set(name, body) });
  } catch (error) {
    if (!(error instanceof ArchiveReadError)) throw error;
    if (error.reason === 'tooLarge') throw new AppError('PAYLOAD_TOO_LARGE', 'siteArchive.tooLarge');
    // Not gzip at all (or not a tar inside): another kind of file; gzip that stops early: cut off.
    if (entries.size === 0 && /incorrect header|invalid tar header/i.test(error.message)) throw new AppError('BAD_REQUEST', 'siteArchive.notAnArchive');
    throw new AppError('BAD_REQUEST', 'siteArchive.damaged');
  }
  return entries;
}

/**
 * Unpacks and checks a site archive before anything is written: our format and version, every
 * entry matching the manifest's checksum, every media object the rows name present, the rows all of
 * the one site. Each refusal is a sentence in the caller's language.
 */
export async function readSiteArchive(archive: Buffer): Promise<SiteArchive> {
  const entries = await unpack(archive);
  const rawManifest = parseJson(entries.get(SITE_ARCHIVE_MANIFEST));
  if (!rawManifest || typeof rawManifest !== 'object') throw entries.size === 0 ? new AppError('BAD_REQUEST', 'siteArchive.notAnArchive') : foreign();
  const head = rawManifest as { format?: unknown; version?: unknown };
  if (head.format !== SITE_ARCHIVE_FORMAT) throw foreign();
  if (head.version !== SITE_ARCHIVE_VERSION) {
    throw new AppError('BAD_REQUEST', 'siteArchive.wrongVersion', { values: { version: String(head.version), supported: SITE_ARCHIVE_VERSION } });
  }
  const manifest = ZSiteArchiveManifest.safeParse(rawManifest);
  if (!manifest.success) throw foreign();

  const dataBytes = entries.get(SITE_ARCHIVE_DATA);
  if (!dataBytes) throw new AppError('BAD_REQUEST', 'siteArchive.damaged');
  if (sha256(dataBytes) !== manifest.data.data.sha256) throw new AppError('BAD_REQUEST', 'siteArchive.tampered', { values: { entry: SITE_ARCHIVE_DATA } });
  const media = new Map<string, Buffer>();
  for (const object of manifest.data.media) {
    const bytes = entries.get(siteArchiveMediaEntry(object.key));
    if (!bytes) throw new AppError('BAD_REQUEST', 'siteArchive.mediaMissing', { values: { key: object.key } });
    if (sha256(bytes) !== object.sha256) throw new AppError('BAD_REQUEST', 'siteArchive.tampered', { values: { entry: siteArchiveMediaEntry(object.key) } });
    media.set(object.key, bytes);
  }

  const data = ZSiteArchiveData.safeParse(parseJson(dataBytes));
  if (!data.success) throw new AppError('BAD_REQUEST', 'siteArchive.inconsistent', { values: { detail: SITE_ARCHIVE_DATA } });
  const { tables } = data.data;
  const [site, ...others] = tables.sites;
  if (!site || others.length > 0 || site.id !== manifest.data.source.siteId) {
    throw new AppError('BAD_REQUEST', 'siteArchive.inconsistent', { values: { detail: 'sites' } });
  }
  for (const [name, rows] of Object.entries(tables)) {
    if (name === 'sites') continue;
    if (rows.some((row) => row.siteId !== site.id)) throw new AppError('BAD_REQUEST', 'siteArchive.inconsistent', { values: { detail: name } });
  }
  for (const row of tables.media) {
    const key = typeof row.objectKey === 'string' ? row.objectKey : '';
    if (key && !media.has(key)) throw new AppError('BAD_REQUEST', 'siteArchive.mediaMissing', { values: { key } });
  }
  return { manifest: manifest.data, data: data.data, media };
}
