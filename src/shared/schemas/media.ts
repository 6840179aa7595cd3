import { z } from 'zod';
import { INVALID_CHARACTERS, cleanText, isCleanText } from './clean-text';
import { MEDIA_TYPES } from '../content/media';
import { ALT_TEXT_MAX_LENGTH } from '../content/media-alt';
import { MAX_PAGE_SIZE, MAX_VIDEO_BYTES } from '../constants/media';
import { LOCALES } from '../locales';
import { ZLocale } from './editor';

export const ZFocalPoint = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });
export const ZCropArea = z
  .object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100), width: z.number().gt(0).max(100), height: z.number().gt(0).max(100) })
  .refine((a) => a.x + a.width <= 100.001 && a.y + a.height <= 100.001, { error: 'The crop area must lie inside the image' });

const ZMediaStatus = z.enum(['upload', 'ready']);
export const ZMediaInfo = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  mediaType: z.enum(MEDIA_TYPES),
  mimeType: z.string(),
  extension: z.string(),
  originalFilename: z.string(),
  fileSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  blurHash: z.string().nullable(),
  focalPoint: ZFocalPoint,
  cropArea: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullable(),
  tags: z.array(z.string()),
  folder: z.string().nullable(),
  video: z
    .object({
      source: z.enum(['own', 'youtube']),
      uploadId: z.string().nullable(),
      videoId: z.string().nullable(),
      status: ZMediaStatus,
      aspectRatio: z.string(),
      thumbnailUrl: z.string().nullable(),
    })
    .nullable(),
  status: ZMediaStatus,
  createdAt: z.string(),
  alt: z.partialRecord(ZLocale, z.string()),
  decorative: z.boolean(),
  altMachineTranslated: z.array(ZLocale),
});

/** One alternative text; empty clears the language. */
const ZAltText = cleanText(z.string().trim().max(ALT_TEXT_MAX_LENGTH, 'media.altTooLong'));
/** Alternative texts by language (only the languages given change). */
export const ZAltTexts = z.partialRecord(ZLocale, ZAltText);
/** A media slot's own alternative texts and decorative flag (the field option `alt`, `SlotAlt`). */
export const ZSlotAlt = z.object({ texts: ZAltTexts.optional(), decorative: z.boolean().optional() }).strict();

/** A library folder name: one path segment. */
export const ZMediaFolder = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/, 'Folder names use letters, digits, - and _');
const ZTag = cleanText(z.string().trim().min(1).max(50));
const ZTags = z.array(ZTag).max(30);
/** Tags from a form or query: repeated fields or one comma-separated value. */
const ZTagList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((tag) => tag.trim()).filter(Boolean))
  .pipe(ZTags);

export const ZUploadImageForm = z.object({
  // The file's name is stored (originalFilename): a NUL in it would reach PostgreSQL, which refuses it.
  file: z.instanceof(File, { error: 'Choose a file to upload' }).refine((file) => isCleanText(file.name), INVALID_CHARACTERS),
  folder: ZMediaFolder.optional(),
  groupId: z.uuid().optional(),
  tags: ZTagList.optional(),
});

export const ZMediaListQuery = z.object({
  mediaType: z.enum(MEDIA_TYPES).optional(),
  /** Videos only: own uploads by default (editor-panels §9). */
  source: z.enum(['own', 'youtube', 'all']).optional(),
  folder: ZMediaFolder.optional(),
  tags: ZTagList.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
export type TMediaListQuery = z.infer<typeof ZMediaListQuery>;
/** A site's stored media bytes against its quota (shown in the library). */
export const ZStorageUsage = z.object({ usedBytes: z.number().int().min(0), quotaBytes: z.number().int().min(0) });
export type StorageUsage = z.infer<typeof ZStorageUsage>;

export const ZMediaList = z.object({
  items: z.array(ZMediaInfo),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  usage: ZStorageUsage.optional(),
});

export const ZMediaIdParam = z.object({ id: z.uuid('Not a media id') });
const ZMediaRef = z.object({ id: z.uuid('Not a media id') });
const ZRevalidationTag = z.string().max(100).optional();

export const ZUpdateMediaRequest = z.object({
  media: ZMediaRef.extend({
    tags: ZTags.optional(),
    focalPoint: ZFocalPoint.optional(),
    folder: ZMediaFolder.nullable().optional(),
    /** Alternative texts of the languages given (empty clears one); the others stay. */
    alt: ZAltTexts.optional(),
    decorative: z.boolean().optional(),
  }),
  revalidationTag: ZRevalidationTag,
});

/**
 * POST /api/v1/media/translateAlt — machine-translates an image's alternative text from the
 * default language (else the first language that has one) into `locales`, or into every site
 * language still without one.
 */
export const ZTranslateAltRequest = z.object({ id: z.uuid('Not a media id'), locales: z.array(ZLocale).min(1).max(LOCALES.length).optional() });
export type TTranslateAltRequest = z.infer<typeof ZTranslateAltRequest>;
export const ZBlurHashRequest = z.object({ media: ZMediaRef, revalidationTag: ZRevalidationTag });
export const ZCropImageRequest = z.object({ media: ZMediaRef.extend({ cropArea: ZCropArea, focalPoint: ZFocalPoint.optional() }) });
export const ZCropImageResponse = z.object({ status: z.literal(200), croppedMedia: ZMediaInfo });

export const ZDirectUploadRequest = z.object({
  fileName: cleanText(z.string().min(1).max(255)),
  fileSize: z.number().int().min(1, 'File is empty').max(MAX_VIDEO_BYTES, 'File is too large (max 500 MB)'),
  mimeType: cleanText(
    z
      .string()
      .max(255)
      .regex(/^video\//, 'media.typeNotAllowed'),
  ),
});
export const ZDirectUploadResponse = z.object({ url: z.string(), id: z.uuid() });
export const ZCreateEntryRequest = z.object({ uploadId: z.uuid('Upload URL or ID missing') });
/** The client gives up on a direct upload: its slot (and quota reservation) goes at once. */
export const ZCancelUploadRequest = z.object({ uploadId: z.uuid('Upload URL or ID missing') });
export const ZCancelUploadResponse = z.object({ cancelled: z.literal(true) });

export const ZYouTubeRequest = z.object({
  videoId: z.string().optional(),
  youtubeUrl: cleanText(z.string().min(1).max(500)),
  thumbnailUrl: z
    .url({ protocol: /^https$/ })
    .max(500)
    .optional()
    .nullable(),
  aspectRatio: z
    .string()
    .regex(/^\d{1,2}:\d{1,2}$/)
    .optional(),
});

export const ZDeleteMediaRequest = z.object({
  mediaId: z.uuid('Not a media id'),
  bucketFolder: z.string().optional(),
  groupId: z.string().optional(),
  objectId: z.string().optional(),
  extension: z.string().optional(),
});
export const ZDeleteMediaResponse = z.object({ success: z.boolean(), error: z.string().nullable() });
