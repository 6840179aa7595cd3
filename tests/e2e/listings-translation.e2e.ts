import { expect, test } from '@playwright/test';
import { ownSite, signInOn, withDemoSite } from './own-site';
import { toolbarEntry } from './support';

/**
 * Machine translation in the "Stellen & Marktplatz" form (issue 16): a job saved with a German
 * title is translated into French by the server's translation service — the local fake engine
 * playwright.config.ts starts, whose French for "Brillen und Linsen" is "lunettes et lentilles" —
 * marked as machine translated, and then publishes (every site language has its title).
 */
const site = ownSite('listings-translation-e2e');
withDemoSite(site, 'de,fr');

/** Unique per run (a failed run's job may still be listed); letters only, so the fake engine marks it whole. */
const RUN = `Nr${Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))}`;
const TITLE = `Brillen und Linsen ${RUN}`;

test('a saved job is translated into French in the panel, marked, and then publishes', async ({ page }) => {
  test.setTimeout(90_000);
  await signInOn(page, site, '/de/edit?toolbar=1');
  await (await toolbarEntry(page, 'Stellen & Marktplatz')).click();
  const panel = page.getByRole('dialog', { name: 'Stellen & Marktplatz' });
  await panel.getByRole('button', { name: 'Neue Stelle' }).click();

  // Not stored yet: nothing on the server to translate, so no button.
  await panel.getByRole('tab', { name: /Französisch/ }).click();
  await expect(panel.getByRole('button', { name: 'Aus Deutsch übersetzen (KI)' })).toHaveCount(0);
  await panel.getByRole('tab', { name: /Deutsch/ }).click();
  await panel.getByLabel('Titel (Deutsch)').fill(TITLE);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/listings') && r.request().method() === 'POST' && r.ok());
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await created;

  await panel.getByRole('tab', { name: /Französisch/ }).click();
  const translate = panel.getByRole('button', { name: 'Aus Deutsch übersetzen (KI)' });
  const translated = page.waitForResponse((r) => r.url().endsWith('/translate') && r.request().method() === 'POST');
  await translate.click();
  expect((await translated).status()).toBe(200);
  await expect(panel.getByLabel('Titel (Französisch)')).toHaveValue(`lunettes et lentilles [fr]${RUN}`);
  await expect(panel.getByText(/Maschinell übersetzt/)).toBeVisible();
  await expect(page.getByText('Übersetzt – bitte prüfen')).toBeVisible();

  await panel.getByRole('button', { name: 'Zurück zur Liste' }).first().click();
  const row = panel.getByRole('listitem').filter({ hasText: TITLE });
  await expect(row).toContainText('Entwurf');
  const published = page.waitForResponse((r) => r.url().endsWith('/status') && r.ok());
  await row.getByRole('button', { name: `Aktionen für «${TITLE}»` }).click();
  await page.getByRole('menuitem', { name: 'Veröffentlichen' }).click();
  await published;
  await expect(row).toContainText('Veröffentlicht');

  // The site is left as it was.
  await row.getByRole('button', { name: `Aktionen für «${TITLE}»` }).click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/v1/listings/') && r.ok());
  await page
    .getByRole('alertdialog', { name: `«${TITLE}» löschen?` })
    .getByRole('button', { name: 'Endgültig löschen' })
    .click();
  await deleted;
  await expect(row).toHaveCount(0);
});
