import { z } from 'zod';
import {
  branches,
  businessProfiles,
  fields,
  formSubmissions,
  groups,
  listings,
  media,
  navigation,
  pageRedirects,
  pageVersions,
  pages,
  sites,
  staffMembers,
} from '../../db/schema';

/** A site archive: a gzipped tar of `manifest.json`, `site.json` and `media/{key}` per object. */
export const SITE_ARCHIVE_FORMAT = 'webbox-site-archive';
export const SITE_ARCHIVE_VERSION = 1;
export const SITE_ARCHIVE_MANIFEST = 'manifest.json';
export const SITE_ARCHIVE_DATA = 'site.json';
export const siteArchiveMediaEntry = (key: string) => `media/${key}`;
/** The largest archive an import unpacks (a site's media quota is far below). */
export const MAX_SITE_ARCHIVE_BYTES = 2 * 1024 ** 3;

/**
 * The site's tables, in the order an import inserts them (every reference points backwards).
 * Not carried: hosts (the import names its own), members and invitations (people of another
 * installation), games (live events), search documents (rebuilt), jobs and the outbox.
 */
export const SITE_TABLES = {
  sites,
  media,
  businessProfiles,
  branches,
  staffMembers,
  listings,
  pages,
  groups,
  fields,
  pageVersions,
  navigation,
  pageRedirects,
  formSubmissions,
} as const;
export type SiteTableName = keyof typeof SITE_TABLES;
export const SITE_TABLE_NAMES = Object.keys(SITE_TABLES) as SiteTableName[];

const ZChecksum = z.string().regex(/^[0-9a-f]{64}$/);
const ZRow = z.record(z.string(), z.unknown());

export const ZSiteArchiveManifest = z.object({
  format: z.literal(SITE_ARCHIVE_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  source: z.object({ siteId: z.uuid(), host: z.string(), name: z.string() }),
  withSubmissions: z.boolean(),
  data: z.object({ sha256: ZChecksum, size: z.number().int().nonnegative() }),
  media: z.array(z.object({ key: z.string().max(500), sha256: ZChecksum, size: z.number().int().nonnegative() })).max(100_000),
});
export type TSiteArchiveManifest = z.infer<typeof ZSiteArchiveManifest>;

export const ZSiteArchiveData = z.object({
  tables: z.object(Object.fromEntries(SITE_TABLE_NAMES.map((name) => [name, z.array(ZRow)])) as Record<SiteTableName, z.ZodArray<typeof ZRow>>),
});
export type TSiteArchiveData = z.infer<typeof ZSiteArchiveData>;
