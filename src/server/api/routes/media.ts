import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { CAPTIONS_EXTENSION, MAX_IMAGE_BYTES } from '../../../shared/constants/media';
import {
  ZBlurHashRequest,
  ZCancelUploadRequest,
  ZCancelUploadResponse,
  ZCreateEntryRequest,
  ZCropImageRequest,
  ZCropImageResponse,
  ZDeleteMediaRequest,
  ZDeleteMediaResponse,
  ZDirectUploadRequest,
  ZDirectUploadResponse,
  ZMediaIdParam,
  ZMediaInfo,
  ZMediaList,
  ZMediaListQuery,
  ZUpdateMediaRequest,
  ZUploadImageForm,
  ZYouTubeRequest,
} from '../../../shared/schemas/media';
import { getDb } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { getStorage } from '../../platform/storage';
import { addYouTubeVideo } from '../../services/media/add-youtube';
import { cancelDirectUpload } from '../../services/media/cancel-upload';
import { cropImage, refreshBlurHash } from '../../services/media/crop-image';
import { deleteMedia } from '../../services/media/delete-media';
import { findMedia, listMedia, updateMedia } from '../../services/media/media-records';
import { receiveVideo } from '../../services/media/receive-video';
import { toMediaInfo } from '../../services/media/to-media-info';
import { uploadCaptions } from '../../services/media/upload-captions';
import { uploadImage } from '../../services/media/upload-image';
import { extensionOf } from '../../services/media/validate-upload';
import { createDirectUpload, createVideoEntry } from '../../services/media/video-upload';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

const answers = <T extends z.ZodType>(data: T, description: string) => ({
  200: envelopeAnswer(data, description),
  400: errorAnswer('Invalid input or file refused; nothing stored'),
  404: errorAnswer('No such media on this site'),
  413: errorAnswer('File too large'),
});

/** The file field as OpenAPI's binary string (zod's instanceof has no OpenAPI form of its own). */
const ZUploadForm = ZUploadImageForm.extend({ file: ZUploadImageForm.shape.file.openapi({ type: 'string', format: 'binary' }) });

const site = (c: { get(key: 'site'): { id: string } }) => c.get('site').id;

/** The media library: uploads (images; own videos in three steps), crops, YouTube, list, delete. */
const upload = defineRoute({
  method: 'post',
  path: '/media/upload',
  auth: 'optician',
  permission: 'media',
  summary: 'Upload an image (jpg, jpeg, png, gif, svg, webp; max 20 MB, 50 megapixels) or a WebVTT captions file (vtt; max 1 MB)',
  request: { body: { content: { 'multipart/form-data': { schema: ZUploadForm } }, required: true } },
  responses: answers(ZMediaInfo, 'Stored; the new media'),
  bodyLimit: 'own',
  guards: [
    bodyLimit({
      maxSize: MAX_IMAGE_BYTES + 512 * 1024,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'media.imageTooLarge');
      },
    }),
  ],
  handler: async (c) => {
    const { file, folder, groupId, tags } = c.req.valid('form');
    const bytes = Buffer.from(await file.arrayBuffer());
    const options = { siteId: site(c), fileName: file.name, bytes, folder, groupId, tags };
    // Captions for own videos are the one kind of text the library takes (issue 17).
    const upload = extensionOf(file.name) === CAPTIONS_EXTENSION ? uploadCaptions : uploadImage;
    return ok(c, await upload(getDb(), options));
  },
});

const directUpload = defineRoute({
  method: 'post',
  path: '/media/directUpload',
  auth: 'optician',
  permission: 'media',
  summary: 'Start an own-video upload (mp4, webm, mov; max 500 MB): where to PUT the bytes',
  request: { body: jsonBody(ZDirectUploadRequest) },
  responses: answers(ZDirectUploadResponse, 'Upload URL and id'),
  handler: async (c) => ok(c, await createDirectUpload(getDb(), { siteId: site(c), ...c.req.valid('json') })),
});

const receive = defineRoute({
  method: 'put',
  path: '/media/upload/{id}',
  auth: 'optician',
  permission: 'media',
  summary: 'The raw video bytes of a direct upload (any content type; progress via XHR upload events)',
  request: { params: ZMediaIdParam },
  responses: { ...answers(ZMediaInfo, 'Stored (status stays upload until createEntry)'), 409: errorAnswer('Already uploaded') },
  // Streamed to storage and cut off at the video limit by receiveVideo.
  bodyLimit: 'own',
  handler: async (c) => ok(c, await receiveVideo(getDb(), { siteId: site(c), uploadId: c.req.valid('param').id, body: c.req.raw.body })),
});

