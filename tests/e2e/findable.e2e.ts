import { expect, test } from '@playwright/test';

/**
 * What search engines and link previews get from the demo (issue 17): robots.txt, a sitemap with
 * hreflang alternates, the business as Optician JSON-LD, descriptions and Open Graph tags — served
 * through the real server and its page cache.
 */

test('robots.txt names the sitemap, which lists the live pages with their language versions', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain('Disallow: /de/edit');
  expect(robotsText).toContain('Disallow: /api/');
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robotsText)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);

  const sitemap = await request.get(new URL(sitemapUrl ?? '').pathname);
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/de\/kontakt<\/loc>/);
  expect(xml).toMatch(/hreflang="fr" href="http:\/\/localhost:\d+\/fr\/contact"/);
  expect(xml).toContain('hreflang="x-default"');
  expect(xml).not.toContain('/edit');
  // Every listed URL answers 200.
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(locs.length).toBeGreaterThan(10);
  for (const path of locs.slice(0, 12)) expect((await request.get(path)).status(), path).toBe(200);
});

test('the home page describes the business to search engines and link previews', async ({ page }) => {
  await page.goto('/de');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.length).toBeGreaterThan(0);
  const opticians = JSON.parse(jsonLd[0] ?? '[]') as Array<Record<string, unknown>>;
  expect(opticians[0]).toMatchObject({ '@type': 'Optician', name: expect.stringContaining('Optik Muster'), address: { addressLocality: 'Winterthur' } });
  expect(opticians[0]).toHaveProperty('openingHoursSpecification');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Optik Muster – Startseite');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/de$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/de$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('a link preview of the home gets its card through the real server, as declared (issue 33)', async ({ request }) => {
  const html = await (await request.get('/fr')).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const width = /<meta property="og:image:width" content="(\d+)"/.exec(html)?.[1];
  expect(image).toMatch(/\/share-card\.png\?page=[\w-]+&(amp;)?lang=fr&(amp;)?v=\w+$/);
  const card = await request.get(new URL(image.replace(/&amp;/g, '&')).pathname + new URL(image.replace(/&amp;/g, '&')).search);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  expect(card.headers()['cache-control']).toContain('immutable');
  const bytes = await card.body();
  // The PNG header's IHDR: width and height as big-endian integers at bytes 16 and 20.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([Number(width), 630]);
});

test('search results are not indexed', async ({ page }) => {
  await page.goto('/de/search?q=brille');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a printed contact page shows the content, address and opening hours without the header chrome', async ({ page }) => {
  await page.goto('/de/kontakt');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-site-header]')).toBeHidden();
  await expect(page.locator('[data-booking-button]')).toBeHidden();
  await expect(page.locator('h1')).toBeVisible();
  const hours = page.locator('[data-block="richTextBlock"]').first();
  await expect(hours).toBeVisible();
  await expect(hours).toContainText('Montag');
  const colors = await hours.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
  expect(colors).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgba(0, 0, 0, 0)' });
});
