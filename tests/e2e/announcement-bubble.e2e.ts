import { type Page, expect, test } from '@playwright/test';

/**
 * The demo's Service page opens with an announcement bar and then a bubble (issue 17). From `sm`
 * up the bubble floats in a lower corner, so it takes no band of its own in the page, and it never
 * lies over the bar's link nor over the booking button in the same corner. On a phone it stays in
 * the flow on its side (issue 33: floating, it covered links at every scroll position), a circle.
 */
type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not rendered`);
  return box;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  const phone = viewport.width < 640;
  test(`the announcement bubble ${phone ? 'stays in the flow' : 'floats beside the page'} and leaves the bar's link free at ${viewport.width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/de/service');
    const bubble = page.locator('[data-block="announcementBubble"] [data-announcement]');
    await expect(bubble).toBeVisible();
    expect(await bubble.evaluate((element) => getComputedStyle(element).position)).toBe(phone ? 'relative' : 'fixed');

    const bar = await boxOf(page, '[data-block="announcementBar"]');
    const next = await boxOf(page, '[data-block="announcementBubble"] + [data-block]');
    const floating = await boxOf(page, '[data-block="announcementBubble"] [data-announcement]');
    // A circle, not an ellipse.
    expect(Math.abs(floating.width - floating.height)).toBeLessThan(1);
    if (phone) {
      // In the flow: between the bar and the next section, on its side of the screen.
      expect(floating.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(next.y).toBeGreaterThanOrEqual(floating.y + floating.height);
      expect(floating.x + floating.width).toBeGreaterThan(viewport.width - 40);
    } else {
      // No band: the section after the bubble starts where the bar ends.
      expect(Math.abs(next.y - (bar.y + bar.height))).toBeLessThan(1);
      // In its corner, within the viewport; the booking button shares the lower right corner: the bubble sits above it.
      expect(floating.y + floating.height).toBeLessThanOrEqual(viewport.height);
      expect(overlaps(floating, await boxOf(page, '[data-booking-button]'))).toBe(false);
    }
    // Clear of the bar's link (a trial click finds nothing on top of it).
    const link = page.locator('[data-block="announcementBar"] a').first();
    await expect(link).toBeVisible();
    expect(overlaps(floating, await boxOf(page, '[data-block="announcementBar"] a'))).toBe(false);
    await link.click({ trial: true });
    await context.close();
  });
}
