import { expect, test } from '@playwright/test';

// Issue 17, complete pages: the demo's "Angebot" page shows real images only, and a video that cannot load is not a dead player.
const OFFER = '/de/angebot';
const CATALOGUE = '/de/bausteine';

test('every image on the Angebot page is a real, rendered image, and no empty image box is left', async ({ page }) => {
  await page.goto(OFFER);
  const main = page.locator('main');
  for (const type of ['textOnImage', 'imageBoard', 'imageCollage', 'contentSliderBoard', 'newsFeedBoard', 'productBoard']) {
    await expect(main.locator(`section[data-block="${type}"] img[src^="/media/"]`).first(), type).toBeAttached();
  }
  await expect(main.locator('section[data-block="imageBoard"] img')).toHaveCount(3);
  await expect(main.locator('section[data-block="imageCollage"] img')).toHaveCount(5);
  // Editors' stand-ins for unset images never reach visitors.
  await expect(main.locator('[data-placeholder], [data-card-fallback], [data-video-fallback]')).toHaveCount(0);

  const images = main.locator('img');
  const count = await images.count();
  expect(count).toBeGreaterThanOrEqual(20);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    const box = await image.boundingBox();
    expect(box?.width, `image ${i}`).toBeGreaterThan(0);
    expect(box?.height, `image ${i}`).toBeGreaterThan(0);
    // Loaded, not a broken-image icon.
    await expect
      .poll(() => image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth), { message: `image ${i}` })
      .toBeGreaterThan(0);
  }
});

test('a video whose file cannot load is hidden for a visitor; one that loads plays', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/original.webm')) requested.push(request.url());
  });
  await page.goto(CATALOGUE);
  const section = page.locator('section[data-block="videoPlayer"]');
  const player = section.locator('[data-video-player]');
  // Far down the page, the video fetches nothing until it nears the viewport.
  await expect(player).toHaveAttribute('data-video-state', 'loading');
  expect(requested).toEqual([]);
  await player.scrollIntoViewIfNeeded();
  await expect(player).toHaveAttribute('data-video-state', 'ready');
  await expect(section.locator('video')).toBeVisible();
  expect(requested.length).toBeGreaterThan(0);

  await page.route('**/media/*/original.webm', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.reload();
  // Scrolled there without waiting for it to be visible: once it has failed, it is not.
  await player.evaluate((node) => node.scrollIntoView());
  await expect(player).toHaveAttribute('data-video-state', 'failed');
  await expect(section.locator('video')).toBeHidden();
  await expect(section).toBeHidden();
  await expect(section.locator('[data-video-fallback]')).toHaveCount(0);
});
