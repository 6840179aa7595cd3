import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ownSite, signInOn, withDemoSite } from './own-site';
import { toolbarEntry } from './support';

/**
 * The "Stellen & Marktplatz" panel (issue 16): a member creates a marketplace item, publishes it
 * and a visitor sees it in the marketplace block; archived, it is gone. German only, so one title.
 */
const site = ownSite('listings-panel-e2e');
withDemoSite(site, 'de');

/** Unique per run: the site outlives a failed run, whose item may still be listed. */
const TITLE = `Vintage-Fassung aus Horn ${Date.now().toString(36)}`;

const serious = async (page: Page, where: string) => {
  const found = (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(found.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

test('a marketplace item is created and published in the panel, seen by visitors, gone once archived, and deleted', async ({ page, browser }) => {
  // Two axe scans and three visitor loads: more than the 30 s default on a busy machine.
  test.setTimeout(120_000);
  await signInOn(page, site, '/de/edit?toolbar=1');

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const market = visitorPage.locator('[data-block="marketplace"]');
  // The demo's marketplace page (src/server/demo/demo-listings.ts) lists this business's items.
  await visitorPage.goto(`${site.origin}/de/marktplatz`);
  await expect(market).toBeVisible();
  await expect(market).not.toContainText(TITLE);

  await (await toolbarEntry(page, 'Stellen & Marktplatz')).click();
  const panel = page.getByRole('dialog', { name: 'Stellen & Marktplatz' });
  await panel.getByRole('tab', { name: 'Marktplatz' }).click();
  await expect(panel.getByRole('list', { name: 'Inserate' })).toBeVisible();
  await serious(page, 'listings panel');

  await panel.getByRole('button', { name: 'Neues Inserat' }).click();
  await expect(panel.getByRole('form', { name: 'Neues Inserat' })).toBeVisible();
  await serious(page, 'listing form');

  // A first save with a mistyped price is refused at the field; what was typed stays.
  await panel.getByLabel('Titel (Deutsch)').fill(TITLE);
  await panel.getByLabel('Preis in CHF').fill('12,9,0');
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(panel.getByText(/Bitte einen Betrag wie 1290/)).toBeVisible();
  await expect(panel.getByText('Bitte eine Kategorie wählen.')).toBeVisible();
  await expect(panel.getByLabel('Titel (Deutsch)')).toHaveValue(TITLE);

  const description = panel.getByRole('textbox', { name: 'Beschreibung (Deutsch)' });
  await description.click();
  await page.keyboard.type('Handgefertigt, kaum getragen.');
  await panel.getByLabel('Preis in CHF').fill("1'290.50");
  await panel.getByLabel('Fassung', { exact: true }).check();
  await panel.getByLabel('Angebot', { exact: true }).check();
  await panel.getByLabel('Abholung').check();
  await panel.getByLabel('Filiale').selectOption({ label: 'Optik Muster Bahnhof, Winterthur' });
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/listings') && r.request().method() === 'POST' && r.ok());
  await panel.getByRole('button', { name: 'Speichern' }).click();
  const stored = (await (await created).json()) as { data: { costCents: number; category: string; description: { de?: { text: string } } } };
  expect(stored.data).toMatchObject({ costCents: 129_050, category: 'frame', description: { de: { text: 'Handgefertigt, kaum getragen.' } } });

  await panel.getByRole('button', { name: 'Zurück zur Liste' }).first().click();
  const row = panel.getByRole('listitem').filter({ hasText: TITLE });
  await expect(row).toContainText('Entwurf');
  const published = page.waitForResponse((r) => r.url().endsWith('/status') && r.ok());
  await row.getByRole('button', { name: `Aktionen für «${TITLE}»` }).click();
  await page.getByRole('menuitem', { name: 'Veröffentlichen' }).click();
  await published;
  await expect(row).toContainText('Veröffentlicht');

  await visitorPage.reload();
  await expect(market).toContainText(TITLE);
  await expect(market).toContainText(/CHF\s1['’]290\.50/);

  const archived = page.waitForResponse((r) => r.url().endsWith('/status') && r.ok());
  await row.getByRole('button', { name: `Aktionen für «${TITLE}»` }).click();
  await page.getByRole('menuitem', { name: 'Archivieren' }).click();
  await archived;
  await expect(row).toContainText('Archiviert');

  await visitorPage.reload();
  await expect(market).toBeVisible();
  await expect(market).not.toContainText(TITLE);
  await visitor.close();

  // Deleted only after confirming; the site is left as it was.
  await row.getByRole('button', { name: `Aktionen für «${TITLE}»` }).click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  const confirm = page.getByRole('alertdialog', { name: `«${TITLE}» löschen?` });
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/v1/listings/') && r.ok());
  await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
  await deleted;
  await expect(row).toHaveCount(0);
});
