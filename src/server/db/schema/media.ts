import { type AnyPgColumn, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CropArea, FocalPoint, MediaStatus, MediaType, VideoSettings } from '../../../shared/content/media';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_site_created_idx').on(t.siteId, t.createdAt), index('media_parent_idx').on(t.parentId)],
);