const createEntry = defineRoute({
  method: 'post',
  path: '/media/createEntry',
  auth: 'optician',
  permission: 'media',
  summary: 'Finish an own-video upload: the media becomes ready',
  request: { body: jsonBody(ZCreateEntryRequest) },
  responses: answers(ZMediaInfo, 'Ready'),
  handler: async (c) => {
    const storage = getStorage();
    const isStored = async (key: string) => (await storage.head(key)) !== null;
    return ok(c, await createVideoEntry(getDb(), { siteId: site(c), uploadId: c.req.valid('json').uploadId, isStored }));
  },
});

const cancelUpload = defineRoute({
  method: 'post',
  path: '/media/cancelUpload',
  auth: 'optician',
  permission: 'media',
  summary: 'Give up an own-video upload before it is ready: its slot, reserved quota and any stored bytes go at once',
  request: { body: jsonBody(ZCancelUploadRequest) },
  responses: answers(ZCancelUploadResponse, 'Cancelled'),
  handler: async (c) => {
    await cancelDirectUpload(getDb(), { siteId: site(c), uploadId: c.req.valid('json').uploadId });
    return ok(c, { cancelled: true as const });
  },
});

const list = defineRoute({
  method: 'get',
  path: '/media',
  auth: 'optician',
  permission: 'media',
  summary: 'The library, newest first (40 per page, videos 20); cropped copies hidden',
  request: { query: ZMediaListQuery },
  responses: answers(ZMediaList, 'One page'),
  handler: async (c) => ok(c, await listMedia(getDb(), { siteId: site(c), query: c.req.valid('query') })),
});

const one = defineRoute({
  method: 'get',
  path: '/media/{id}',
  auth: 'optician',
  permission: 'media',
  summary: 'One media',
  request: { params: ZMediaIdParam },
  responses: answers(ZMediaInfo, 'The media'),
  handler: async (c) => ok(c, toMediaInfo(await findMedia(getDb(), { siteId: site(c), id: c.req.valid('param').id }))),
});

const update = defineRoute({
  method: 'post',
  path: '/media/update',
  auth: 'optician',
  permission: 'media',
  summary: "Change tags, focal point, folder, or an image's alternative texts (per site language) and decorative flag; crops follow their original's texts",
  request: { body: jsonBody(ZUpdateMediaRequest) },
  responses: answers(ZMediaInfo, 'Updated'),
  handler: async (c) => ok(c, await updateMedia(getDb(), { siteId: site(c), locales: c.get('site').locales, ...c.req.valid('json').media })),
});

const blurHash = defineRoute({
  method: 'post',
  path: '/media/blurHash',
  auth: 'optician',
  permission: 'media',
  summary: "Recompute an image's blur hash",
  request: { body: jsonBody(ZBlurHashRequest) },
  responses: answers(ZMediaInfo, 'Updated'),
  handler: async (c) => ok(c, await refreshBlurHash(getDb(), { siteId: site(c), id: c.req.valid('json').media.id })),
});

const crop = defineRoute({
  method: 'post',
  path: '/media/cropImage',
  auth: 'optician',
  permission: 'media',
  summary: 'Save a crop (percent) as a new child media; the focal point is clamped into it',
  request: { body: jsonBody(ZCropImageRequest) },
  responses: { ...answers(ZCropImageResponse, 'Cropped'), 500: errorAnswer('Failed to crop image') },
  handler: async (c) => {
    const { id, cropArea, focalPoint } = c.req.valid('json').media;
    const croppedMedia = await cropImage(getDb(), { siteId: site(c), id, cropArea, focalPoint });
    return ok(c, { status: 200 as const, croppedMedia });
  },
});

const youtube = defineRoute({
  method: 'post',
  path: '/media/youtube',
  auth: 'optician',
  permission: 'media',
  summary: 'Add a YouTube video (watch, embed, shorts, youtu.be or no-cookie URL)',
  request: { body: jsonBody(ZYouTubeRequest) },
  responses: answers(ZMediaInfo, 'Added'),
  handler: async (c) => ok(c, await addYouTubeVideo(getDb(), { siteId: site(c), ...c.req.valid('json') })),
});

const remove = defineRoute({
  method: 'post',
  path: '/media/delete',
  auth: 'editor',
  permission: 'media.delete',
  summary: 'Delete a media, its crops and their files (storage hints in the body are ignored)',
  request: { body: jsonBody(ZDeleteMediaRequest) },
  responses: answers(ZDeleteMediaResponse, 'Deleted'),
  handler: async (c) => {
    await deleteMedia(getDb(), { siteId: site(c), id: c.req.valid('json').mediaId });
    return ok(c, { success: true, error: null });
  },
});

// Fixed paths before `/media/{id}`, as before.
export const mediaRoutes = [upload, directUpload, receive, createEntry, cancelUpload, list, one, update, blurHash, crop, youtube, remove];
