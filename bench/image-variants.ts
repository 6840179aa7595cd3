/**
 * Variant throughput on this machine: renders N resized variants of a sample photo with the same
 * pipeline the media route uses, and prints images per second per format.
 * Usage: npx tsx bench/image-variants.ts [count=60]
 */
import os from 'node:os';
import sharp from 'sharp';
import { renderVariant } from '../src/server/services/media/image-pipeline';
import { IMAGE_WIDTHS, type ImageFormat } from '../src/shared/content/media';

const count = Number(process.argv[2] ?? 60);

/** A 3000×2000 photo-like sample (noise over gradients compresses like a real photo). */
async function samplePhoto(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    const noise = (i * 2654435761) % 41;
    pixels[i] = (x / width) * 200 + noise;
    pixels[i + 1] = (y / height) * 200 + noise;
    pixels[i + 2] = 90 + noise;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
}

async function main() {
  const photo = await samplePhoto();
  console.log(`sample ${(photo.length / 1024).toFixed(0)} KB, ${count} variants per format, ${os.cpus().length} CPUs, sharp concurrency ${sharp.concurrency()}`);
  const formats: ImageFormat[] = ['webp', 'jpeg', 'avif', 'png'];
  for (const format of formats) {
    const started = performance.now();
    for (let i = 0; i < count; i += 1) {
      const width = IMAGE_WIDTHS[i % IMAGE_WIDTHS.length] ?? 640;
      await renderVariant({ bytes: photo, width, format });
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`${format.padEnd(5)} ${(count / seconds).toFixed(1)} images/s (${((seconds / count) * 1000).toFixed(0)} ms each, widths ${IMAGE_WIDTHS.join('/')})`);
  }
}

await main();
