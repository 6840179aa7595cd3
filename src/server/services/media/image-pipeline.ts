import { encode } from 'blurhash';
import sharp from 'sharp';
import type { ImageFormat } from '../../../shared/content/media';
import { MAX_IMAGE_PIXELS } from '../../../shared/constants/media';
import { AppError } from '../../platform/app-error';
import type { PixelRect } from './crop';

/**
 * One libvips thread per render: the variants job runs one render per core in parallel (more
 * throughput than one render spread over the cores), and an on-demand render never takes every core
 * from page rendering. (sharp's default is already 1 on glibc without jemalloc, the cores elsewhere.)
 */
sharp.concurrency(1);

const input = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });

/**
 * A 4x3 blur hash from a 32 px copy. Decoding every pixel also proves the file is a whole image,
 * so it runs before anything is stored.
 */
export async function computeBlurHash(bytes: Buffer): Promise<string> {
  try {
    const { data, info } = await input(bytes).rotate().resize(32, 32, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3);
  } catch {
    throw new AppError('BAD_REQUEST', 'media.unreadableImage');
  }
}

/** A resized copy (never wider than the original) in the asked format. */
export async function renderVariant(options: { bytes: Buffer; width: number; format: ImageFormat }): Promise<Buffer> {
  const pipeline = input(options.bytes).rotate().resize({ width: options.width, withoutEnlargement: true });
  switch (options.format) {
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality: 80 }).toBuffer();
    case 'jpeg':
      // mozjpeg's trellis quantisation and quantisation table at 82: within a few percent of
      // `mozjpeg: true`'s size at about two thirds of its time; its progressive scan search is
      // the slow part and is left out (bench/README.md, "Image variants").
      return pipeline
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, trellisQuantisation: true, quantisationTable: 3, optimiseCoding: true })
        .toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 8 }).toBuffer();
  }
}

/** Cuts a rectangle (in oriented pixels) out of an image, keeping its format. */
export async function extractRect(options: { bytes: Buffer; rect: PixelRect; extension: string }): Promise<Buffer> {
  const pipeline = input(options.bytes).rotate().extract(options.rect);
  switch (options.extension) {
    case 'png':
      return pipeline.png().toBuffer();
    case 'webp':
      return pipeline.webp({ quality: 92 }).toBuffer();
    case 'gif':
      return pipeline.gif().toBuffer();
    default:
      return pipeline.jpeg({ quality: 92 }).toBuffer();
  }
}
