import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { MAX_IMAGE_BYTES, MEDIA_ERRORS } from '../../../shared/constants/media';
import {
  ZBlurHashRequest,
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
import { getStorage } from '../../platform/storage';
import { addYouTubeVideo } from '../../services/media/add-youtube';
import { cropImage, refreshBlurHash } from '../../services/media/crop-image';
import { deleteMedia } from '../../services/media/delete-media';
import { findMedia, listMedia, updateMedia } from '../../services/media/media-records';
import { receiveVideo } from '../../services/media/receive-video';
import { toMediaInfo } from '../../services/media/to-media-info';
import { uploadImage } from '../../services/media/upload-image';
import { createDirectUpload, createVideoEntry } from '../../services/media/video-upload';
import type { ApiEnv } from '../context';
import { ZErrorEnvelope, envelopeOf, fail, ok } from '../envelope';
import { requireMember } from '../middleware/require-member';
import { validationHook } from '../validation-hook';

const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const error = (description: string) => ({ description, content: { 'application/json': { schema: ZErrorEnvelope } } });
const answers = <T extends z.ZodType>(data: T, description: string) => ({
  200: { description, content: { 'application/json': { schema: envelopeOf(data) } } },
  400: error('Invalid input or file refused; nothing stored'),
  401: error('Not signed in'),
  403: error('Not a member of this site'),
  404: error('No such media on this site'),
  413: error('File too large'),
});

/** The media library: uploads (images; own videos in three steps), crops, YouTube, list, delete. */
export const mediaApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

mediaApi.use('/media', requireMember('editor'));
mediaApi.use('/media/*', requireMember('editor'));
mediaApi.post('/media/upload', bodyLimit({ maxSize: MAX_IMAGE_BYTES + 512 * 1024, onError: (c) => fail(c, 413, MEDIA_ERRORS.imageTooLarge) }));

/** The file field as OpenAPI's binary string (zod's instanceof has no OpenAPI form of its own). */
const ZUploadForm = ZUploadImageForm.extend({ file: ZUploadImageForm.shape.file.openapi({ type: 'string', format: 'binary' }) });

const site = (c: { get(key: 'site'): { id: string } }) => c.get('site').id;

mediaApi.openapi(
  createRoute({
    method: 'post',
    path: '/media/upload',
    summary: 'Upload an image (jpg, jpeg, png, gif, svg, webp; max 20 MB, 50 megapixels)',
    request: { body: { content: { 'multipart/form-data': { schema: ZUploadForm } }, required: true } },
    responses: answers(ZMediaInfo, 'Stored; the new media'),
  }),
  async (c) => {
    const { file, folder, groupId, tags } = c.req.valid('form');
    const bytes = Buffer.from(await file.arrayBuffer());
    return ok(c, await uploadImage(getDb(), { siteId: site(c), fileName: file.name, bytes, folder, groupId, tags }));
  },
);

mediaApi.openapi(
  createRoute({
    method: 'post',
    path: '/media/directUpload',
    summary: 'Start an own-video upload (mp4, webm, mov; max 500 MB): where to PUT the bytes',
    request: { body: jsonBody(ZDirectUploadRequest) },
    responses: answers(ZDirectUploadResponse, 'Upload URL and id'),
  }),
  async (c) => ok(c, await createDirectUpload(getDb(), { siteId: site(c), ...c.req.valid('json') })),
);

mediaApi.openapi(
  createRoute({
    method: 'put',
    path: '/media/upload/{id}',
    summary: 'The raw video bytes of a direct upload (any content type; progress via XHR upload events)',
    request: { params: ZMediaIdParam },
    responses: { ...answers(ZMediaInfo, 'Stored (status stays upload until createEntry)'), 409: error('Already uploaded') },
  }),
  async (c) => ok(c, await receiveVideo(getDb(), { siteId: site(c), uploadId: c.req.valid('param').id, body: c.req.raw.body })),
);

mediaApi.openapi(
  createRoute({
    method: 'post',
    path: '/media/createEntry',
    summary: 'Finish an own-video upload: the media becomes ready',
    request: { body: jsonBody(ZCreateEntryRequest) },
    responses: answers(ZMediaInfo, 'Ready'),
  }),
  async (c) => {
    const storage = getStorage();
    const isStored = async (key: string) => (await storage.head(key)) !== null;
    return ok(c, await createVideoEntry(getDb(), { siteId: site(c), uploadId: c.req.valid('json').uploadId, isStored }));
  },
);

mediaApi.openapi(
  createRoute({
    method: 'get',
    path: '/media',
    summary: 'The library, newest first (40 per page, videos 20); cropped copies hidden',
    request: { query: ZMediaListQuery },
    responses: answers(ZMediaList, 'One page'),
  }),
  async (c) => ok(c, await listMedia(getDb(), { siteId: site(c), query: c.req.valid('query') })),
);

mediaApi.openapi(
  createRoute({ method: 'get', path: '/media/{id}', summary: 'One media', request: { params: ZMediaIdParam }, responses: answers(ZMediaInfo, 'The media') }),
  async (c) => ok(c, toMediaInfo(await findMedia(getDb(), { siteId: site(c), id: c.req.valid('param').id }))),
);

mediaApi.openapi(
  createRoute({
    method: 'post',
    path: '/media/update',
    summary: 'Change tags, focal point or folder',
    request: { body: jsonBody(ZUpdateMediaRequest) },
    responses: answers(ZMediaInfo, 'Updated'),
  }),
  async (c) => ok(c, await updateMedia(getDb(), { siteId: site(c), ...c.req.valid('json').media })),
);

mediaApi.openapi(
  createRoute({
    method: 'post',
    path: '/media/blurHash',
    summary: "Recompute an image's blur hash",
    request: { body: jsonBody(ZBlurHashRequest) },
    responses: answers(ZMediaInfo, 'Updated'),
  }),
  async (c) => ok(c, await refreshBlurHash(getDb(), { siteId: site(c), id: c.req.valid('json').media.id })),
);

mediaApi.openapi(
  createRoute({
    method: 'post',
    path: '/media/cropImage',
    summary: 'Save a crop (percent) as a new child media; the focal point is clamped into it',
    request: { body: jsonBody(ZCropImageRequest) },
    responses: { ...answers(ZCropImageResponse, 'Cropped'), 500: error('Failed to crop image') },
  }),
  async (c) => {
    const { id, cropArea, focalPoint } = c.req.valid('json').media;
    const croppedMedia = await cropImage(getDb(), { siteId: site(c), id, cropArea, focalPoint });
    return ok(c, { status: 200 as const, croppedMedia });
  },
);

mediaApi.openapi(
  createRoute({
    method: 'post',
    path: '/media/youtube',
    summary: 'Add a YouTube video (watch, embed, shorts, youtu.be or no-cookie URL)',
    request: { body: jsonBody(ZYouTubeRequest) },
    responses: answers(ZMediaInfo, 'Added'),
  }),
  async (c) => ok(c, await addYouTubeVideo(getDb(), { siteId: site(c), ...c.req.valid('json') })),
);

mediaApi.openapi(
  createRoute({
    method: 'post',
    path: '/media/delete',
    summary: 'Delete a media, its crops and their files (storage hints in the body are ignored)',
    request: { body: jsonBody(ZDeleteMediaRequest) },
    responses: answers(ZDeleteMediaResponse, 'Deleted'),
  }),
  async (c) => {
    await deleteMedia(getDb(), { siteId: site(c), id: c.req.valid('json').mediaId });
    return ok(c, { success: true, error: null });
  },
);
