import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET } from '../../src/app/media/[mediaId]/[variant]/route';
import { MediaImage } from '../../src/blocks/_shared/MediaImage';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { jobs, media as mediaTable } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/platform/logger';
import { getStorage, variantObjectKey } from '../../src/server/platform/storage';
import { MAX_JOB_ATTEMPTS } from '../../src/server/services/jobs/job-schedule';
import { startJobWorker } from '../../src/server/services/jobs/job-worker';
import { runJobsOnce } from '../../src/server/services/jobs/run-jobs';
import { requestedVariants } from '../../src/server/services/media/variant-job';
import { variantRenderCount } from '../../src/server/services/media/variants';
import type { MediaInfo } from '../../src/shared/content/media';
import { api, createTestSite, signedInUser } from './support/fixtures';
import { uploadedOnNewSite, withTemporaryStorage } from './support/media';

withTemporaryStorage('webbox-variants-job-');

const photo = (width = 1000, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#338855' } })
    .jpeg()
    .toBuffer();
const jobsOf = (mediaId: string) => getDb().select().from(jobs).where(eq(jobs.mediaId, mediaId));
const fetchVariant = (host: string, mediaId: string, variant: string) =>
  GET(new Request(`http://${host}/media/${mediaId}/${variant}`, { headers: { host } }), { params: Promise.resolve({ mediaId, variant }) });

/** Every variant URL MediaImage puts in its `<picture>` for this media, as `w{width}.{format}`. */
function variantsInMarkup(media: MediaInfo): string[] {
  const html = renderToStaticMarkup(createElement(MediaImage, { media, alt: '' }));
  const names = [...html.matchAll(new RegExp(`/media/${media.id}/(w\\d+\\.[a-z]+)`, 'g'))].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

async function storedVariants(siteId: string, mediaId: string, names: string[]): Promise<string[]> {
  const stored: string[] = [];
  for (const name of names) {
    const [, width = '', format = ''] = /^w(\d+)\.(\w+)$/.exec(name) ?? [];
    const key = variantObjectKey({ siteId, mediaId, width: Number(width), format: format as 'avif' });
    if (await getStorage().head(key)) stored.push(name);
  }
  return stored;
}

describe('media.variants job', () => {
  it('is queued with the upload; one run stores every variant the blocks request, and the route then only serves them', async () => {
    const { site, media } = await uploadedOnNewSite('p.jpg', await photo());
    const queued = await jobsOf(media.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'media.variants', siteId: site.id, payload: { siteId: site.id, mediaId: media.id }, attempts: 0 });

    const expected = requestedVariants(media).map((v) => `w${v.width}.${v.format}`);
    // What the worker renders is exactly what the page asks for: three widths up to 1000 px, three formats.
    expect([...expected].sort()).toEqual(variantsInMarkup(media));
    expect(expected).toHaveLength(9);
    expect(await storedVariants(site.id, media.id, expected)).toEqual([]);

    expect(await runJobsOnce({ db: getDb(), siteId: site.id })).toEqual({ done: 1, retried: 0, abandoned: 0 });
    expect(await jobsOf(media.id)).toEqual([]);
    expect(await storedVariants(site.id, media.id, expected)).toEqual(expected);

    const before = variantRenderCount();
    for (const name of expected) {
      const response = await fetchVariant(site.host, media.id, name);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('x-webbox-variant'), name).toBe('stored');
    }
    const jpeg = await fetchVariant(site.host, media.id, 'w640.jpeg');
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).width).toBe(640);
    expect(variantRenderCount()).toBe(before);
  });

  it('shares renders with a visitor asking for a variant at the same time', async () => {
    const { site, media } = await uploadedOnNewSite('p.jpg', await photo());
    const before = variantRenderCount();
    const [response] = await Promise.all([fetchVariant(site.host, media.id, 'w960.avif'), runJobsOnce({ db: getDb(), siteId: site.id })]);
    expect(response.status).toBe(200);
    expect(variantRenderCount() - before).toBe(requestedVariants(media).length);
  });

  it('never makes a visitor wait for a render in the background renderer', async () => {
    const { site, media } = await uploadedOnNewSite('p.jpg', await photo());
    // The niced renderer gets no CPU while pages are busy: here it does not answer until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    const job = runJobsOnce({
      db: getDb(),
      siteId: site.id,
      renderVariant: async (input) => {
        started += 1;
        await held;
        return sharp(input.bytes).resize({ width: input.width }).toFormat(input.format).toBuffer();
      },
    });
    while (started === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const [first] = requestedVariants(media);
    const response = await fetchVariant(site.host, media.id, `w${first?.width}.${first?.format}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-webbox-variant')).toBe('generated');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(first?.width);
    release();
    expect(await job).toEqual({ done: 1, retried: 0, abandoned: 0 });
  });

  it('queues crops (PNG fallback for PNGs) but not SVGs or GIFs, which are served as originals', async () => {
    const png = await uploadedOnNewSite(
      'p.png',
      await sharp({ create: { width: 700, height: 400, channels: 4, background: '#33885580' } })
        .png()
        .toBuffer(),
    );
    expect(requestedVariants(png.media).map((v) => `w${v.width}.${v.format}`)).toEqual([
      'w640.avif',
      'w640.webp',
      'w640.png',
      'w320.avif',
      'w320.webp',
      'w320.png',
    ]);
    expect([...requestedVariants(png.media).map((v) => `w${v.width}.${v.format}`)].sort()).toEqual(variantsInMarkup(png.media));
    const crop = await api(png.site.host, '/media/cropImage', {
      method: 'POST',
      cookie: png.editor.cookie,
      body: { media: { id: png.media.id, cropArea: { x: 0, y: 0, width: 50, height: 50 } } },
    });
    expect(crop.status).toBe(200);
    const cropped = (await crop.json()).data.croppedMedia as MediaInfo;
    expect(await jobsOf(cropped.id)).toHaveLength(1);
    expect(await runJobsOnce({ db: getDb(), siteId: png.site.id })).toEqual({ done: 2, retried: 0, abandoned: 0 });
    // A 350 px crop: only the smallest width, never enlarged.
    expect(await storedVariants(png.site.id, cropped.id, ['w320.avif', 'w320.webp', 'w320.png', 'w640.webp'])).toEqual(['w320.avif', 'w320.webp', 'w320.png']);

    const svg = await uploadedOnNewSite(
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
    );
    expect(await jobsOf(svg.media.id)).toEqual([]);
    const gif = await uploadedOnNewSite(
      'a.gif',
      await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } })
        .gif()
        .toBuffer(),
    );
    expect(await jobsOf(gif.media.id)).toEqual([]);
  });

  it('does not take a job another worker holds the lease of, and takes it once the lease ran out', async () => {
    const { site, media } = await uploadedOnNewSite('p.jpg', await photo(500, 300));
    const leasedUntil = new Date(Date.now() + 60_000);
    await getDb().update(jobs).set({ lockedUntil: leasedUntil }).where(eq(jobs.mediaId, media.id));
    expect(await runJobsOnce({ db: getDb(), siteId: site.id })).toEqual({ done: 0, retried: 0, abandoned: 0 });
    expect(await jobsOf(media.id)).toHaveLength(1);
    expect(await storedVariants(site.id, media.id, ['w320.avif', 'w320.webp', 'w320.jpeg'])).toEqual([]);

    const later = new Date(leasedUntil.getTime() + 1000);
    expect(await runJobsOnce({ db: getDb(), siteId: site.id, now: () => later })).toEqual({ done: 1, retried: 0, abandoned: 0 });
    expect(await storedVariants(site.id, media.id, ['w320.avif', 'w320.webp', 'w320.jpeg'])).toEqual(['w320.avif', 'w320.webp', 'w320.jpeg']);
  });

  it('retries a failing job later with backoff and gives up after the last attempt with a logged error', async () => {
    const { site, media } = await uploadedOnNewSite('p.jpg', await photo(500, 300));
    // The original is gone from storage: every render fails.
    const [row] = await getDb().select().from(mediaTable).where(eq(mediaTable.id, media.id));
    await getStorage().delete(row?.objectKey ?? '');
    const lines: Array<{ level: number; msg: string; jobId?: string; attempts?: number }> = [];
    const logger = createLogger('warn', { write: (line: string) => void lines.push(JSON.parse(line)) });

    let now = new Date();
    expect(await runJobsOnce({ db: getDb(), siteId: site.id, logger, now: () => now })).toEqual({ done: 0, retried: 1, abandoned: 0 });
    const [failed] = await jobsOf(media.id);
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toBeTruthy();
    expect(failed?.lockedUntil).toBeNull();
    expect(failed?.runAt.getTime()).toBeGreaterThan(now.getTime());
    // Not due again before its backoff.
    expect(await runJobsOnce({ db: getDb(), siteId: site.id, logger, now: () => now })).toEqual({ done: 0, retried: 0, abandoned: 0 });

    for (let attempt = 2; attempt <= MAX_JOB_ATTEMPTS; attempt += 1) {
      const [job] = await jobsOf(media.id);
      now = new Date((job?.runAt.getTime() ?? 0) + 1);
      const last = attempt === MAX_JOB_ATTEMPTS;
      expect(await runJobsOnce({ db: getDb(), siteId: site.id, logger, now: () => now })).toEqual({ done: 0, retried: last ? 0 : 1, abandoned: last ? 1 : 0 });
    }
    expect(await jobsOf(media.id)).toEqual([]);
    const given = lines.filter((line) => line.msg === 'job given up');
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ level: 50, jobId: failed?.id, attempts: MAX_JOB_ATTEMPTS });
  });

  it('drops the pending job when the media is deleted', async () => {
    const { site, editor, media } = await uploadedOnNewSite('p.jpg', await photo(500, 300));
    expect(await jobsOf(media.id)).toHaveLength(1);
    const response = await api(site.host, '/media/delete', { method: 'POST', cookie: editor.cookie, body: { mediaId: media.id } });
    expect(response.status).toBe(200);
    expect(await jobsOf(media.id)).toEqual([]);
    expect(await runJobsOnce({ db: getDb(), siteId: site.id })).toEqual({ done: 0, retried: 0, abandoned: 0 });
  });

  it('is run by the background worker as soon as an upload wakes it', async () => {
    const site = await createTestSite();
    const editor = await signedInUser(site.host, 'editor');
    // A poll far beyond the test's time: only the upload's wake-up can start the run.
    // Its renderer at normal priority: niced, the busy test machine could leave it no CPU at all.
    const worker = startJobWorker({ db: getDb(), logger: createLogger('silent'), pollMs: 10 * 60_000, siteId: site.id, renderPriority: 0 });
    try {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(await photo(400, 300))], 'p.jpg'));
      const response = await getApi().request(`http://${site.host}/api/v1/media/upload`, {
        method: 'POST',
        headers: { host: site.host, origin: `http://${site.host}`, cookie: editor.cookie },
        body: form,
      });
      const media = (await response.json()).data as MediaInfo;
      for (let tries = 0; (await jobsOf(media.id)).length > 0; tries += 1) {
        if (tries > 400) throw new Error('the worker did not run the job');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(await storedVariants(site.id, media.id, ['w320.avif', 'w320.webp', 'w320.jpeg'])).toEqual(['w320.avif', 'w320.webp', 'w320.jpeg']);
    } finally {
      await worker.stop();
    }
  });
});
