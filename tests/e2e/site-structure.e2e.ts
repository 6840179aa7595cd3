import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { ownSite, siteGet, signInOn, withDemoSite } from './own-site';
import { toolbarEntry } from './support';

/** The pages panel (issue 13): pages, navigation, slugs and deletion, on a site of its own. */
const site = ownSite('structure-e2e');
withDemoSite(site);
test.describe.configure({ mode: 'serial' });

const navigationSaved = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/v1/navigation') && r.request().method() === 'POST' && r.ok());

async function openPages(page: Page): Promise<Locator> {
  const panel = page.getByRole('dialog', { name: 'Seiten' });
  // The open panel is a URL flag (`pageMenu`): after a reload it is open already.
  if (!page.url().includes('pageMenu')) await (await toolbarEntry(page, 'Seiten')).click();
  await expect(panel.getByRole('heading', { name: 'Alle Seiten' })).toBeVisible();
  return panel;
}

/** The page names of a navigation container, in order, as the panel lists them. */
const itemsOf = (panel: Locator, container: string) =>
  panel
    .getByRole('list', { name: container, exact: true })
    .getByRole('button', { name: /verschieben$/ })
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));

test('a new page is created, dragged into the navigation, published with everything, and visitors find it in de and fr', async ({ page, browser }) => {
  await signInOn(page, site, '/de/edit?toolbar=1');
  let panel = await openPages(page);

  await panel.getByRole('button', { name: 'Neue Seite in «Ohne Kategorie»' }).click();
  const create = page.getByRole('dialog', { name: 'Neue Seite erstellen' });
  await create.getByLabel('Name').fill('Über uns & Größe');
  await expect(create.getByLabel('URL')).toHaveValue('ueber-uns-groesse');
  await create.getByRole('button', { name: 'Erstellen' }).click();
  // The new draft opens in edit mode, linked by its id.
  await expect(page).toHaveURL(/\/de\/edit\/[0-9a-f-]{36}\?toolbar=1/);
  await expect(page.locator('[data-block="hero"] h1')).toHaveText('Über uns & Größe');

  // Into the legal menu, then dragged to the one above it.
  panel = await openPages(page);
  const added = navigationSaved(page);
  await panel.getByLabel('Seite zu «Rechtliches» hinzufügen').selectOption({ label: 'Über uns & Größe' });
  await added;
  await expect.poll(() => itemsOf(panel, 'Rechtliches')).toContain('«Über uns & Größe» verschieben');
  const handle = panel.getByRole('button', { name: '«Über uns & Größe» verschieben' });
  const target = panel.getByRole('list', { name: 'Netzwerk', exact: true });
  await target.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag handle or target not laid out');
  const dragged = navigationSaved(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await dragged;
  await expect.poll(() => itemsOf(panel, 'Netzwerk')).toContain('«Über uns & Größe» verschieben');
  await expect.poll(() => itemsOf(panel, 'Rechtliches')).not.toContain('«Über uns & Größe» verschieben');
  await page.keyboard.press('Escape');

  // Nothing is public before publishing everything.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${site.origin}/de`);
  await expect(visitorPage.locator('header a[href="/de/ueber-uns-groesse"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const publishedAll = page.waitForResponse((r) => r.url().endsWith('/api/v1/site/publish') && r.ok());
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(Trotzdem alles|Alles) veröffentlichen$/ })
    .click();
  await publishedAll;

  for (const locale of ['de', 'fr']) {
    await visitorPage.goto(`${site.origin}/${locale}`);
    await expect(visitorPage.locator(`header a[href="/${locale}/ueber-uns-groesse"]`).first()).toBeAttached();
    await visitorPage.goto(`${site.origin}/${locale}/ueber-uns-groesse`);
    await expect(visitorPage.locator('h1')).toHaveText('Über uns & Größe');
  }
  await visitor.close();
});

test('navigation items are reordered with the keyboard', async ({ page }) => {
  await signInOn(page, site, '/de/edit?toolbar=1');
  const panel = await openPages(page);
  await expect.poll(() => itemsOf(panel, 'Rechtliches')).toEqual(['«Impressum» verschieben', '«Datenschutz» verschieben']);
  // dnd-kit's keyboard sensor, with its spoken steps: lift, move over the item above, drop.
  const announcer = page.getByRole('status').filter({ hasText: /aufgenommen|bewegt|abgelegt/ });
  const dropped = navigationSaved(page);
  await panel.getByRole('button', { name: '«Datenschutz» verschieben' }).focus();
  await page.keyboard.press('Space');
  // The live region keeps only the latest line: "aufgenommen", at once replaced by "über Datenschutz".
  await expect(announcer).toContainText(/Datenschutz (aufgenommen|wurde über Datenschutz)/);
  // dnd-kit spends an arrow key on scrolling while the panel can scroll that way: then press again.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(announcer).toContainText('über Impressum', { timeout: 1_000 });
  }).toPass({ timeout: 8_000 });
  await page.keyboard.press('Space');
  await dropped;
  await expect.poll(() => itemsOf(panel, 'Rechtliches')).toEqual(['«Datenschutz» verschieben', '«Impressum» verschieben']);
  // And the move buttons every row offers (focus, Enter), saved at once as well.
  const moved = navigationSaved(page);
  await panel.getByRole('button', { name: '«Impressum» nach oben' }).focus();
  await page.keyboard.press('Enter');
  await moved;
  await expect.poll(() => itemsOf(panel, 'Rechtliches')).toEqual(['«Impressum» verschieben', '«Datenschutz» verschieben']);
  await page.reload();
  const reloaded = await openPages(page);
  await expect.poll(() => itemsOf(reloaded, 'Rechtliches')).toEqual(['«Impressum» verschieben', '«Datenschutz» verschieben']);
});

