import { expect, type Page, test } from '@playwright/test';

/** Collects the scripts a page requests while it loads, split into Next's and the rest. */
function recordScripts(page: Page) {
  const next: string[] = [];
  const other: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const { pathname } = new URL(request.url());
    (pathname.startsWith('/_next/') ? next : other).push(pathname);
  });
  return { next, other };
}

const lightboxCssLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes('.yarl__'));
      } catch {
        return false;
      }
    }),
  );

for (const path of ['/de', '/de/impressum', '/de/impressum?utm_source=newsletter']) {
  test(`${path} loads no framework JavaScript: no Next script, no RSC payload`, async ({ page }) => {
    const scripts = recordScripts(page);
    const response = await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(scripts.next).toEqual([]);
    expect(scripts.other).toEqual(['/site-behaviour.js']);
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('self.__next_f');
    expect(html).not.toContain('/_next/static/chunks/turbopack');
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    expect(await lightboxCssLoaded(page)).toBe(false);
  });
}

test('without the framework, the mobile menu and the booking dialog still work (site-behaviour.js)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-CH', hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.route(/connect\.shore\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Widget</p>' }));
  const scripts = recordScripts(page);
  await page.goto('/de');

  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(page.getByRole('button', { name: 'Menü schliessen' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeFocused();

  await page.getByRole('button', { name: 'Termin buchen' }).click();
  const modal = page.getByRole('dialog', { name: 'Termin buchen' });
  await expect(modal.locator('iframe')).toHaveAttribute('src', /optik-muster\?locale=de/);
  await modal.getByRole('button', { name: 'Schliessen' }).click();
  await expect(modal).toHaveCount(0);
  expect(scripts.next).toEqual([]);
  await context.close();
});

test('without the framework, the desktop search bar leads to results', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/de/impressum');
  await page.getByRole('button', { name: 'Suche öffnen' }).click();
  await page.getByRole('searchbox', { name: 'Suchbegriff' }).pressSequentially('Brille');
  await expect(page).toHaveURL(/\/de\/search\?q=Brille$/);
  await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
  expect(scripts.next).toEqual([]);
});

test("a page whose islands hydrate on their own roots loads React and those islands, not Next's runtime", async ({ page }) => {
  const scripts = recordScripts(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto('/de/angebot');
  const html = await (await page.request.get('/de/angebot')).text();
  expect(html).not.toContain('self.__next_f');
  expect(html).toMatch(
    /<script type="module" src="\/_islands\/runtime-\w+\.js" fetchpriority="low" data-hydrator="\/_islands\/hydrate-\w+\.js" data-island-chunks="[^"]*"><\/script>/,
  );
  const track = page.locator('[data-carousel-track]').first();
  await track.scrollIntoViewIfNeeded();
  const start = await track.evaluate((node) => node.scrollLeft);
  // The arrows are shown once the carousel has hydrated.
  await page.getByRole('button', { name: 'Nächstes Element' }).first().click();
  await expect.poll(() => track.evaluate((node) => node.scrollLeft)).toBeGreaterThan(start + 50);
  expect(scripts.next).toEqual([]);
  expect(scripts.other.filter((path) => path.startsWith('/_islands/')).length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test("the game's screens hydrate on their own roots, the play page with its map and drawer too", async ({ page }) => {
  const scripts = recordScripts(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/de/game');
  // Hydrated: the start screen's button creates a game and moves on by a page load.
  await page.getByRole('button', { name: 'Spiel starten' }).click();
  await expect(page).toHaveURL(/\/de\/spieler$/);
  expect(scripts.next).toEqual([]);
  expect(scripts.other.filter((path) => path.startsWith('/_islands/')).length).toBeGreaterThan(0);
  const play = recordScripts(page);
  await page.goto('/de/spielen');
  await expect(page.locator('[data-drawer]').first()).toBeAttached();
  await expect(page.locator('[data-drawer-page]:not([hidden]) [data-score-card]')).toBeVisible();
  expect(play.next).toEqual([]);
  expect(play.other.filter((path) => path.startsWith('/_islands/')).length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('the gallery loads its lightbox (script and CSS) on the first open only', async ({ page }) => {
  await page.goto('/de/bausteine');
  await page.waitForLoadState('networkidle');
  expect(await lightboxCssLoaded(page)).toBe(false);
  const tile = page.locator('section[data-block="mediaGallery"] [data-gallery-item] button').first();
  await tile.scrollIntoViewIfNeeded();
  const lightboxChunk = page.waitForRequest((request) => request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/_islands/'));
  await tile.click();
  await lightboxChunk;
  await expect(page.getByRole('dialog', { name: 'Bildansicht' })).toBeVisible();
  expect(await lightboxCssLoaded(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Bildansicht' })).toHaveCount(0);
});
