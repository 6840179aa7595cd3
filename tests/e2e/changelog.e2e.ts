import { expect, test } from '@playwright/test';
import { admin, ownSite, withDemoSite } from './own-site';

/** What's new (issue 14): opens by itself once per session while entries are unseen. */
const site = ownSite('changelog-e2e');
withDemoSite(site);

async function signInWithoutHelp(page: import('@playwright/test').Page) {
  // Not the helpers: they play someone who has closed the dialog already.
  await page.goto(`${site.origin}/de/login?next=${encodeURIComponent('/de/edit')}`);
  await page.getByLabel('E-Mail').fill(site.owner.email);
  await page.getByLabel('Passwort').fill(site.owner.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/de/edit');
}

test('the changelog opens once per session, reports what was shown, and lists everything afterwards', async ({ page, browser }) => {
  await admin(['changelog:add', '--date', '2026-11-25', '--de', 'Neu: Öffnungszeiten als Wochenraster.', '--fr', 'Nouveau : horaires en grille hebdomadaire.']);
  await signInWithoutHelp(page);

  const dialog = page.getByRole('dialog', { name: 'Neu in Webbox' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Neu: Öffnungszeiten als Wochenraster.')).toBeVisible();
  await expect(dialog.locator('time[datetime="2026-11-25"]')).toHaveText('25. November 2026');
  const shown = await dialog.locator('time').count();
  expect(shown).toBeGreaterThanOrEqual(3);
  await expect(dialog.getByText('Neu', { exact: true })).toHaveCount(shown);

  const reported = page.waitForRequest((r) => r.url().endsWith('/api/v1/changelog') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Schliessen' }).first().click();
  const dates = (await reported).postDataJSON().dates as string[];
  expect(dates).toContain('2026-11-25');
  expect(dates).toHaveLength(shown);
  await expect(dialog).toBeHidden();

  // Same session: not again.
  await page.reload();
  await expect(page.locator('main[data-page-id]')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(dialog).toBeHidden();

  // A new session: everything was seen, so it stays closed — and opens on demand with all entries.
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const later = await context.newPage();
  const checked = later.waitForResponse((r) => r.url().includes('/api/v1/changelog?') && r.ok());
  await later.goto(`${site.origin}/de/edit?settings=1`);
  await checked;
  await expect(later.getByRole('dialog', { name: 'Neu in Webbox' })).toBeHidden();
  await later.getByText('Editorsprache', { exact: true }).click();
  await later.getByRole('button', { name: 'Neuigkeiten anzeigen' }).click();
  const all = later.getByRole('dialog', { name: 'Neu in Webbox' });
  await expect(all.getByText('Neu: Öffnungszeiten als Wochenraster.')).toBeVisible();
  await expect(all.locator('time')).toHaveCount(shown);
  await expect(all.getByText('Neu', { exact: true })).toHaveCount(0);
  await context.close();
});
