import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CropArea, FocalPoint, MediaStatus, MediaType, VideoSettings } from '../../../shared/content/media';
import type { Locale, Localized } from '../../../shared/locales';
import { sites } from './sites';

/** Uploaded files of a site (and crops of them, pointing at their parent). */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => media.id, { onDelete: 'cascade' }),
    mediaType: text('media_type').notNull().$type<MediaType>(),
    mimeType: text('mime_type').notNull(),
    /** Optional folder inside the site's storage folder (editor-panels: bucketFolder). */
    folder: text('folder'),
    /** The storage key of the original: {siteId}/[{folder}/][{groupId}/]{objectId}.{ext} */
    objectKey: text('object_key').notNull(),
    originalFilename: text('original_filename').notNull(),
    extension: text('extension').notNull(),
    fileSize: integer('file_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    tags: text('tags').array().notNull().default([]),
    blurHash: text('blur_hash'),
    focalPoint: jsonb('focal_point').notNull().$type<FocalPoint>().default({ x: 0.5, y: 0.5 }),
    cropArea: jsonb('crop_area').$type<CropArea>(),
    video: jsonb('video').$type<VideoSettings>(),
    status: text('status').notNull().default('ready').$type<MediaStatus>(),
    /** Alternative text per site language; crops get their original's with every change (issue 31). */
    alt: jsonb('alt').notNull().$type<Localized<string>>().default({}),
    /** Purely decorative: visitors get alt="". */
    decorative: boolean('decorative').notNull().default(false),
    /** Languages whose alternative text is an unreviewed machine translation. */
    altMachineTranslated: text('alt_machine_translated').array().notNull().$type<Locale[]>().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_site_created_idx').on(t.siteId, t.createdAt), index('media_parent_idx').on(t.parentId)],
);
