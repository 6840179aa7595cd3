import { expect, type Page, test } from '@playwright/test';

/**
 * Islands wake when they come near the viewport (src/app/_islands/runtime.ts): a long page loads no
 * React with its first view, and what a visitor does before an island has hydrated is not lost.
 */

/** The island scripts a page received, by path, with whether each holds React (its error-page link). */
function islandScripts(page: Page): { path: string; react: Promise<boolean> }[] {
  const scripts: { path: string; react: Promise<boolean> }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() !== 'script' || !pathname.startsWith('/_islands/')) return;
    scripts.push({
      path: pathname,
      react: response.text().then(
        (body) => body.includes('react.dev/errors'),
        () => false,
      ),
    });
  });
  return scripts;
}
const holdsReact = async (scripts: { react: Promise<boolean> }[]) => (await Promise.all(scripts.map((script) => script.react))).some(Boolean);

/** Holds every island chunk (React, the islands) back for `ms`, as a slow phone network would; the runtime's first part, one file, comes at once. */
async function slowChunks(page: Page, ms: number): Promise<void> {
  await page.route(/\/_islands\/chunk-/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('a long page loads only the runtime with its first view, and an island once it nears the viewport', async ({ page }) => {
  const scripts = islandScripts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/bausteine');
  await page.waitForLoadState('networkidle');
  expect(scripts[0]?.path).toMatch(/^\/_islands\/runtime-\w+\.js$/);
  expect(await holdsReact(scripts)).toBe(false);
  await expect(page.locator('webbox-island[data-hydrated]')).toHaveCount(0);

  const carousel = page.locator('webbox-island[data-island="carousel"]').first();
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-hydrated', '');
  expect(await holdsReact(scripts)).toBe(true);
  const track = carousel.locator('[data-carousel-track]');
  const start = await track.evaluate((node) => node.scrollLeft);
  await carousel.getByRole('button', { name: 'Nächstes Element' }).click();
  await expect.poll(() => track.evaluate((node) => node.scrollLeft)).toBeGreaterThan(start + 50);
  // Islands further down still wait.
  await expect(page.locator('webbox-island[data-island="teamSplit"]')).not.toHaveAttribute('data-hydrated', '');
});

test("an island that wakes with the page (the game's start screen) fetches React only after the first paint", async ({ page }) => {
  const scripts = islandScripts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/game');
  // Nobody scrolls or touches it: it hydrates by itself.
  await expect(page.locator('webbox-island[data-island="gameStart"]')).toHaveAttribute('data-hydrated', '');
  const react: string[] = [];
  for (const script of scripts) if (await script.react) react.push(script.path);
  expect(react.length).toBeGreaterThan(0);
  const timing = await page.evaluate(
    (paths) => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
      fetched: performance
        .getEntriesByType('resource')
        .filter((entry) => paths.includes(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }),
    react,
  );
  expect(timing.fetched).toHaveLength(react.length);
  expect(Math.min(...timing.fetched)).toBeGreaterThanOrEqual(timing.paint);
});

test('a click on an island that has not hydrated yet is held and then done', async ({ page }) => {
  await slowChunks(page, 1500);
  await page.goto('/de/bausteine');
  const gallery = page.locator('webbox-island[data-island="mediaGallery"]');
  const tile = gallery.locator('[data-gallery-item] button').first();
  await tile.scrollIntoViewIfNeeded();
  await tile.click();
  await expect(gallery).not.toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('dialog', { name: 'Bildansicht' })).toBeVisible();
  await expect(gallery).toHaveAttribute('data-hydrated', '');
});

test('what a visitor typed before the form hydrated is what the form sends', async ({ page }) => {
  await slowChunks(page, 1500);
  await page.goto('/de/kontakt');
  const form = page.locator('[data-block="contactForm"] form');
  await form.getByLabel(/^Vorname/).fill('Anna');
  const island = page.locator('webbox-island[data-island="contactForm"]');
  await expect(island).not.toHaveAttribute('data-hydrated', '');
  await expect(island).toHaveAttribute('data-hydrated', '');
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  // The other required fields are reported empty; the first name is not: React's state holds it.
  await expect(form.getByLabel(/^Nachname/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Bitte geben Sie Ihren Vornamen ein.')).toHaveCount(0);
  await expect(form.getByLabel(/^Vorname/)).toHaveValue('Anna');
});

test.describe('with the game installed nowhere', () => {
  // The game's service worker would hand the chunks over from its cache, past the slow route.
  test.use({ serviceWorkers: 'block' });

  test('a name typed and entered before the players screen hydrated is added once it has', async ({ page }) => {
    await slowChunks(page, 1500);
    await page.goto('/de/game');
    await page.getByRole('button', { name: 'Spiel starten' }).click();
    await expect(page).toHaveURL(/\/de\/spieler$/);
    const island = page.locator('webbox-island[data-wake="load"]').first();
    const add = page.getByPlaceholder('Hinzufügen');
    await add.fill('  Anna  ');
    await add.press('Enter');
    await expect(island).not.toHaveAttribute('data-hydrated', '');
    await expect(island).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('list', { name: 'Spieler:innen' }).getByRole('listitem')).toHaveText(['Anna']);
    await expect(add).toHaveValue('');
  });
});

test('a dismissed announcement stays away on the next page', async ({ page }) => {
  await page.goto('/de/bausteine');
  const bar = page.getByRole('region', { name: 'Hinweis' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Ankündigung schliessen' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.locator('section[data-announcement]').first()).toBeAttached();
  await expect(page.getByRole('region', { name: 'Hinweis' })).toBeHidden();
});
