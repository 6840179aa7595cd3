import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

/**
 * The installable game: its screens link a web app manifest, and a service worker keeps the game
 * shell, so a player who opened the game once reloads the play screen without signal, enters a
 * score (queued on the device) and sees it sent once the connection is back.
 */

const ORIGIN = `http://localhost:${E2E_PORT}`;

async function gameWithPlayer(context: BrowserContext): Promise<string> {
  const created = await context.request.post('/api/v1/games', { headers: { origin: ORIGIN }, data: {} });
  expect(created.status()).toBe(201);
  const gameId = ((await created.json()) as { data: { id: string } }).data.id;
  const added = await context.request.post(`/api/v1/games/${gameId}/players`, { headers: { origin: ORIGIN }, data: { id: crypto.randomUUID(), name: 'Anna' } });
  expect(added.status()).toBe(201);
  return gameId;
}

/** Whether the worker's cache holds the page at `path` (what a reload without signal needs). */
const cached = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const keys = await caches.keys();
    return keys.some((key) => key.startsWith('urban-golf-')) && (await caches.match(url, { ignoreVary: true })) !== undefined;
  }, path);

test('a player reloads the play screen without signal and the score entered offline is sent later', async ({ page, context }) => {
  const gameId = await gameWithPlayer(context);
  await page.goto(`/de/game?id=${gameId}`);
  await expect(page).toHaveURL(/\/de\/teilen$/);

  // The screens link the manifest: the start page of the language, standalone, the site's colours.
  const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/game.webmanifest?locale=de');
  const manifest = await context.request.get(href!);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const app = (await manifest.json()) as { icons: { src: string }[] };
  expect(app).toMatchObject({ start_url: '/de/game', display: 'standalone', scope: '/de/', theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i) });
  for (const icon of app.icons) expect((await context.request.get(icon.src)).headers()['content-type']).toBe('image/png');

  await page.getByRole('button', { name: 'Los geht’s' }).click();
  await expect(page).toHaveURL(/\/de\/spielen$/);
  await expect(page.locator('[data-drawer]')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Every screen's worker is running (the reload is answered by the play screen's own).
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).filter((r) => r.active).length), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(5);
  await expect.poll(() => cached(page, '/de/spielen'), { timeout: 15_000 }).toBe(true);

  // No signal: the page and its bundles come from the worker's cache.
  await context.setOffline(true);
  expect(
    await page.evaluate(() =>
      fetch('/api/v1/health').then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline');
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  const drawer = page.locator('[data-drawer]');
  await drawer.getByRole('button', { name: 'Aufklappen' }).click();
  await expect(drawer).toHaveAttribute('data-snap', 'full');
  const card = page.locator('[data-drawer-page]:not([hidden]) [data-score-card]');
  await card.getByRole('button', { name: 'Schlag für Anna hinzufügen' }).click();
  await expect(card.locator('li[data-player="Anna"] [data-score]')).toHaveText('1');
  const notice = page.locator('[data-drawer-page]:not([hidden]) [data-pending]');
  await expect(notice).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('urbanGolf.pendingChanges') ?? '[]').length)).toBe(1);

  // Back online, the queue is sent.
  await context.setOffline(false);
  await expect
    .poll(async () => {
      const state = await context.request.get(`/api/v1/games/${gameId}`);
      return ((await state.json()) as { data: { scores: { score: number }[] } }).data.scores.map((s) => s.score);
    })
    .toEqual([1]);
  await expect(notice).toHaveCount(0);
});

test('edit and API routes stay outside the worker', async ({ page, context }) => {
  const gameId = await gameWithPlayer(context);
  await page.goto(`/de/game?id=${gameId}`);
  await expect(page).toHaveURL(/\/de\/teilen$/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const scopes = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname).sort());
  // One registration per game screen, none for the language as a whole (or its edit routes).
  expect(scopes).toContain('/de/spielen');
  expect(scopes).toContain('/de/game');
  expect(scopes).not.toContain('/de/');
  // The game's state, fetched through the worker, is never kept: only the network answers it.
  const kept = await page.evaluate(async (id) => {
    const url = `/api/v1/games/${id}`;
    const status = (await fetch(url)).status;
    return { status, kept: (await caches.match(url, { ignoreVary: true, ignoreSearch: true })) !== undefined, caches: (await caches.keys()).length };
  }, gameId);
  expect(kept).toEqual({ status: 200, kept: false, caches: 1 });
});
