import { expect, type Locator, type Page, test } from '@playwright/test';

// Interactive blocks of the demo: the slide deck's scroll lock, the review slider's swipe, the gallery.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const topOf = (locator: Locator) => locator.evaluate((node) => node.getBoundingClientRect().top);

test('the slides take the wheel while fully in view and hand it back after the last slide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/de/service');
  const deck = page.getByRole('region', { name: 'Folien' });
  // Hydrated: the deck is a stage, no longer a scroll-snap list.
  await expect(deck).toHaveClass(/overflow-hidden/);
  await deck.evaluate((node) => node.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await page.mouse.move(640, 400);
  const locked = await scrollY(page);

  await page.mouse.wheel(0, 120);
  await expect(deck).toHaveAttribute('data-slide-index', '1');
  expect(await scrollY(page)).toBe(locked);
  await page.waitForTimeout(900);
  await page.mouse.wheel(0, 120);
  await expect(deck).toHaveAttribute('data-slide-index', '2');
  expect(await scrollY(page)).toBe(locked);

  // The last slide: the wheel scrolls the page on.
  await page.waitForTimeout(900);
  await page.mouse.wheel(0, 120);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(locked + 50);
  await expect(deck).toHaveAttribute('data-slide-index', '2');

  // Scrolling back up stops with the deck aligned, then goes back through the slides.
  await page.waitForTimeout(400);
  const above = await topOf(deck);
  expect(above).toBeLessThan(-50);
  await page.mouse.wheel(0, above - 40);
  await expect.poll(() => topOf(deck)).toBeCloseTo(0, 0);
  await page.waitForTimeout(200);
  await page.mouse.wheel(0, -120);
  await expect(deck).toHaveAttribute('data-slide-index', '1');

  // Keyboard: arrows move the slides; Escape releases the lock so the wheel scrolls the page.
  await deck.focus();
  await page.keyboard.press('ArrowDown');
  await expect(deck).toHaveAttribute('data-slide-index', '2');
  await page.keyboard.press('ArrowUp');
  await expect(deck).toHaveAttribute('data-slide-index', '1');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(900);
  const before = await scrollY(page);
  await page.mouse.wheel(0, 120);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before + 50);
  await expect(deck).toHaveAttribute('data-slide-index', '1');
});
