import { expect, type Locator, type Page, test } from '@playwright/test';
import { nextSave, signIn } from './support';

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

/** The review track's scroll position and the distance from one review to the next. */
async function reviewTrack(page: Page) {
  const track = page.locator('section[data-block="reviewSlider"] [data-carousel-track]');
  await track.scrollIntoViewIfNeeded();
  const stride = await track.locator('li').evaluateAll((items) => (items[1] as HTMLElement).offsetLeft - (items[0] as HTMLElement).offsetLeft);
  return { track, stride, scrollLeft: () => track.evaluate((node) => node.scrollLeft) };
}

test('the review slider moves by one review for a mouse drag over 50 px, not for a shorter one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/de/service');
  const { track, stride, scrollLeft } = await reviewTrack(page);
  await expect(track).toHaveClass(/touch-pan-y/);
  const box = await track.boundingBox();
  if (!box) throw new Error('no review track');
  const drag = async (dx: number) => {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
  };
  // The first review snaps in at the track's padding, not at 0 — and that is the start.
  const previous = page.getByRole('button', { name: 'Vorherige Bewertungen' });
  await expect(previous).toBeDisabled();
  const start = await scrollLeft();
  await drag(-40);
  await page.waitForTimeout(500);
  expect(await scrollLeft()).toBe(start);
  await drag(-80);
  await expect.poll(scrollLeft).toBeCloseTo(start + stride, 0);
  await expect(previous).toBeEnabled();
  await drag(80);
  await expect.poll(scrollLeft).toBeCloseTo(start, 0);
  await expect(previous).toBeDisabled();
});

test('the review slider follows touch swipes over 50 px, one review each (mobile)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-CH', hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/de/service');
  const { track, stride, scrollLeft } = await reviewTrack(page);
  await expect(track).toHaveClass(/touch-pan-y/);
  const box = await track.boundingBox();
  if (!box) throw new Error('no review track');
  const cdp = await context.newCDPSession(page);
  const swipe = async (dx: number) => {
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 5; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / 5, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  const start = await scrollLeft();
  await swipe(-30);
  await page.waitForTimeout(500);
  expect(await scrollLeft()).toBe(start);
  await swipe(-90);
  await expect.poll(scrollLeft).toBeCloseTo(start + stride, 0);
  await swipe(-90);
  await expect.poll(scrollLeft).toBeCloseTo(start + 2 * stride, 0);
  await context.close();
});

test('the gallery shows 24 images, the rest after a short wait on request, and a keyboard-usable lightbox', async ({ page }) => {
  await page.goto('/de/bausteine');
  const gallery = page.locator('section[data-block="mediaGallery"]');
  const items = gallery.locator('[data-gallery-item]');
  await expect(items).toHaveCount(24);
  const more = gallery.getByRole('button', { name: 'Mehr anzeigen' });
  const asked = Date.now();
  await more.click();
  await expect(more).toHaveAttribute('aria-busy', 'true');
  await expect(items).toHaveCount(30);
  expect(Date.now() - asked).toBeGreaterThanOrEqual(450);
  await expect(more).toHaveCount(0);

  const tile = gallery.getByRole('button', { name: 'Bild anzeigen: Galerie, Bild 2: Brille vor farbigem Hintergrund' });
  await tile.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: 'Bildansicht' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('.yarl__slide_current img')).toHaveAttribute('alt', 'Galerie, Bild 2: Brille vor farbigem Hintergrund');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.locator('.yarl__slide_current img')).toHaveAttribute('alt', 'Galerie, Bild 3: Brille vor farbigem Hintergrund');
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(tile).toBeFocused();
});

test("an editor chooses a review slider's branches from the reviews feed's locations", async ({ page }) => {
  await signIn(page, '/de/edit/service?toolbar=1');
  const chrome = page.locator('[data-section-chrome]').filter({ has: page.locator('section[data-block="reviewSlider"]') });
  await chrome.hover();
  await chrome.getByRole('button', { name: 'Optionen' }).click();
  const zuerich = page.getByRole('checkbox', { name: /Optik Demo Zürich/ });
  await expect(page.getByRole('checkbox', { name: /Optik Demo Winterthur.*Marktgasse 12/ })).toBeChecked();
  await expect(zuerich).toBeChecked();
  await zuerich.uncheck();
  const saved = nextSave(page);
  await page.getByRole('button', { name: 'Speichern' }).click();
  expect((await saved).request().postData()).toContain('"location"');
  // The draft now shows the Winterthur reviews only.
  await expect(chrome.locator('[data-review]').first()).toBeVisible();
  await expect(chrome.getByText('Optik Demo Zürich')).toHaveCount(0);
});
