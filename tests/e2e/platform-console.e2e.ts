import { type Page, expect, test } from '@playwright/test';
import { E2E_PLATFORM_ADMIN, E2E_PORT } from '../../playwright.config';
import { ensurePlatformAdmin, ownSite, signInOn, withDemoSite } from './own-site';
import { changelogAlreadyShown } from './support';

/**
 * The platform console (issue 34) on the platform host: its admin finds a site, suspends it —
 * visitors get the neutral 503 page in the site's language, its owner reads the editor but may
 * not change anything — and resumes it.
 */
const PLATFORM = `http://webbox.localhost:${E2E_PORT}`;
const site = ownSite('console-e2e');
withDemoSite(site);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await ensurePlatformAdmin();
});

async function openConsole(page: Page) {
  await changelogAlreadyShown(page);
  await page.goto(`${PLATFORM}/de/platform`);
  // Not signed in: the console asks for the sign-in first, then comes back.
  await expect(page).toHaveURL(`${PLATFORM}/de/login?next=%2Fde%2Fplatform`);
  await page.getByLabel('E-Mail').fill(E2E_PLATFORM_ADMIN.email);
  await page.getByLabel('Passwort').fill(E2E_PLATFORM_ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(`${PLATFORM}/de/platform`);
  await expect(page.getByRole('heading', { level: 1, name: 'Plattform-Konsole' })).toBeVisible();
}

/** A visitor's answer for a path of the site, and the page's main heading. */
async function visit(page: Page, path: string) {
  const response = await page.goto(`${site.origin}${path}`);
  return { status: response?.status(), heading: page.getByRole('heading', { level: 1 }) };
}

test('the console lists the sites, suspends one (visitors get the 503 page, its editor reads only) and resumes it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openConsole(page);
  await expect(page.locator('[data-site-row]').first()).toBeVisible();
  await page.getByLabel('Suchen nach Name, Domain oder E-Mail des Inhabers').fill(site.host);
  await page.locator('#sites').getByRole('button', { name: 'Suchen', exact: true }).click();
  const row = page.locator(`[data-site-row="${site.host}"]`);
  await expect(page.locator('[data-site-row]')).toHaveCount(1);
  await expect(row).toContainText(site.owner.email);
  await expect(row).toContainText('de, fr');
  await expect(row.locator('[data-status="active"]')).toHaveText('Aktiv');

  await row.getByRole('button', { name: /sperren$/ }).click();
  await expect(page.getByRole('status')).toContainText('Die Website ist gesperrt');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === site.host);
  await expect(row.locator('[data-status="suspended"]')).toContainText('Gesperrt seit');

  // A visitor: the neutral page, with 503, in the language asked for.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  let answer = await visit(visitor, '/de');
  expect(answer.status).toBe(503);
  await expect(answer.heading).toHaveText('Vorübergehend nicht verfügbar');
  answer = await visit(visitor, '/fr');
  expect(answer.status).toBe(503);
  await expect(answer.heading).toHaveText('Temporairement indisponible');

  // The owner: the editor opens read only, says why, and a write is refused with the reason.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInOn(owner, site, '/de/edit?toolbar=1');
  await expect(owner.locator('[data-site-suspended]')).toContainText('Diese Website ist vorübergehend gesperrt');
  await expect(owner.locator('[contenteditable="true"]')).toHaveCount(0);
  const refused = await owner.evaluate(async () => {
    const response = await fetch('/api/v1/page/publish', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return { status: response.status, error: ((await response.json()) as { error: string }).error };
  });
  expect(refused).toEqual({
    status: 403,
    error: 'Diese Website ist vorübergehend gesperrt: Sie können sie ansehen, aber nichts ändern. Bitte wenden Sie sich an den Betreiber der Plattform.',
  });

  await row.getByRole('button', { name: /freigeben$/ }).click();
  await expect(page.getByRole('status')).toHaveText('Die Website ist wieder freigegeben.');
  await expect(row.locator('[data-status="active"]')).toHaveText('Aktiv');
  answer = await visit(visitor, '/de');
  expect(answer.status).toBe(200);
  await expect(answer.heading.first()).not.toHaveText('Vorübergehend nicht verfügbar');
  await owner.reload();
  await expect(owner.locator('[data-site-suspended]')).toHaveCount(0);
  await expect(owner.locator('[data-block="hero"] h1').first()).toHaveAttribute('contenteditable', 'true');
  await visitorContext.close();
  await ownerContext.close();
});

test('the console is a 404 for a signed-in person who does not run the platform', async ({ page }) => {
  await changelogAlreadyShown(page);
  await page.goto(`${PLATFORM}/de/login?next=${encodeURIComponent('/de/platform')}`);
  await page.getByLabel('E-Mail').fill(site.owner.email);
  await page.getByLabel('Passwort').fill(site.owner.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(`${PLATFORM}/de/platform`);
  const response = await page.reload();
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
});

test('the console deletes a site (visitors find no site there), restores it, and changes its storage quota', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openConsole(page);
  await page.getByLabel('Suchen nach Name, Domain oder E-Mail des Inhabers').fill(site.host);
  await page.locator('#sites').getByRole('button', { name: 'Suchen', exact: true }).click();
  const row = page.locator(`[data-site-row="${site.host}"]`);
  await row.getByRole('link').click();
  const detail = page.locator('#site');
  const name = (await detail.getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(name).not.toBe('');

  // The name typed again confirms the delete (no JavaScript needed); a wrong one is refused.
  const confirm = detail.getByLabel(`Geben Sie zur Bestätigung den Namen «${name}» ein`);
  await confirm.fill(`${name} nicht`);
  await detail.getByRole('button', { name: 'Website löschen' }).click();
  await expect(page.locator('main [role="alert"]')).toHaveText(
    'Der eingegebene Name stimmt nicht mit dem Namen der Website überein: Die Website wurde nicht gelöscht.',
  );
  await confirm.fill(name);
  await detail.getByRole('button', { name: 'Website löschen' }).click();
  await expect(page.getByRole('status')).toContainText('Die Website ist gelöscht');
  await expect(row.locator('[data-status="deleted"]')).toContainText('Gelöscht – endgültig entfernt am');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  let answer = await visit(visitor, '/de');
  expect(answer.status).toBe(404);
  await expect(answer.heading).toHaveText('Keine Website unter dieser Adresse');

  await row.getByRole('button', { name: `${name} wiederherstellen` }).click();
  await expect(page.getByRole('status')).toHaveText('Die Website ist wiederhergestellt: Besucher und Mitglieder erreichen sie wieder.');
  await expect(row.locator('[data-status="active"]')).toHaveText('Aktiv');
  answer = await visit(visitor, '/de');
  expect(answer.status).toBe(200);
  await expect(answer.heading.first()).not.toHaveText('Keine Website unter dieser Adresse');
  await visitorContext.close();

  // Its own quota, in MB: the list shows it (and says it is the site's own); empty is the default again.
  const quota = page.getByLabel(/^Kontingent in MB/);
  await quota.fill('250');
  await page.getByRole('button', { name: 'Kontingent speichern' }).click();
  await expect(page.getByRole('status')).toContainText('Das Speicherkontingent ist gespeichert');
  await expect(row.locator('[data-storage]')).toContainText('von 250 MB');
  await expect(row.locator('[data-storage]')).toContainText('eigenes Kontingent');
  await quota.fill('');
  await page.getByRole('button', { name: 'Kontingent speichern' }).click();
  await expect(row.locator('[data-storage]')).not.toContainText('eigenes Kontingent');
});
