import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { ownSite, signInOn, withDemoSite } from './own-site';

/** The settings panel (issue 14): drafts the editor sees at once, visitors after "publish all". */
const site = ownSite('settings-e2e');
withDemoSite(site);
test.describe.configure({ mode: 'serial' });

const settingsSaved = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/v1/settings') && r.request().method() === 'POST' && r.ok());

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Einstellungen', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Einstellungen' });
  await expect(panel.getByLabel('Logogrösse').first()).toBeVisible();
  return panel;
}

test('footer phone and booking button are changed in the panel; visitors see them only after publishing everything', async ({ page, browser }) => {
  await signInOn(page, site, '/de/edit?toolbar=1');
  const panel = await openSettings(page);
  await expect(new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))).resolves.toEqual([]);

  // Footer: own data instead of the business profile, with a new phone number (saved on Enter only).
  await panel.getByText('Footer', { exact: true }).click();
  let saved = settingsSaved(page);
  await panel.getByLabel('Betriebsdaten verwenden').uncheck();
  await saved;
  const phone = panel.getByLabel('Telefon', { exact: true });
  await phone.fill('abc');
  await phone.press('Enter');
  await expect(panel.getByText('Bitte eine gültige Telefonnummer eingeben.')).toBeVisible();
  await expect(phone).toHaveValue('abc');
  saved = settingsSaved(page);
  await phone.fill('044 555 66 77');
  await phone.press('Enter');
  await saved;

  // Booking button: an external URL (its input shows only for that target).
  await panel.getByText('Buchungsbutton', { exact: true }).click();
  await expect(panel.getByLabel('URL', { exact: true })).toHaveCount(0);
  saved = settingsSaved(page);
  await panel.getByLabel('Ziel').selectOption({ label: 'Externe URL' });
  await saved;
  saved = settingsSaved(page);
  await panel.getByLabel('URL', { exact: true }).fill('https://termine.example.ch/optik');
  await panel.getByLabel('URL', { exact: true }).press('Enter');
  await saved;
  await page.keyboard.press('Escape');

  // The editor shows the drafts at once.
  await expect(page.locator('footer a[href="tel:0445556677"]')).toBeVisible();
  await expect(page.locator('a[href="https://termine.example.ch/optik"]').first()).toBeAttached();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${site.origin}/de`);
  await expect(visitorPage.locator('footer')).not.toContainText('044 555 66 77');
  await expect(visitorPage.locator('a[href="https://termine.example.ch/optik"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const publishedAll = page.waitForResponse((r) => r.url().endsWith('/api/v1/site/publish') && r.ok());
  await page.getByRole('alertdialog').getByRole('button', { name: 'Alles veröffentlichen' }).click();
  await publishedAll;

  await visitorPage.goto(`${site.origin}/de`);
  await expect(visitorPage.locator('footer a[href="tel:0445556677"]')).toHaveText('044 555 66 77');
  await expect(visitorPage.locator('a[href="https://termine.example.ch/optik"]').first()).toBeAttached();
  await visitor.close();
});

test('triangle and bubble exclude each other, and the footer reset brings back the branch data', async ({ page }) => {
  await signInOn(page, site, '/de/edit?settings=1');
  const panel = page.getByRole('dialog', { name: 'Einstellungen' });
  await panel.getByText('Hintergrund-Overlay', { exact: true }).click();
  let saved = settingsSaved(page);
  await panel.getByLabel('Dreieck').check();
  await saved;
  saved = settingsSaved(page);
  await panel.getByLabel('Blase').check();
  await saved;
  await expect(panel.getByLabel('Dreieck')).not.toBeChecked();

  await panel.getByText('Footer', { exact: true }).click();
  const reset = page.waitForResponse((r) => r.url().endsWith('/api/v1/optician') && r.request().method() === 'POST' && r.ok());
  await panel.getByRole('button', { name: 'Footer zurücksetzen' }).click();
  await reset;
  await expect(panel.getByLabel('Betriebsdaten verwenden')).toBeChecked();
  await page.keyboard.press('Escape');
  // The demo profile's first branch and its opening hours, in the editor's footer.
  await expect(page.locator('footer')).toContainText('Marktgasse 12');
  await expect(page.locator('footer [data-footer-hours]')).toContainText('Öffnungszeiten');
});
