import { expect, type Locator, test } from '@playwright/test';
import { card, expandDrawer, gameWithPlayers, scoreOf } from './game-support';

/** The play screen on a 390 px phone (issue 33 item 9). */

/** The top, bottom, left and right of an element on the screen. */
async function edges(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return { top: box!.y, bottom: box!.y + box!.height, left: box!.x, right: box!.x + box!.width };
}

test('on a phone the play screen shows the whole course, small closable notices and the counters; a finger swipes between holes', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const gameId = await gameWithPlayers(context, ['Anna', 'Ben']);
  await page.goto(`/de/game?id=${gameId}`);
  await expect(page).toHaveURL(/\/de\/teilen$/);
  await page.getByRole('button', { name: 'Los geht’s' }).click();
  await expect(page).toHaveURL(/\/de\/spielen$/);

  // Issue 33: the current hole's counters show as the screen opens, without a tap on the drawer.
  await expect(page.locator('[data-drawer]')).toHaveAttribute('data-snap', 'collapsed');
  const plus = card(page).getByRole('button', { name: 'Schlag für Ben hinzufügen' });
  await expect(plus).toBeInViewport({ ratio: 1 });
  await expect(card(page).getByRole('button', { name: 'Schlag für Anna hinzufügen' })).toBeInViewport({ ratio: 1 });

  // The two notices (no streets here: the offline style; the location hint) stack small at the top.
  await expect(page.locator('[data-map-state="on"]')).toBeVisible({ timeout: 15_000 });
  const streets = page.locator('[data-map-notice]');
  const hint = page.locator('[data-map-tooltip]');
  await expect(streets).toBeVisible({ timeout: 15_000 });
  await expect(hint).toBeVisible();
  const noticeTop = Math.min((await edges(streets)).top, (await edges(hint)).top);
  const noticeBottom = Math.max((await edges(streets)).bottom, (await edges(hint)).bottom);
  expect(noticeBottom - noticeTop).toBeLessThanOrEqual(844 * 0.2);

  // Every marker of the course lies in the map's free part: below notices and controls, above the drawer, inside the screen.
  const markers = page.locator('[data-marker]');
  await expect(markers).toHaveCount(13, { timeout: 15_000 });
  const controlsBottom = (await edges(page.getByRole('button', { name: 'Meinen Standort zeigen' }))).bottom;
  const outside = async () => {
    const drawerTop = (await edges(page.locator('[data-drawer]'))).top;
    const top = Math.max(controlsBottom, (await streets.isVisible()) ? noticeBottom : 0);
    const boxes = await markers.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect));
    return boxes.filter((box) => box.left < 0 || box.right > 390 || box.top < top || box.bottom > drawerTop).length;
  };
  await expect.poll(outside, { timeout: 10_000 }).toBe(0);

  // Each notice closes on its own; the course stays in view.
  await page.getByRole('button', { name: 'Hinweis zu den Strassen schliessen' }).click();
  await expect(streets).toHaveCount(0);
  await page.getByRole('button', { name: 'Hinweis schliessen' }).click();
  await expect(hint).toHaveCount(0);
  await expect.poll(outside, { timeout: 10_000 }).toBe(0);

  // A stroke right away, from the peek.
  await plus.click();
  await expect(scoreOf(page, 'Ben')).toHaveText('1');

  await expandDrawer(page);
  const heading = page.locator('[data-drawer]').getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^Loch 1:/);
  const area = await page.locator('[data-drawer-page]:not([hidden])').boundingBox();
  expect(area).not.toBeNull();
  // Real touch input through Chromium's input pipeline: the browser decides about panning (and
  // would cancel the pointer) exactly as on a phone.
  const cdp = await context.newCDPSession(page);
  const touch = async (dx: number, dy: number) => {
    const x = area!.x + area!.width / 2;
    const y = area!.y + Math.min(area!.height / 2, 80);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 6; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 6, y: y + (dy * step) / 6 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await touch(-120, 6);
  await expect(heading).toHaveText(/^Loch 2:/);
  await touch(120, -4);
  await expect(heading).toHaveText(/^Loch 1:/);
  await touch(-35, 0);
  await touch(-40, 160);
  await expect(heading).toHaveText(/^Loch 1:/);
  await context.close();
});