test('a published slug is renamed and the old address redirects permanently', async ({ page, request }) => {
  await signInOn(page, site, '/de/edit/kontakt?toolbar=1');
  const panel = await openPages(page);
  await panel.getByRole('button', { name: 'Aktionen für «Kontakt»' }).click();
  await page.getByRole('menuitem', { name: 'Einstellungen' }).click();
  const settings = page.getByRole('dialog', { name: /Einstellungen von/ });
  await settings.getByLabel('URL').fill('kontakt-neu');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/page/info') && r.request().method() === 'POST' && r.ok());
  await settings.getByRole('button', { name: 'Speichern' }).click();
  await saved;
  await expect(settings).toHaveCount(0);
  // Escape closes the pages panel (editor-panels §2 "Keyboard"), also right after a nested dialog.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const published = page.waitForResponse((r) => /\/api\/v1\/(page|site)\/publish$/.test(r.url()) && r.ok());
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /veröffentlichen/ })
    .first()
    .click();
  await published;

  const old = await siteGet(request, site, '/de/kontakt', { maxRedirects: 0 });
  expect([301, 308]).toContain(old.status());
  expect(old.headers().location).toMatch(/\/de\/kontakt-neu$/);
  const current = await siteGet(request, site, '/de/kontakt-neu');
  expect(current.status()).toBe(200);
});

test('deleting the current page returns home, and the page is restored from recently deleted', async ({ page, request }) => {
  await signInOn(page, site, '/de/edit/ueber-uns-groesse?toolbar=1');
  let panel = await openPages(page);
  await panel.getByRole('button', { name: 'Aktionen für «Über uns & Größe»' }).click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  const removed = page.waitForResponse((r) => r.url().endsWith('/api/v1/page/remove') && r.ok());
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await removed;
  await expect(page).toHaveURL((url) => url.pathname === '/de/edit');
  expect((await siteGet(request, site, '/de/ueber-uns-groesse')).status()).toBe(404);

  panel = await openPages(page);
  const restored = page.waitForResponse((r) => r.url().endsWith('/api/v1/page/restore') && r.ok());
  await panel.getByRole('button', { name: '«Über uns & Größe» wiederherstellen' }).click();
  await restored;
  await expect(panel.getByRole('link', { name: /Über uns & Größe/ })).toBeVisible();
  expect((await siteGet(request, site, '/de/ueber-uns-groesse')).status()).toBe(200);
});

test('the pages panel, its dialogs, the versions panel and the collection editor have no serious accessibility issues', async ({ page }) => {
  // Six axe scans: near 30 s on a busy machine.
  test.setTimeout(60_000);
  await signInOn(page, site, '/de/edit/service?toolbar=1');
  const serious = async (where: string) => {
    const violations = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(violations.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  const panel = await openPages(page);
  await serious('pages panel');
  await panel.getByRole('button', { name: 'Neue Seite in «Team»' }).click();
  await expect(page.getByRole('dialog', { name: /Neue Seite in/ })).toBeVisible();
  await serious('create dialog');
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await panel.getByRole('button', { name: 'Aktionen für «Service»' }).click();
  await page.getByRole('menuitem', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('dialog', { name: /Einstellungen von/ })).toBeVisible();
  await serious('page settings');
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await panel.getByRole('button', { name: 'Seiten schliessen' }).click();

  await (await toolbarEntry(page, 'Versionen')).click();
  await expect(page.getByRole('dialog', { name: 'Versionen' }).getByRole('listitem').first()).toBeVisible();
  await serious('versions panel');
  await page.keyboard.press('Escape');

  const team = page.locator('[data-section-chrome]').filter({ has: page.locator('[data-block="teamContainer"]') });
  await team.click({ position: { x: 40, y: 40 } });
  await team.getByRole('button', { name: 'Box-Menü' }).click();
  await serious('box menu');
  await page.getByRole('menuitem', { name: 'Sammlung bearbeiten' }).click();
  await expect(page.getByRole('dialog', { name: 'Sammlung bearbeiten' }).getByRole('list', { name: 'Angezeigt' })).toBeVisible();
  await serious('collection editor');
});
