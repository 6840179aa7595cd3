import { allVariantKeys, type ObjectStorage } from '../../platform/storage';

/** The columns of `media` a backup needs, read with the dump's own snapshot. */
export type MediaKeyRow = { id: string; site_id: string; object_key: string };
export const MEDIA_KEYS_SQL = "select id, site_id, object_key from media where object_key <> '' order by id";

/**
 * Every object the media store holds for these rows of `media`: originals (crops and captions are
 * rows too) and the resized variants made so far. The store cannot be listed (S3 can, the local
 * one only by walking): the rows say which keys exist, and a head finds the variants.
 */
export async function mediaObjectKeys(rows: MediaKeyRow[], storage: ObjectStorage): Promise<string[]> {
  const keys: string[] = [];
  for (const row of rows) {
    keys.push(row.object_key);
    for (const key of allVariantKeys(row.site_id, row.id)) if (await storage.head(key)) keys.push(key);
  }
  return [...new Set(keys)].sort();
}
