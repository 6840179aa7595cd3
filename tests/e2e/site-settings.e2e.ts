import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { ownSite, signInOn, withDemoSite } from './own-site';
import { toolbarEntry } from './support';

/** The settings panel (issue 14): drafts the editor sees at once, visitors after "publish all". */
const site = ownSite('settings-e2e');
withDemoSite(site);
test.describe.configure({ mode: 'serial' });

const settingsSaved = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/v1/settings') && r.request().method() === 'POST' && r.ok());

async function openSettings(page: Page) {
  await (await toolbarEntry(page, 'Einstellungen')).click();
  const panel = page.getByRole('dialog', { name: 'Einstellungen' });
  await expect(panel.getByLabel('Logogrösse').first()).toBeVisible();
  return panel;
}

test('footer phone and booking button are changed in the panel; visitors see them only after publishing everything', async ({ page, browser }) => {
  await signInOn(page, site, '/de/edit?toolbar=1');
  const panel = await openSettings(page);
  await expect(
    new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze()
      .then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')),
  ).resolves.toEqual([]);

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
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(Trotzdem alles|Alles) veröffentlichen$/ })
    .click();
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

test("opening hours typed with the pickers in the Betrieb section show in the visitor's contact box and the Optician JSON-LD at once", async ({
  page,
  browser,
}) => {
  await signInOn(page, site, '/de/edit?settings=1');
  const panel = page.getByRole('dialog', { name: 'Einstellungen' });
  await panel.getByText('Betrieb', { exact: true }).click();
  await panel.getByRole('button', { name: /^Optik Muster, Winterthur/ }).click();
  const branch = panel.locator('[data-branch-editor]').first();
  const businessSaved = () => page.waitForResponse((r) => r.url().endsWith('/api/v1/business') && r.request().method() === 'PUT' && r.ok());

  // Monday closes at 19:00 now (saved when the field is left).
  const mondayCloses = branch.getByLabel('Montag schliesst', { exact: true });
  await expect(mondayCloses).toBeVisible();
  let saved = businessSaved();
  await mondayCloses.fill('19:00');
  await mondayCloses.blur();
  await saved;

  // Sunday was closed; now open 10:00–14:00. Opened without times it is "not set" (saved as such).
  saved = businessSaved();
  await branch.getByLabel('Sonntag geschlossen', { exact: true }).uncheck();
  await saved;
  await expect(branch.getByText('nicht festgelegt').last()).toBeVisible();
  await branch.getByLabel('Sonntag öffnet', { exact: true }).fill('10:00');
  await branch.getByLabel('Sonntag öffnet', { exact: true }).blur();
  saved = businessSaved();
  await branch.getByLabel('Sonntag schliesst', { exact: true }).fill('14:00');
  await branch.getByLabel('Sonntag schliesst', { exact: true }).blur();
  await saved;

  // A closing time before the opening time, and a time off the five-minute grid, are shown, not saved.
  const tuesdayCloses = branch.getByLabel('Dienstag schliesst', { exact: true });
  await tuesdayCloses.fill('07:00');
  await expect(branch.getByRole('alert')).toHaveText('Die Schliesszeit muss nach der Öffnungszeit liegen.');
  await tuesdayCloses.fill('12:03');
  await expect(branch.getByRole('alert')).toHaveText('Bitte Zeiten in 5-Minuten-Schritten wählen (z. B. 08:30 oder 08:35).');

  // A special closing day three weeks ahead, picked with the date field (saved although Tuesday waits for a fix).
  const day = new Date(Date.now() + 21 * 86_400_000);
  const iso = day.toISOString().slice(0, 10);
  const swiss = new Intl.DateTimeFormat('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(day);
  await branch.getByLabel('Datum').fill(iso);
  saved = businessSaved();
  await branch.getByRole('button', { name: 'Tag hinzufügen', exact: true }).click();
  await saved;
  await expect(branch.locator(`time[datetime="${iso}"]`)).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${site.origin}/de/service`);
  const contact = visitorPage.locator('[data-block="contact"]').first();
  await expect(contact).toContainText(`${swiss}: Geschlossen`);
  await expect(contact.locator('dt', { hasText: /^Mo$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('13:30–19:00');
  await expect(contact.locator('dt', { hasText: /^So$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('10:00–14:00');
  await expect(contact.locator('dt', { hasText: /^Di–Fr$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('08:30–12:00, 13:30–18:30');

  // The same hours for search engines (the branch is the first active one: the first Optician).
  await visitorPage.goto(`${site.origin}/de`);
  const jsonLd = JSON.parse((await visitorPage.locator('script[type="application/ld+json"]').first().textContent()) ?? '[]') as Array<{
    openingHoursSpecification?: Array<Record<string, string>>;
  }>;
  const hours = jsonLd[0]?.openingHoursSpecification ?? [];
  expect(hours).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '13:30', closes: '19:00' });
  expect(hours).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '10:00', closes: '14:00' });
  expect(hours).toContainEqual({ '@type': 'OpeningHoursSpecification', validFrom: iso, validThrough: iso, opens: '00:00', closes: '00:00' });
  await visitor.close();
});

test('tracking that asks first: nothing loads until the visitor agrees, and the waiting scripts pass the CSP', async ({ page, browser }) => {
  // An editor, a publish and a visitor's context: on a busy machine this ran past 30 s and then 60 s (not understood yet).
  test.setTimeout(120_000);
  await signInOn(page, site, '/de/edit?settings=1');
  const panel = page.getByRole('dialog', { name: 'Einstellungen' });
  await panel.getByText('Tracking', { exact: true }).click();
  let saved = settingsSaved(page);
  await panel.getByLabel('Google Analytics ID').fill('G-AB12CD34EF');
  await panel.getByLabel('Google Analytics ID').press('Enter');
  await saved;
  saved = settingsSaved(page);
  await panel.getByLabel('Erst nach Zustimmung laden').check();
  await saved;
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const publishedAll = page.waitForResponse((r) => r.url().endsWith('/api/v1/site/publish') && r.ok());
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(Trotzdem alles|Alles) veröffentlichen$/ })
    .click();
  await publishedAll;

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const loaded: string[] = [];
  await visitorPage.route('https://www.googletagmanager.com/**', (route) => {
    loaded.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
  });
  await visitorPage.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __violations: string[] }).__violations.push(event.violatedDirective),
    );
  });
  await visitorPage.goto(`${site.origin}/de`);
  const banner = visitorPage.getByRole('region', { name: 'Datenschutz-Einstellungen' });
  await expect(banner).toBeVisible();
  expect(loaded).toEqual([]);
  await banner.getByRole('button', { name: 'Zustimmen' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => loaded.length).toBe(1);
  await expect.poll(() => visitorPage.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('function');
  expect(await visitorPage.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);

  // The next page remembers the answer; the footer can show the banner again.
  await visitorPage.goto(`${site.origin}/de/angebot`);
  await expect(banner).toBeHidden();
  await expect.poll(() => loaded.length).toBe(2);
  await visitorPage.getByRole('button', { name: 'Datenschutz-Einstellungen' }).click();
  await expect(banner).toBeVisible();
  await visitor.close();
});
