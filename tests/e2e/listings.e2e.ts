import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ownSite, signInOn, withDemoSite } from './own-site';

/**
 * Job offers and the marketplace as visitors see them (issue 16): the demo's published listings in
 * accordions that keep one entry open, contact links built from the entry, the marketplace's
 * category and kind filter (an island; without JavaScript everything shows) and the empty state.
 */
const site = ownSite('listings-e2e');
withDemoSite(site);
const empty = ownSite('listings-empty-e2e');
withDemoSite(empty, 'de');

const serious = async (page: Page, selector: string) => {
  const found = (await new AxeBuilder({ page }).include(selector).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

const entry = (list: Locator, title: string) => list.locator('details').filter({ has: list.page().getByRole('heading', { name: title, exact: true }) });

test('a visitor opens one job at a time and contacts the branch about it', async ({ page }) => {
  const response = await page.goto(`${site.origin}/de/stellen`);
  // The accordion is plain HTML: the jobs page ships no framework JavaScript.
  expect(await response?.text()).not.toContain('self.__next_f');
  // Reachable from the navigation (in the menu's "Stellen & Markt" entry).
  await expect(page.locator('a[href="/de/stellen"]').first()).toBeAttached();
  await expect(page.locator('a[href="/de/marktplatz"]').first()).toBeAttached();
  const jobs = page.locator('[data-block="jobs"]');
  await expect(jobs.locator('details')).toHaveCount(3);
  await expect(jobs).not.toContainText('Filialleiter/in');

  const first = entry(jobs, 'Augenoptiker/in EFZ 80–100 %');
  const second = entry(jobs, 'Lernende/r Augenoptik EFZ (Lehrbeginn August)');
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(first).toContainText('Anna Muster');
  await expect(first).toContainText('Marktgasse 12');

  const mail = first.getByRole('link', { name: /info@optik-muster\.ch/ });
  const href = (await mail.getAttribute('href')) ?? '';
  expect(href.startsWith('mailto:info@optik-muster.ch?subject=')).toBe(true);
  expect(decodeURIComponent(href.split('subject=')[1] ?? '')).toBe('Augenoptiker/in EFZ 80–100 %');
  await expect(first.getByRole('link', { name: /052 123 45 67/ })).toHaveAttribute('href', 'tel:0521234567');

  // Opening another job closes the first (one open at a time).
  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open', '');
  await expect(second.getByRole('link', { name: /052 123 45 70/ })).toHaveAttribute('href', 'tel:0521234570');

  await serious(page, '[data-block="jobs"]');
});

test('the jobs page is in the navigation and in French', async ({ page }) => {
  await page.goto(`${site.origin}/fr/emplois`);
  const jobs = page.locator('[data-block="jobs"]');
  await expect(jobs).toContainText('Opticien/ne CFC 80–100 %');
  await expect(page.locator('a[href="/fr/emplois"]').first()).toBeAttached();
  await expect(page.locator('a[href="/fr/marche"]').first()).toBeAttached();
});

test('a visitor filters the marketplace by category and kind', async ({ page }) => {
  await page.goto(`${site.origin}/de/marktplatz`);
  const market = page.locator('[data-block="marketplace"]');
  const visible = market.locator('li[data-category]:visible');
  await expect(visible).toHaveCount(5);
  await expect(market).not.toContainText('Sehtestprojektor');

  const filter = market.getByRole('search', { name: 'Marktplatz filtern' });
  await expect(filter).toBeVisible();
  await filter.getByRole('group', { name: 'Kategorie' }).getByText('Objekte', { exact: true }).click();
  await expect(visible).toHaveCount(2);
  await expect(market.getByRole('status')).toHaveText('2 Einträge');
  await filter.getByRole('group', { name: 'Art' }).getByText('Gesuche', { exact: true }).click();
  await expect(visible).toHaveCount(1);
  await expect(visible).toContainText('Gesucht: Schleifautomat für Brillengläser');

  await filter.getByRole('group', { name: 'Kategorie' }).getByText('Alle', { exact: true }).click();
  await expect(visible).toHaveCount(2);
  await expect(visible.filter({ hasText: 'Augenoptikerin EFZ sucht Teilzeitstelle (60 %)' })).toHaveCount(1);

  await filter.getByRole('group', { name: 'Kategorie' }).getByText('Stellen', { exact: true }).click();
  await filter.getByRole('group', { name: 'Art' }).getByText('Angebote', { exact: true }).click();
  await expect(visible).toHaveCount(0);
  await expect(market).toContainText('Keine Einträge für diese Auswahl.');

  // Back to everything: an item shows its price, options and contact; the mail subject is its title.
  await filter.getByRole('group', { name: 'Kategorie' }).getByText('Alle', { exact: true }).click();
  await filter.getByRole('group', { name: 'Art' }).getByText('Alle', { exact: true }).click();
  const refractometer = entry(market, 'Autorefraktometer, Baujahr 2019, gewartet');
  await refractometer.locator('summary').click();
  await expect(refractometer).toContainText(/CHF\s1.290\.00/);
  await expect(refractometer).toContainText('Abholung');
  await expect(refractometer).toContainText('Verhandlungsbasis');
  const href = (await refractometer.getByRole('link', { name: /@optik-muster\.ch/ }).getAttribute('href')) ?? '';
  expect(decodeURIComponent(href.split('subject=')[1] ?? '')).toBe('Autorefraktometer, Baujahr 2019, gewartet');

  await serious(page, '[data-block="marketplace"]');
});

test('without JavaScript every marketplace item shows, no filter is offered, and one item opens at a time', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.origin}/de/marktplatz`);
  const market = page.locator('[data-block="marketplace"]');
  await expect(market.locator('li[data-category]:visible')).toHaveCount(5);
  await expect(market.getByRole('search')).toHaveCount(0);
  const titanium = entry(market, 'Randlose Titanfassung, neuwertig');
  const kids = entry(market, 'Restposten: 25 Kinderfassungen');
  await titanium.locator('summary').click();
  await expect(titanium).toHaveAttribute('open', '');
  await kids.locator('summary').click();
  await expect(titanium).not.toHaveAttribute('open', '');
  await context.close();
});

test('a site without published listings shows the empty states', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInOn(page, empty, '/de');
  // Every listing archived or left as a draft through the panel's API.
  const archived = await page.evaluate(async () => {
    let count = 0;
    for (const kind of ['job', 'marketplace']) {
      const list = (await (await fetch(`/api/v1/listings?kind=${kind}`)).json()) as {
        data: { listings: Array<{ id: string; status: string; version: number }> };
      };
      for (const listing of list.data.listings.filter((l) => l.status === 'published')) {
        const response = await fetch(`/api/v1/listings/${listing.id}/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ version: listing.version, status: 'archived' }),
        });
        if (response.ok) count += 1;
      }
    }
    return count;
  });
  expect(archived).toBe(8);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${empty.origin}/de/stellen`);
  await expect(visitorPage.locator('[data-block="jobs"]')).toContainText('Zurzeit sind keine Stellen ausgeschrieben.');
  await expect(visitorPage.locator('[data-block="jobs"] details')).toHaveCount(0);
  await visitorPage.goto(`${empty.origin}/de/marktplatz`);
  await expect(visitorPage.locator('[data-block="marketplace"]')).toContainText('Zurzeit gibt es keine Einträge im Marktplatz.');
  await serious(visitorPage, '[data-block="marketplace"]');
  await visitor.close();
});
