import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as appleTouchIcon } from '../../src/app/apple-touch-icon.png/route';
import { GET as favicon } from '../../src/app/favicon.ico/route';
import { GET as icon } from '../../src/app/icon.png/route';
import { getDb } from '../../src/server/db/client';
import { sites } from '../../src/server/db/schema';
import { LocalStorage, setStorage } from '../../src/server/platform/storage';
import { uploadImage } from '../../src/server/services/media/upload-image';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadPageRequest } from '../../src/server/services/rendering/load-page-request';
import { pageMetadata } from '../../src/server/services/rendering/page-metadata';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { parseSettings } from '../../src/shared/content/settings';
import { siteIconVersion } from '../../src/shared/constants/site-icons';
import { createTestPage, createTestSite, textField, uniqueHost } from './support/fixtures';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'webbox-icons-'));
  setStorage(new LocalStorage(root));
});
afterAll(async () => {
  setStorage(null);
  await rm(root, { recursive: true, force: true });
});

const HEADER = '#204060';

/** A site whose published settings show a wide red logo (transparent around it) on a blue-grey header. */
async function siteWithLogo() {
  const site = await createTestSite();
  const logo = await sharp({ create: { width: 400, height: 100, channels: 4, background: { r: 220, g: 0, b: 0, alpha: 1 } } })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const media = await uploadImage(getDb(), { siteId: site.id, fileName: 'logo.png', bytes: logo });
  const settings = parseSettings({ theme: { colors: { header: HEADER } }, header: { logoMediaId: media.id } });
  await getDb().update(sites).set({ settings, publishedSettings: settings }).where(eq(sites.id, site.id));
  return { site, settings, logoId: media.id };
}

const get = (route: (request: Request) => Promise<Response>, host: string, query = '', headers: Record<string, string> = {}) =>
  route(new Request(`http://${host}${query}`, { headers: { host, ...headers } }));

async function png(response: Response) {
  const image = sharp(Buffer.from(await response.arrayBuffer()));
  const meta = await image.metadata();
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
  return { meta, pixel, bytes: data };
}

describe('site icons (issue 17)', () => {
  it('draws the logo contained and padded on the header colour, versioned and immutable', async () => {
    const { site, settings } = await siteWithLogo();
    const version = siteIconVersion(settings);
    const response = await get(icon, site.host, `/icon.png?size=192&v=${version}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const { meta, pixel } = await png(response);
    expect([meta.width, meta.height]).toEqual([192, 192]);
    // The logo in the middle, the header colour in the padding (a wide logo leaves bands above and below).
    expect(pixel(96, 96)).toEqual([220, 0, 0]);
    expect(pixel(2, 2)).toEqual([0x20, 0x40, 0x60]);
    expect(pixel(96, 30)).toEqual([0x20, 0x40, 0x60]);

    const small = await png(await get(icon, site.host, `/icon.png?size=32&v=${version}`));
    expect([small.meta.width, small.meta.height]).toEqual([32, 32]);
    // Any other size reads as the small one.
    expect((await png(await get(icon, site.host, '/icon.png?size=999'))).meta.width).toBe(32);
  });

  it('gives iOS an opaque 180 px touch icon', async () => {
    const { site, settings } = await siteWithLogo();
    const response = await get(appleTouchIcon, site.host, `/apple-touch-icon.png?v=${siteIconVersion(settings)}`);
    expect(response.status).toBe(200);
    const { meta, pixel } = await png(response);
    expect([meta.width, meta.height]).toEqual([180, 180]);
    expect(meta.hasAlpha).toBe(false);
    expect(pixel(90, 90)).toEqual([220, 0, 0]);
    expect(pixel(1, 1)).toEqual([0x20, 0x40, 0x60]);
  });

  it('falls back to the bundled default without a logo, and each host gets its own icon', async () => {
    const { site: withLogo } = await siteWithLogo();
    const plain = await createTestSite();
    const plainIcon = await png(await get(icon, plain.host, '/icon.png?size=192'));
    // The default's dark blue, not the other site's red logo.
    expect(plainIcon.pixel(96, 40)).toEqual([0x13, 0x29, 0x3d]);
    const logoIcon = await png(await get(icon, withLogo.host, '/icon.png?size=192'));
    expect(logoIcon.pixel(96, 96)).toEqual([220, 0, 0]);
    expect(Buffer.compare(plainIcon.bytes, logoIcon.bytes)).not.toBe(0);
    const apple = await png(await get(appleTouchIcon, plain.host, '/apple-touch-icon.png'));
    expect(apple.meta.hasAlpha).toBe(false);
    expect(apple.pixel(0, 0)).toEqual([0x13, 0x29, 0x3d]);
    // A host no site owns still gets the default rather than a 404.
    const unknown = await get(icon, uniqueHost('nobody'), '/icon.png');
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers /favicon.ico with the 32 px icon, kept briefly because its URL has no version', async () => {
    const { site } = await siteWithLogo();
    const response = await get(favicon, site.host, '/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const { meta, pixel } = await png(response);
    expect([meta.width, meta.height]).toEqual([32, 32]);
    // Resampled to 32 px the red is a shade off.
    const [red = 0, green = 255, blue = 255] = pixel(16, 16);
    expect(red).toBeGreaterThan(200);
    expect(Math.max(green, blue)).toBeLessThan(20);
  });

  it('keeps a stale version only briefly and answers a known ETag with 304', async () => {
    const { site, settings } = await siteWithLogo();
    const stale = await get(icon, site.host, '/icon.png?size=32&v=old');
    expect(stale.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = stale.headers.get('etag') ?? '';
    expect(etag).toContain(siteIconVersion(settings));
    const again = await get(icon, site.host, '/icon.png?size=32', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('links the versioned icons in the head of every page', async () => {
    const { site: created, settings } = await siteWithLogo();
    const site = await resolveSiteByHost(created.host);
    if (!site) throw new Error('site not resolved');
    const home = await createTestPage(site.id, {
      slug: { de: 'home', fr: 'accueil' },
      specialKey: '~home',
      name: { de: 'Start', fr: 'Accueil' },
      groups: [{ type: 'hero', fields: { title: textField({ de: 'Hallo', fr: 'Bonjour' }) } }],
    });
    await publishPage(getDb(), { siteId: site.id, pageId: home.pageId, userId: null });
    const loaded = await loadPageRequest(getDb(), { site, locale: 'de', segments: [] });
    if (loaded.kind !== 'page') throw new Error('page not found');
    const metadata = pageMetadata({ ...loaded, kind: 'page', site, blockData: {}, user: null, unlockCookie: null });
    const version = siteIconVersion(settings);
    expect(metadata.icons).toEqual({
      icon: [
        { url: `/icon.png?size=32&v=${version}`, sizes: '32x32', type: 'image/png' },
        { url: `/icon.png?size=192&v=${version}`, sizes: '192x192', type: 'image/png' },
      ],
      apple: [{ url: `/apple-touch-icon.png?v=${version}`, sizes: '180x180', type: 'image/png' }],
    });
    // The 404 page of the site links them too.
    const missing = await loadPageRequest(getDb(), { site, locale: 'de', segments: ['nirgends'] });
    if (missing.kind !== 'not-found') throw new Error('expected not found');
    expect(pageMetadata({ ...missing, site }).icons).toEqual(metadata.icons);
  });
});
