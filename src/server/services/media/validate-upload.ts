import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_EXTENSIONS, type ImageExtension, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '../../../shared/constants/media';
import { AppError } from '../../platform/app-error';
import { looksLikeSvg, svgProblem } from './svg-safety';

export type ValidImage = { extension: ImageExtension; mimeType: string; width: number; height: number };

const MIME_OF: Record<ImageExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The lower-case extension of a file name, or null when it has none. */
export function extensionOf(fileName: string): string | null {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : null;
}

/** Checks the name's extension against the allowed image types (editor-panels §5). */
export function imageExtensionOf(fileName: string): ImageExtension {
  const extension = extensionOf(fileName);
  if (!extension) throw new AppError('BAD_REQUEST', 'media.noExtension');
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) throw new AppError('BAD_REQUEST', 'media.typeNotAllowed');
  return extension as ImageExtension;
}

/**
 * An uploaded image is accepted only if its extension is allowed, its bytes are that type (magic
 * bytes; an SVG by a text sniff and a safety parse), it fits the size and pixel limits and sharp
 * can decode it. Anything else (HTML renamed .png, spoofed types, script in SVG, pixel bombs) is
 * refused before a byte is stored. The blur hash (computeBlurHash) then decodes the whole image.
 */
export async function validateImageUpload(input: { fileName: string; bytes: Buffer }): Promise<ValidImage> {
  const extension = imageExtensionOf(input.fileName);
  if (input.bytes.length === 0) throw new AppError('BAD_REQUEST', 'media.empty');
  if (input.bytes.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'media.imageTooLarge');
  await assertContentMatches(extension, input.bytes);
  const { width, height } = await imageSize(input.bytes);
  return { extension, mimeType: MIME_OF[extension], width, height };
}

async function assertContentMatches(extension: ImageExtension, bytes: Buffer): Promise<void> {
  if (extension === 'svg') {
    if (!looksLikeSvg(bytes)) throw new AppError('BAD_REQUEST', 'media.typeNotAllowed');
    const problem = svgProblem(bytes);
    if (problem) throw new AppError('BAD_REQUEST', problem);
    return;
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || detected.mime !== MIME_OF[extension]) throw new AppError('BAD_REQUEST', 'media.typeNotAllowed');
}

/** Display size after EXIF orientation; refuses images over the pixel limit without decoding them. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    // Reads only the header, so the limit is checked here with a clear message rather than by sharp.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', 'media.unreadableImage');
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!pixels) throw new AppError('BAD_REQUEST', 'media.unreadableImage');
  if (pixels > MAX_IMAGE_PIXELS) throw new AppError('BAD_REQUEST', 'media.tooManyPixels');
  return { width: meta.autoOrient.width, height: meta.autoOrient.height };
}
