import { and, arrayContains, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { MediaInfo } from '../../../shared/content/media';
import type { Locale, Localized } from '../../../shared/locales';
import { MEDIA_PAGE_SIZE, VIDEO_PAGE_SIZE } from '../../../shared/constants/media';
import type { TMediaListQuery } from '../../../shared/schemas/media';
import type { Queryable } from '../../db/client';
import { media } from '../../db/schema';
import { invalidateCacheTags, siteTag } from '../../platform/cache-tags';
import { AppError } from '../../platform/app-error';
import { getStorageUsage } from './storage-quota';
import { toMediaInfo } from './to-media-info';

export type MediaRow = typeof media.$inferSelect;

/** A media of the site, or a 404 (another site's media is indistinguishable from none). */
export async function findMedia(db: Queryable, options: { siteId: string; id: string }): Promise<MediaRow> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, options.id), eq(media.siteId, options.siteId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'media.notFound');
  return row;
}

/** The library: newest first, cropped children hidden, videos filtered by source (own by default). */
export async function listMedia(db: Queryable, options: { siteId: string; query: TMediaListQuery }) {
  const { query } = options;
  const pageSize = query.pageSize ?? (query.mediaType === 'video' ? VIDEO_PAGE_SIZE : MEDIA_PAGE_SIZE);
  const filters: SQL[] = [eq(media.siteId, options.siteId), isNull(media.parentId)];
  if (query.mediaType) filters.push(eq(media.mediaType, query.mediaType));
  if (query.mediaType === 'video' && query.source !== 'all') filters.push(sql`${media.video}->>'source' = ${query.source ?? 'own'}`);
  if (query.folder) filters.push(eq(media.folder, query.folder));
  if (query.tags?.length) filters.push(arrayContains(media.tags, query.tags));
  const where = and(...filters);
  const rows = await db
    .select()
    .from(media)
    .where(where)
    .orderBy(desc(media.updatedAt), desc(media.createdAt), desc(media.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(media).where(where);
  const usage = await getStorageUsage(db, options.siteId);
  return { items: rows.map(toMediaInfo), page: query.page, pageSize, total: total?.value ?? 0, usage };
}

type MediaChanges = {
  tags?: string[];
  focalPoint?: { x: number; y: number };
  folder?: string | null;
  /** Alternative texts of the languages given ("" clears one); the site's languages only. */
  alt?: Localized<string>;
  decorative?: boolean;
};

/** Library metadata only: the stored bytes of a media never change. */
export async function updateMedia(db: Queryable, options: { siteId: string; id: string; locales?: readonly Locale[] } & MediaChanges): Promise<MediaInfo> {
  const current = await findMedia(db, options);
  const changes: Partial<typeof media.$inferInsert> = { updatedAt: new Date() };
  if (options.tags) changes.tags = [...new Set(options.tags)];
  if (options.focalPoint) changes.focalPoint = options.focalPoint;
  if (options.folder !== undefined) changes.folder = options.folder;
  const described = options.alt !== undefined || options.decorative !== undefined;
  if (described) Object.assign(changes, altChanges(current, { alt: options.alt, decorative: options.decorative, locales: options.locales }));
  const [row] = await db
    .update(media)
    .set(changes)
    .where(and(eq(media.id, options.id), eq(media.siteId, options.siteId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'media.notFound');
  // A crop shows the same picture: it says what its original says.
  if (described) await describeCrops(db, row);
  // Pages show the focal point and the texts: cached pages and kept media rows of the site are stale now.
  invalidateCacheTags([siteTag(options.siteId)]);
  return toMediaInfo(row);
}

/**
 * The row's alternative texts with the given languages replaced; a language a person typed is no
 * longer "machine translated". Languages must be the site's (when the caller knows them).
 */
function altChanges(current: MediaRow, change: { alt?: Localized<string>; decorative?: boolean; locales?: readonly Locale[] }) {
  const alt: Localized<string> = { ...current.alt };
  const typed = Object.keys(change.alt ?? {}) as Locale[];
  for (const locale of typed) {
    if (change.locales && !change.locales.includes(locale)) throw new AppError('BAD_REQUEST', 'content.unknownSiteLanguage', { values: { locale } });
    const text = change.alt?.[locale]?.trim() ?? '';
    if (text === '') delete alt[locale];
    else alt[locale] = text;
  }
  return {
    alt,
    decorative: change.decorative ?? current.decorative,
    altMachineTranslated: current.altMachineTranslated.filter((locale) => !typed.includes(locale)),
  };
}

/** Copies an image's alternative texts to its crops (and theirs), in one statement. */
export async function describeCrops(db: Queryable, row: Pick<MediaRow, 'id' | 'siteId' | 'alt' | 'decorative' | 'altMachineTranslated'>): Promise<void> {
  const crops = sql`(with recursive crops(id) as (
    select ${media.id} from ${media} where ${media.parentId} = ${row.id} and ${media.siteId} = ${row.siteId}
    union select m.id from media m join crops on m.parent_id = crops.id
  ) select id from crops)`;
  await db
    .update(media)
    .set({ alt: row.alt, decorative: row.decorative, altMachineTranslated: row.altMachineTranslated })
    .where(and(eq(media.siteId, row.siteId), inArray(media.id, crops)));
}

/** Cropped children of a media (their objects go when the parent is deleted). */
export async function childrenOf(db: Queryable, options: { siteId: string; id: string }): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(eq(media.siteId, options.siteId), eq(media.parentId, options.id), ne(media.id, options.id)));
}
