import type { MediaInfo } from '../../../shared/content/media';
import type { media } from '../../db/schema';

type MediaRow = typeof media.$inferSelect;

/** A media row as pages and the editor see it (no storage internals). */
export function toMediaInfo(row: MediaRow): MediaInfo {
  return {
    id: row.id,
    parentId: row.parentId,
    mediaType: row.mediaType,
    mimeType: row.mimeType,
    extension: row.extension,
    originalFilename: row.originalFilename,
    fileSize: row.fileSize,
    width: row.width,
    height: row.height,
    blurHash: row.blurHash,
    focalPoint: row.focalPoint,
    cropArea: row.cropArea ?? null,
    tags: row.tags,
    folder: row.folder,
    video: row.video ?? null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    alt: row.alt ?? {},
    decorative: row.decorative ?? false,
    altMachineTranslated: row.altMachineTranslated ?? [],
  };
}
