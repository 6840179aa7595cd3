import type { MediaInfo } from '../../../shared/content/media';
import { YOUTUBE_ASPECT_RATIO, YOUTUBE_THUMBNAIL } from '../../../shared/constants/media';
import { parseYouTubeUrl } from '../../../shared/content/youtube';
import type { Queryable } from '../../db/client';
import { media } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { toMediaInfo } from './to-media-info';

/** A YouTube video as media (no stored bytes): the URL must yield the 11-character video id. */
export async function addYouTubeVideo(
  db: Queryable,
  options: { siteId: string; youtubeUrl: string; videoId?: string; thumbnailUrl?: string | null; aspectRatio?: string },
): Promise<MediaInfo> {
  const parsed = parseYouTubeUrl(options.youtubeUrl);
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.error === 'invalid-url' ? 'media.invalidYouTubeUrl' : 'media.noVideoId');
  if (options.videoId && options.videoId !== parsed.videoId) throw new AppError('BAD_REQUEST', 'media.noVideoId');
  const [row] = await db
    .insert(media)
    .values({
      siteId: options.siteId,
      mediaType: 'video',
      mimeType: 'video/x-youtube',
      objectKey: '',
      originalFilename: options.youtubeUrl.trim(),
      extension: '',
      fileSize: 0,
      status: 'ready',
      video: {
        source: 'youtube',
        uploadId: null,
        videoId: parsed.videoId,
        status: 'ready',
        aspectRatio: options.aspectRatio ?? YOUTUBE_ASPECT_RATIO,
        thumbnailUrl: options.thumbnailUrl ?? YOUTUBE_THUMBNAIL(parsed.videoId),
      },
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'media.insertFailed');
  return toMediaInfo(row);
}
