import { expect, type Locator, type Page, test } from '@playwright/test';
import { gameWithPlayers } from './game-support';

/**
 * On a phone (390×844) the floating "Termin buchen" button never covers footer links, a form's
 * buttons or the game drawer's controls (it moves up, or hides where there is no room), and the
 * site menu opened on the game page lies above the drawer.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const floating = (page: Page) => page.locator('[data-booking-button]');

/** The boxes of `targets` the visible floating button intersects (none when it is hidden). */
async function covered(page: Page, targets: Locator): Promise<string[]> {
  // Let the scroll and the button's move (a short transition) settle.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 250))));
  if (!(await floating(page).isVisible())) return [];
  const button = await floating(page).boundingBox();
  if (!button) return [];
  const hits: string[] = [];
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    if (box && overlaps(button, box)) hits.push((await target.textContent())?.trim() || (await target.getAttribute('aria-label')) || '?');
  }
  return hits;
}

test('the button never covers footer links or a form’s buttons', async ({ page }) => {
  await page.goto('/de');
  await expect(floating(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await covered(page, page.locator('footer a[href], footer button'))).toEqual([]);

  // The contact form's submit button brought to where the button sits (the bottom of the screen).
  await page.goto('/de/kontakt');
  const submit = page.getByRole('button', { name: 'Anfrage senden' });
  await expect(submit).toBeVisible();
  await submit.evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.bottom - (window.innerHeight - 24));
  });
  const home = await floating(page).evaluate((element) => element.getBoundingClientRect().top + Number(/-?[\d.]+/.exec(element.style.transform)?.[0] ?? 0));
  const target = await submit.boundingBox();
  // The button would sit on it without moving.
  expect(target && target.y + target.height > home).toBe(true);
  expect(await covered(page, page.locator('form button, form [type="submit"]'))).toEqual([]);
  await expect(floating(page)).toHaveAttribute('data-clearance', /lifted|hidden/);
});

test('on the game’s play screen the button stays off the drawer, and the site menu lies above it', async ({ page, context }) => {
  const gameId = await gameWithPlayers(context, ['Anna']);
  await page.goto(`/de/game?id=${gameId}`);
  await expect(page).toHaveURL(/\/de\/teilen$/);
  await page.getByRole('button', { name: 'Los geht’s' }).click();
  await expect(page).toHaveURL(/\/de\/spielen$/);
  const drawer = page.locator('[data-drawer]');
  await expect(drawer).toHaveAttribute('data-snap', 'collapsed');
  // Collapsed, the drawer fills the bottom of the screen where the button sits: the button is
  // above all of it or not shown.
  await expect.poll(() => covered(page, drawer)).toEqual([]);

  await drawer.getByRole('button', { name: 'Aufklappen' }).click();
  await expect(drawer).toHaveAttribute('data-snap', 'full');
  // Full screen, there is no room left: the button waits hidden.
  await expect(floating(page)).toBeHidden();
  expect(await covered(page, drawer.getByRole('button'))).toEqual([]);
  await drawer.getByRole('button', { name: 'Zurück' }).click();
  await expect(drawer).toHaveAttribute('data-snap', 'collapsed');

  // The site menu, opened over the game: its links are what a tap reaches, not the drawer.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  // Where the collapsed drawer lies (the bottom of the screen), the open menu is what a tap reaches.
  const underMenu = await page.evaluate(() => {
    const hit = document.elementFromPoint(195, window.innerHeight - 40);
    return { menu: hit?.closest('[data-menu-panel]') !== null, drawer: hit?.closest('[data-drawer]') !== null };
  });
  expect(underMenu).toEqual({ menu: true, drawer: false });
  const links = page.locator('[data-menu-panel] a[href]');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i);
    const box = await link.boundingBox();
    if (!box || box.y + box.height / 2 > 844) continue;
    const onTop = await link.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop, `menu link ${i}`).toBe(true);
  }
});
