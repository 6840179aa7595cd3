import { expect, test } from '@playwright/test';
import { E2E_DNS_PORT, E2E_PORT } from '../../playwright.config';
import { type OwnSite, ownSite, siteGet, withDemoSite } from './own-site';
import { changelogAlreadyShown, editorReady, toolbarEntry } from './support';

/**
 * Own domains (issue 30, acceptance 5): a site on its platform subdomain gets `www.optik-e2e.localhost`
 * (Chromium resolves every *.localhost name to this machine), the fake DNS server says it is a CNAME
 * to the platform host, "Jetzt prüfen" verifies it, it becomes primary: the platform subdomain then
 * answers 308 to it and the sitemap lists the new host. A site of its own: the demo on localhost
 * other tests read never redirects anywhere.
 */
const platformSite: OwnSite = { ...ownSite('optik-e2e'), host: 'optik-e2e.webbox.localhost', origin: `http://optik-e2e.webbox.localhost:${E2E_PORT}` };
const OWN_DOMAIN = 'www.optik-e2e.localhost';
withDemoSite(platformSite, 'de');

/** What the fake DNS server answers from now on (its HTTP side, tests/support/fake-dns-server.ts). */
async function setDnsRecords(records: Record<string, { cname?: string; a?: string[] }>): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${E2E_DNS_PORT}/records`, { method: 'PUT', body: JSON.stringify(records) });
  expect(response.status).toBe(204);
}

test('an own domain is added, verified through DNS and made primary; the platform subdomain redirects to it', async ({ page, request }) => {
  // One flow of many steps (add, two checks, primary, redirect, sitemap), each waiting on the server.
  test.setTimeout(90_000);
  await setDnsRecords({});
  // Signed in by the browser through the API on the site's host (the login form has tests of its own).
  await changelogAlreadyShown(page);
  await page.goto(`${platformSite.origin}/de/login`);
  const signedIn = await page.evaluate(async (owner) => {
    const response = await fetch('/api/v1/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(owner),
    });
    return response.status;
  }, platformSite.owner);
  expect(signedIn).toBe(200);
  await page.goto(`${platformSite.origin}/de/edit?toolbar=1`);
  await editorReady(page, '/de/edit?toolbar=1');
  await (await toolbarEntry(page, 'Einstellungen')).click();
  const panel = page.getByRole('dialog', { name: 'Einstellungen' });
  await panel.getByRole('heading', { name: 'Domains', exact: true }).click();
  const list = panel.getByRole('list', { name: 'Domains der Website' });
  await expect(list.locator(`[data-domain="${platformSite.host}"] [data-domain-primary]`)).toHaveText('Hauptdomain');

  // A typo is refused at the field, in words, without a request.
  const field = panel.getByLabel('Neue Domain');
  await field.fill('www.optik-e2e');
  await panel.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(panel.getByRole('alert')).toHaveText(/keine gültige Domain/);
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(`https://${OWN_DOMAIN}/`);
  await panel.getByRole('button', { name: 'Hinzufügen' }).click();
  const row = list.locator(`[data-domain="${OWN_DOMAIN}"]`);
  await expect(row.locator('[data-domain-state]')).toHaveText('Wartet auf DNS');
  await expect(row.locator('[data-domain-primary]')).toHaveCount(0);
  await expect(field).toHaveValue('');
  // The record to create, as text: a CNAME to the platform host.
  await expect(row.locator('[data-dns-record="CNAME"]')).toContainText(OWN_DOMAIN);
  await expect(row.locator('[data-dns-record="CNAME"] [data-dns-value]')).toHaveText('webbox.localhost');

  // DNS does not know the name yet: the check says so and the domain stays pending.
  await row.getByRole('button', { name: 'Jetzt prüfen' }).click();
  await expect(row.locator('[data-domain-finding]')).toHaveText(/im DNS noch nicht bekannt/);
  await expect(panel.getByRole('status').filter({ hasText: 'noch nicht bereit' })).toBeVisible();
  expect((await siteGet(request, { ...platformSite, host: OWN_DOMAIN }, '/de')).status()).toBe(404);

  await setDnsRecords({ [OWN_DOMAIN]: { cname: 'webbox.localhost' } });
  await row.getByRole('button', { name: 'Jetzt prüfen' }).click();
  await expect(row.locator('[data-domain-state]')).toHaveText('Bestätigt');
  await expect(panel.getByRole('status').filter({ hasText: `${OWN_DOMAIN} ist bestätigt.` })).toBeVisible();

  await row.getByRole('button', { name: 'Als Hauptdomain festlegen' }).click();
  const confirm = page.getByRole('alertdialog', { name: `${OWN_DOMAIN} als Hauptdomain festlegen?` });
  const madePrimary = page.waitForResponse((response) => response.url().endsWith('/api/v1/site/domains/primary') && response.ok());
  await confirm.getByRole('button', { name: 'Festlegen' }).click();
  await madePrimary;
  await expect(row.locator('[data-domain-primary]')).toHaveText('Hauptdomain');
  // The platform subdomain is no longer primary, and stays (it cannot be removed).
  await expect(list.locator(`[data-domain="${platformSite.host}"] [data-domain-primary]`)).toHaveCount(0);
  await expect(list.locator(`[data-domain="${platformSite.host}"]`).getByRole('button', { name: 'Entfernen' })).toHaveCount(0);

  // The old address answers 308 to the same path on the new one…
  const moved = await siteGet(request, platformSite, '/de?ref=flyer', { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe(`http://${OWN_DOMAIN}:${E2E_PORT}/de?ref=flyer`);
  // …which a browser follows to the site.
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no browser');
  await visitor.goto(`${platformSite.origin}/de`);
  await expect(visitor).toHaveURL(`http://${OWN_DOMAIN}:${E2E_PORT}/de`);
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://${OWN_DOMAIN}:${E2E_PORT}/de`);
  await visitor.close();

  // The sitemap lists the new host only, whichever host is asked.
  for (const host of [OWN_DOMAIN, platformSite.host]) {
    const sitemap = await (await siteGet(request, { ...platformSite, host }, '/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>http://${OWN_DOMAIN}:${E2E_PORT}/de</loc>`);
    expect(sitemap).not.toContain(platformSite.host);
  }
  // The demo on localhost other tests use is untouched.
  expect((await request.get(`http://localhost:${E2E_PORT}/de`, { maxRedirects: 0 })).status()).toBe(200);
});
