import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * The optician directory as a visitor of the demo uses it (issue 16): the platform's listed
 * businesses, searched by name, city or postcode, a letter index that follows the scroll and lands
 * a group below the header, and an accordion that keeps one business open. The demo seeds four
 * businesses besides Optik Muster; demo copies other tests make may add more under "O".
 */
const PATH = '/de/optikerverzeichnis';

const directoryOf = (page: Page) => page.locator('[data-block="businessSearch"]');
const business = (directory: Locator, name: string) =>
  directory.locator('details').filter({ has: directory.page().locator('[data-business-name]', { hasText: name }) });
const letterLink = (directory: Locator, letter: string) => directory.getByRole('navigation').getByRole('link', { name: letter, exact: true });

/** Waits until the island runs (the search field appears with it). */
async function openDirectory(page: Page): Promise<Locator> {
  await page.goto(PATH);
  const directory = directoryOf(page);
  await expect(directory.getByRole('searchbox', { name: 'Optiker suchen' })).toBeVisible();
  return directory;
}

test('the directory is in the navigation and lists the listed businesses with their active branches', async ({ page }) => {
  await page.goto('/de');
  await expect(page.locator(`a[href="${PATH}"]`).first()).toBeAttached();
  const directory = await openDirectory(page);
  for (const name of ['Augenblick Optik GmbH', 'Äugli Optik', 'Brillen Egger AG', 'Éclat Lunetterie Sàrl', 'Optik Muster GmbH']) {
    await expect(business(directory, name).first()).toBeAttached();
  }
  // Umlauts and accents sit under their base letter.
  await expect(directory.locator('[data-letter-group="A"]')).toContainText('Äugli Optik');
  await expect(directory.locator('[data-letter-group="E"]')).toContainText('Éclat Lunetterie');
  await expect(directory.locator('[data-letter-disabled="C"]')).toBeAttached();

  const augenblick = business(directory, 'Augenblick Optik GmbH');
  await augenblick.locator('summary').click();
  await expect(augenblick).toContainText('Kramgasse 45');
  await expect(augenblick).toContainText('3011 Bern');
  await expect(augenblick).toContainText('08:30–12:00, 13:30–18:30');
  await expect(augenblick).toContainText('Gesundheitsoptik');
  // The branch closed for good (Thun) is not shown.
  await expect(augenblick).not.toContainText('Thun');
  await expect(augenblick.getByRole('link', { name: /031 311 22 70/ })).toHaveAttribute('href', 'tel:0313112270');
  // The logo lives on the business's own domain and loads from there.
  const logo = augenblick.locator('img');
  await expect(logo).toHaveAttribute('src', /^http:\/\/augenblick-optik\.localhost:\d+\/media\/[0-9a-f-]+\/w320\.webp$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('a visitor searches by name, city and postcode and sees a no-results text', async ({ page }) => {
  const directory = await openDirectory(page);
  const search = directory.getByRole('searchbox', { name: 'Optiker suchen' });
  const count = directory.locator('[data-directory-count]');

  await search.fill('bern');
  await expect(directory.locator('details')).toHaveCount(1);
  await expect(business(directory, 'Augenblick Optik GmbH')).toBeVisible();
  await expect(count).toHaveText('1 Optiker gefunden');
  await expect(letterLink(directory, 'A')).toBeVisible();
  await expect(directory.locator('[data-letter-disabled="B"]')).toBeAttached();

  await search.fill('8610');
  await expect(directory.locator('details')).toHaveCount(1);
  await expect(business(directory, 'Brillen Egger AG')).toBeVisible();

  // Without accents, as a visitor types on a Swiss keyboard in a hurry.
  await search.fill('eclat');
  await expect(business(directory, 'Éclat Lunetterie Sàrl')).toBeVisible();
  await expect(directory.locator('details')).toHaveCount(1);

  await search.fill('Brillenparadies Chur');
  await expect(directory.locator('details')).toHaveCount(0);
  await expect(directory.locator('[data-directory-empty]')).toHaveText(/Keine Optiker gefunden/);
  await expect(count).toHaveText('0 Optiker gefunden');

  await search.fill('');
  await expect(business(directory, 'Brillen Egger AG')).toBeVisible();
  await expect(directory.locator('[data-directory-empty]')).toHaveCount(0);
});

test('the letter index follows the scroll and a letter lands its group below the header', async ({ page }) => {
  const directory = await openDirectory(page);
  const group = (letter: string) => directory.locator(`[data-letter-group="${letter}"]`);
  /** The line a jump lands on: the header's height plus the sticky bar's, plus the spec's 40 px. */
  const landingLine = () =>
    page.evaluate(() => {
      const header = document.querySelector<HTMLElement>('[data-site-header]');
      const bar = document.querySelector<HTMLElement>('[data-directory-bar]');
      return (header?.offsetHeight ?? 0) + (bar?.offsetHeight ?? 0) + 40;
    });
  const topOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top);

  // Scrolling: the group that reached the line is the active letter.
  for (const letter of ['E', 'A', 'B']) {
    const line = await landingLine();
    await group(letter).evaluate((element, y) => window.scrollBy(0, element.getBoundingClientRect().top - y), line);
    await expect(letterLink(directory, letter)).toHaveAttribute('aria-current', 'true');
    await expect(directory.locator('[aria-current="true"]')).toHaveCount(1);
  }

  // Jumping: back to the top, then a click on "E" lands the group on the line, clear of header and bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  await letterLink(directory, 'E').click();
  await expect(page).toHaveURL(/#directory-[0-9a-f-]+-E$/);
  const line = await landingLine();
  await expect.poll(() => topOf(group('E'))).toBeGreaterThanOrEqual(line - 2);
  expect(await topOf(group('E'))).toBeLessThanOrEqual(line + 2);
  const covered = await page.evaluate(() =>
    Math.max(...['[data-site-header]', '[data-directory-bar]'].map((selector) => document.querySelector(selector)?.getBoundingClientRect().bottom ?? 0)),
  );
  expect(await topOf(group('E'))).toBeGreaterThanOrEqual(covered + 40 - 2);
  await expect(letterLink(directory, 'E')).toHaveAttribute('aria-current', 'true');
});

test('opening one business closes the other, and the directory has no serious accessibility issue', async ({ page }) => {
  const directory = await openDirectory(page);
  const egger = business(directory, 'Brillen Egger AG');
  const eclat = business(directory, 'Éclat Lunetterie Sàrl');
  await egger.locator('summary').click();
  await expect(egger).toHaveAttribute('open', '');
  await expect(egger).toContainText('Bahnhofstrasse 58');
  await expect(egger).toContainText('Dübendorf');
  await eclat.locator('summary').click();
  await expect(eclat).toHaveAttribute('open', '');
  await expect(egger).not.toHaveAttribute('open', '');

  await directory.getByRole('searchbox', { name: 'Optiker suchen' }).fill('Zürich');
  const found = (await new AxeBuilder({ page }).include('[data-block="businessSearch"]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
