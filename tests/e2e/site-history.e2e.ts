import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { toolbarEntry, typeOverAndSave } from './support';
import { admin, ownSite, signInOn, withDemoSite } from './own-site';

/** Version history and a new site's first minute (issue 13), each on a site of its own. */
const site = ownSite('history-e2e');
withDemoSite(site);
test.describe.configure({ mode: 'serial' });

test('an old version is previewed read-only, restored as a draft and published again', async ({ page, browser }) => {
  // A new demo site's image variants render in the background meanwhile: this test waits on a busy server.
  test.setTimeout(120_000);
  await signInOn(page, site, '/de/edit/kontakt?toolbar=1');
  const title = page.locator('[data-block="hero"] h1');
  await expect(title).toHaveAttribute('contenteditable', 'true');
  await title.click();
  await typeOverAndSave(page, 'Eine neue Fassung');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const published = page.waitForResponse((r) => r.url().endsWith('/api/v1/page/publish') && r.ok());
  // The editor reloads the page a second after a publish (editor-panels §9): a panel opened
  // before that closes with the reload, so the history is opened on the reloaded page.
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(Jetzt|Trotzdem) veröffentlichen$/ })
    .click();
  await published;
  await reloaded;
  await expect(page.locator('[data-block="hero"] h1')).toHaveText('Eine neue Fassung');

  // The history lists both versions, the newest live; the first is shown read-only.
  await (await toolbarEntry(page, 'Versionen')).click();
  const panel = page.getByRole('dialog', { name: 'Versionen' });
  // The list loads after the dialog opens; on a busy machine that took over 5 s once.
  await expect(panel.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  await expect(panel.getByRole('listitem').first()).toContainText('Aktuell');
  // Opened by keyboard: a pointer click here hung now and then in Playwright's scroll-into-view
  // step inside the dialog (before this stop's changes too, about one run in three alone).
  await panel.getByRole('link', { name: 'Ansehen – Version 1' }).focus();
  await page.keyboard.press('Enter');
  // A whole edit page is rendered for the preview, and its load waits for images the new site's
  // variants job has not rendered yet (rendered on request then): over 15 s now and then, before this stop too.
  await expect(page).toHaveURL(/version=/, { timeout: 45_000 });
  await expect(page.getByRole('region', { name: 'Versionsvorschau' })).toContainText('Version 1');
  await expect(page.locator('[data-block="hero"] h1')).toHaveText('Wir sind für Sie da');
  await expect(page.locator('[data-block="hero"] h1')).not.toHaveAttribute('contenteditable', 'true');

  // Restore it as the draft, then publish: visitors see the old text again.
  await page.getByRole('region', { name: 'Versionsvorschau' }).getByRole('button', { name: 'Als Entwurf wiederherstellen' }).click();
  const restored = page.waitForResponse((r) => r.url().endsWith('/api/v1/page/version/restore') && r.ok());
  await page.getByRole('alertdialog').getByRole('button', { name: 'Als Entwurf wiederherstellen' }).click();
  await restored;
  await expect(page).not.toHaveURL(/version=/);
  await expect(page.locator('[data-block="hero"] h1')).toHaveText('Wir sind für Sie da');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const republished = page.waitForResponse((r) => r.url().endsWith('/api/v1/page/publish') && r.ok());
  // This publish reloads the editor a second later too: leaving the page before that reload raced
  // with it ("navigation to about:blank is interrupted by another navigation").
  const reloadedAgain = page.waitForEvent('load');
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(Jetzt|Trotzdem) veröffentlichen$/ })
    .click();
  await republished;
  await reloadedAgain;

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${site.origin}/de/kontakt`);
  await expect(visitorPage.locator('h1')).toHaveText('Wir sind für Sie da');
  await visitor.close();
  // Leave the editor before the fixture closes its context. Now and then the editor still guards
  // unsaved work here (a `beforeunload` prompt after the restore and publish; noted on issue 18),
  // and Playwright's default of dismissing it kept the page, whose context then never closed.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('about:blank');
});

test('a site made with site:create shows a home page, a 404 with its menu, and opens in the editor', async ({ page, request }) => {
  const fresh = ownSite(`fresh-${Date.now()}`);
  await admin(['site:create', '--name', 'Optik Neuanfang', '--host', fresh.host, '--locales', 'de,fr', '--default', 'de']);
  await admin(['user:create', '--email', fresh.owner.email, '--password', fresh.owner.password]);
  await admin(['member:add', '--email', fresh.owner.email, '--host', fresh.host, '--role', 'owner']);

  for (const locale of ['de', 'fr']) {
    const home = await request.get(`http://localhost:${E2E_PORT}/${locale}`, { headers: { host: fresh.host } });
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('Optik Neuanfang');
  }
  const missing = await request.get(`http://localhost:${E2E_PORT}/de/gibt-es-nicht`, { headers: { host: fresh.host } });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toMatch(/<header[\s>]/);

  await signInOn(page, fresh, '/de/edit?toolbar=1');
  await expect(page.locator('[data-block="hero"] h1')).toContainText('Optik Neuanfang');
  await expect(page.locator('[data-block="hero"] h1')).toHaveAttribute('contenteditable', 'true');
  await (await toolbarEntry(page, 'Seiten')).click();
  await expect(page.getByRole('dialog', { name: 'Seiten' })).toContainText('Impressum');
});
