import { IMAGE_WIDTHS, type ImageFormat } from '../../../shared/content/media';

export const VARIANT_FORMATS: readonly ImageFormat[] = ['avif', 'webp', 'jpeg', 'png'];

/** `{siteId}/[{folder}/][{groupId}/]{objectId}.{ext}` (editor-panels §7 "Backend storage"). */
export function mediaObjectKey(parts: { siteId: string; folder?: string | null; groupId?: string | null; objectId: string; extension: string }): string {
  return [parts.siteId, parts.folder, parts.groupId, `${parts.objectId}.${parts.extension}`].filter(Boolean).join('/');
}

/** Where a resized variant of a media is kept, generated once. */
export function variantObjectKey(parts: { siteId: string; mediaId: string; width: number; format: ImageFormat }): string {
  return `${parts.siteId}/variants/${parts.mediaId}/w${parts.width}.${parts.format}`;
}

/** Every key a media's variants can have (deleting them needs no listing). */
export function allVariantKeys(siteId: string, mediaId: string): string[] {
  return IMAGE_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format) => variantObjectKey({ siteId, mediaId, width, format })));
}
