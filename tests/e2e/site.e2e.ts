import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const seriousViolations = async (page: import('@playwright/test').Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('mobile navigation opens, locks scrolling and leads to a page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-CH', hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/de');
  // The <details> summary is the menu of pages without JavaScript only: here one button shows.
  await expect(page.locator('summary[data-menu-summary]')).toBeHidden();
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(page.getByRole('button', { name: 'Menü schliessen' })).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Angebot' }).click();
  await expect(page).toHaveURL(/\/de\/angebot$/);
  await context.close();
});

test('typing in the search bar leads to ranked results with highlights', async ({ page }) => {
  await page.goto('/de');
  await page.getByRole('button', { name: 'Suche öffnen' }).click();
  await page.getByRole('searchbox', { name: 'Suchbegriff' }).pressSequentially('Brille');
  await expect(page).toHaveURL(/\/de\/search\?q=Brille$/);
  const results = page.getByRole('main');
  await expect(results.getByRole('link', { name: 'Startseite' })).toBeVisible();
  await expect(results.locator('mark').first()).toBeVisible();
  // A typo still finds the page.
  await page.goto('/de/search?q=Kontaktlinsn');
  await expect(page.getByRole('main').getByRole('link', { name: 'Startseite' })).toBeVisible();
});

test('the booking button opens the booking widget in a modal', async ({ page }) => {
  // The booking provider is a third party: answer its widget locally.
  await page.route(/connect\.shore\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Widget</p>' }));
  await page.goto('/de');
  await page.getByRole('button', { name: 'Termin buchen' }).click();
  const modal = page.getByRole('dialog', { name: 'Termin buchen' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('iframe')).toHaveAttribute('src', /optik-muster\?locale=de/);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await page.getByRole('button', { name: 'Termin buchen' }).click();
  await modal.getByRole('button', { name: 'Schliessen' }).click();
  await expect(modal).toHaveCount(0);
});

test('the content slider moves with its arrows and a drag', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto('/de/angebot');
  const track = page.locator('[data-carousel-track]').first();
  await track.scrollIntoViewIfNeeded();
  const scrollLeft = () => track.evaluate((node) => node.scrollLeft);
  const start = await scrollLeft();
  const next = page.getByRole('button', { name: 'Nächstes Element' }).first();
  await expect(next).toBeEnabled();
  await next.click();
  await expect.poll(scrollLeft).toBeGreaterThan(start + 50);
  const afterArrow = await scrollLeft();
  const box = await track.boundingBox();
  if (!box) throw new Error('no track');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect.poll(scrollLeft).toBeGreaterThan(afterArrow);
});

test('the page with the content blocks has no serious accessibility issues', async ({ page }) => {
  await page.goto('/de/angebot');
  await expect(page.locator('section[data-block]')).not.toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the service page with the remaining blocks has no serious accessibility issues', async ({ page }) => {
  await page.goto('/de/service');
  for (const type of ['announcementBar', 'goFeed', 'teamContainer', 'testimonialsContainer', 'contact', 'courses', 'reviewSlider', 'instagramFeed']) {
    await expect(page.locator(`section[data-block="${type}"]`), type).toHaveCount(1);
  }
  await expect(page.locator('section[data-block="contact"] a[href^="tel:"]').first()).toHaveAttribute('href', 'tel:0521234567');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the team split card shows a selected member and links to their page', async ({ page }) => {
  await page.goto('/de/service');
  const team = page.locator('section[data-block="teamContainer"]');
  await team
    .getByRole('navigation', { name: 'Teammitglieder' })
    .getByRole('button', { name: /Marco Brunner/ })
    .click();
  await expect(team.getByRole('button', { name: /Marco Brunner/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(team.getByText('Optometrist').first()).toBeVisible();
  await team
    .getByRole('link', { name: /Mehr erfahren/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/de\/team\/[a-z-]+$/);
  await expect(page.locator('section[data-block="teamDetails"]')).toHaveCount(1);
});
