import { expect, test } from '@playwright/test';

/**
 * The search page on a phone (issue 17): its own field and the results come first, the field
 * searches as one types (500 ms, 3 characters) without reloading the page, and pages set "not in
 * search" (the demo's block catalogue) are never listed.
 */
const PHONE = { width: 390, height: 844 };

test('the search page field searches as one types, in place, with the results above the fold', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/de/search');
  const main = page.getByRole('main');
  const field = main.getByRole('searchbox', { name: 'Suchbegriff' });
  // Above the fold before anything is typed: no hero pushes the field down.
  expect(((await field.boundingBox())?.y ?? Number.POSITIVE_INFINITY) + 48).toBeLessThan(PHONE.height / 2);

  // A mark on the window survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { searchPageMark: true }));
  await field.pressSequentially('bri');
  await expect(page).toHaveURL(/\/de\/search\?q=bri$/);
  await expect(main.getByRole('status')).toHaveText(/^\d+ Treffer für «bri»$/);
  const results = main.getByRole('list', { name: 'Suchergebnisse' });
  const first = results.getByRole('link').first();
  await expect(first).toBeVisible();
  await expect(results.locator('mark').first()).toHaveText(/^bri/i);
  expect(await page.evaluate(() => 'searchPageMark' in window)).toBe(true);

  const box = await first.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
  await context.close();
});

test('the block catalogue is not in search, while the pages it copies are', async ({ page }) => {
  await page.goto('/de/search?q=Brille');
  const results = page.getByRole('main').getByRole('list', { name: 'Suchergebnisse' });
  await expect(results.getByRole('link', { name: 'Startseite' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Bausteine' })).toHaveCount(0);
});

test('every demo site’s header search leads to its search page, which answers with results; each links its manifest', async ({ request }) => {
  // The demo and its four directory businesses (made without a search page of their own before issue 33).
  const sites = [
    { host: 'localhost', locale: 'de', term: 'Brille' },
    { host: 'brillen-egger.localhost', locale: 'de', term: 'Egger' },
    { host: 'eclat-lunetterie.localhost', locale: 'fr', term: 'Lunetterie' },
    { host: 'augenblick-optik.localhost', locale: 'de', term: 'Augenblick' },
    { host: 'aeugli-optik.localhost', locale: 'de', term: 'Äugli' },
  ];
  const port = new URL(test.info().project.use.baseURL ?? '').port;
  const get = (host: string, path: string) => request.get(`http://localhost:${port}${path}`, { headers: { host } });
  for (const { host, locale, term } of sites) {
    const home = await get(host, `/${locale}`);
    expect(home.status(), host).toBe(200);
    const html = await home.text();
    // The header's search icon (no JavaScript, phones) and its search form both lead to one path.
    const link = html.match(/<a href="([^"]+)" aria-label="[^"]+" data-search-link=""/)?.[1];
    const action = html.match(/<form role="search"[^>]* action="([^"]+)"/)?.[1];
    expect([link, action], host).toEqual([`/${locale}/search`, `/${locale}/search`]);
    // The site's web app manifest, linked from the head, answers in the page's language.
    const manifestHref = html.match(/<link rel="manifest" href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const manifest = await get(host, manifestHref);
    expect(manifest.headers()['content-type'], host).toContain('application/manifest+json');
    expect(await manifest.json(), host).toMatchObject({ lang: locale, start_url: `/${locale}`, display: 'minimal-ui' });
    const results = await get(host, `${link}?q=${encodeURIComponent(term)}`);
    expect(results.status(), host).toBe(200);
    const page = await results.text();
    expect(page, host).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(page.match(/data-search-hit="/g)?.length ?? 0, `${host}: hits for ${term}`).toBeGreaterThan(0);
  }
});

test('Enter with fewer than three characters asks for three instead of reporting no results', async ({ page }) => {
  await page.goto('/de/search');
  const main = page.getByRole('main');
  const field = main.getByRole('searchbox', { name: 'Suchbegriff' });
  await field.fill('Se');
  await field.press('Enter');
  await expect(main.getByRole('status')).toHaveText('Bitte geben Sie mindestens 3 Zeichen ein.');
  await expect(main.locator('[data-search-hit]')).toHaveCount(0);
  await field.fill('Sehtest');
  await field.press('Enter');
  await expect(main.getByRole('status')).toHaveText(/^\d+ Treffer für «Sehtest»$/);
});
