/**
 * Variant throughput on this machine, with the pipeline the media route and the variants job use.
 *
 * 1. sharp's reference work (its own benchmark: a 2725×2225 JPEG → 720×588 JPEG), one render at a
 *    time and with as many renders in parallel as there are cores (what the variants job does).
 * 2. Per format: N resized variants of a 3000×2000 sample cycling through the delivery widths,
 *    one at a time (the cost of a first request on the on-demand route).
 * 3. One upload's whole job: every width × AVIF/WebP/JPEG the blocks request, in parallel.
 *
 * Usage: npx tsx bench/image-variants.ts [count=60]
 */
import os from 'node:os';
import sharp from 'sharp';
import { renderVariant } from '../src/server/services/media/image-pipeline';
import { IMAGE_WIDTHS, type ImageFormat } from '../src/shared/content/media';

const count = Number(process.argv[2] ?? 60);

/** A photo-like sample (noise over gradients compresses like a real photo). */
async function samplePhoto(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    const noise = (i * 2654435761) % 41;
    pixels[i] = (x / width) * 200 + noise;
    pixels[i + 1] = (y / height) * 200 + noise;
    pixels[i + 2] = 90 + noise;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * Runs `total` renders with at most `parallel` at once; returns renders per second (wall clock)
 * and the process's CPU time per render, which other work on a shared machine does not inflate.
 */
async function measure(total: number, parallel: number, render: (index: number) => Promise<unknown>): Promise<{ perSecond: number; cpuMs: number }> {
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const lane = async () => {
    while (next < total) {
      const index = next;
      next += 1;
      await render(index);
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { perSecond: total / seconds, cpuMs: (used.user + used.system) / 1000 / total };
}

async function throughput(total: number, parallel: number, render: (index: number) => Promise<unknown>): Promise<number> {
  return (await measure(total, parallel, render)).perSecond;
}

const line = (label: string, result: { perSecond: number; cpuMs: number }) =>
  `  ${label.padEnd(20)} ${result.perSecond.toFixed(1)} variants/s (${result.cpuMs.toFixed(0)} ms CPU each)`;

async function main() {
  const cores = os.availableParallelism();
  // The reference work as the issue states it: one render per core (the worker leaves one core free).
  const parallel = cores;
  console.log(`${cores} cores, sharp concurrency ${sharp.concurrency()} (threads per render), ${parallel} renders in parallel, ${count} renders per line`);

  const reference = await samplePhoto(2725, 2225);
  const check = await sharp(await renderVariant({ bytes: reference, width: 720, format: 'jpeg' })).metadata();
  console.log(`\nreference: ${(reference.length / 1024).toFixed(0)} KB 2725×2225 JPEG → ${check.width}×${check.height} JPEG`);
  const referenceRender = () => renderVariant({ bytes: reference, width: 720, format: 'jpeg' });
  await throughput(4, parallel, referenceRender); // warm-up
  console.log(line('one at a time', await measure(count, 1, referenceRender)));
  const parallelResult = await measure(count, parallel, referenceRender);
  console.log(line(`${parallel} in parallel`, parallelResult));
  console.log(`  on ${cores} idle cores at that CPU time: ${((1000 / parallelResult.cpuMs) * Math.min(cores, parallel)).toFixed(1)} variants/s`);

  const photo = await samplePhoto(3000, 2000);
  console.log(`\nper format, one at a time: ${(photo.length / 1024).toFixed(0)} KB 3000×2000 JPEG, widths ${IMAGE_WIDTHS.join('/')}`);
  const formats: ImageFormat[] = ['webp', 'jpeg', 'avif', 'png'];
  for (const format of formats) {
    const perSecond = await throughput(count, 1, (i) => renderVariant({ bytes: photo, width: IMAGE_WIDTHS[i % IMAGE_WIDTHS.length] ?? 640, format }));
    console.log(`  ${format.padEnd(5)} ${perSecond.toFixed(1)} images/s (${(1000 / perSecond).toFixed(0)} ms each)`);
  }

  const job = IMAGE_WIDTHS.flatMap((width) => (['avif', 'webp', 'jpeg'] as const).map((format) => ({ width, format })));
  const started = performance.now();
  await throughput(job.length, parallel, (i) => renderVariant({ bytes: photo, ...(job[i] ?? { width: 320, format: 'jpeg' }) }));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\none upload's job (3000×2000, ${job.length} variants, ${parallel} in parallel): ${seconds.toFixed(1)} s, ${(job.length / seconds).toFixed(1)} variants/s`,
  );
}

await main();
