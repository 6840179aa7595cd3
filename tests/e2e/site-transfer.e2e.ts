import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PLATFORM_ADMIN, E2E_PORT } from '../../playwright.config';
import { readMail } from '../int/support/mail-message';
import { admin, ensurePlatformAdmin } from './own-site';
import { changelogAlreadyShown } from './support';

/**
 * Moving a site (issue 34): a platform admin downloads the demo through the API and imports it
 * under a new host; a visitor there sees the same pages and images. The admin CLI's backup runs
 * against the running server meanwhile (it holds the embedded database; the CLI asks it).
 */
const ORIGIN = `http://localhost:${E2E_PORT}`;
/** The platform's own host: the console's routes answer only there. */
const PLATFORM = `http://webbox.localhost:${E2E_PORT}`;

type Shown = { heading: string; images: number; links: string[] };

/** What a visitor sees of a page: its heading, its menu, and how many images, each waited for until it is really shown. */
async function whatVisitorSees(page: Page, url: string): Promise<Shown> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  const images = page.locator('main img');
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    // Lazy images load when seen.
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth), { message: `${url} image ${i}` })
      .toBeGreaterThan(0);
  }
  return {
    heading: (await page.locator('main h1').first().textContent())?.trim() ?? '',
    images: count,
    links: await page.locator('header nav a[href^="/de"]').evaluateAll((list) => list.map((a) => a.getAttribute('href') ?? '')),
  };
}

test('a platform admin exports the demo and imports it under a new host; visitors there see the same pages and images', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const sites = JSON.parse(await admin(['site:list'])) as { data: { id: string; hosts: string[] }[] };
  const demo = sites.data.find((site) => site.hosts.includes('localhost'));
  if (!demo) throw new Error('no demo on localhost');

  // A backup of the whole platform while the server runs.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'webbox-e2e-backup-'));
  try {
    const backup = JSON.parse(await admin(['backup', '--out', path.join(folder, 'platform.tar.gz')])) as { data: { mediaObjects: number } };
    expect(backup.data.mediaObjects).toBeGreaterThan(0);
    expect(existsSync(path.join(folder, 'platform.tar.gz')) && statSync(path.join(folder, 'platform.tar.gz')).size).toBeGreaterThan(1000);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  await ensurePlatformAdmin();
  await changelogAlreadyShown(page);
  await page.goto(`${PLATFORM}/de/login`);
  const host = `moved-${Date.now().toString(36)}.localhost`;
  const moved = await page.evaluate(
    async ({ owner, siteId, host }) => {
      const signIn = await fetch('/api/v1/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(owner),
      });
      if (!signIn.ok) return { step: 'sign-in', status: signIn.status };
      const download = await fetch(`/api/v1/platform/sites/${siteId}/export`);
      if (!download.ok) return { step: 'export', status: download.status };
      const form = new FormData();
      form.set('archive', new File([await download.blob()], 'demo.webbox-site.tar.gz', { type: 'application/gzip' }));
      form.set('host', host);
      const upload = await fetch('/api/v1/platform/sites/import', { method: 'POST', body: form });
      return { step: 'import', status: upload.status, body: (await upload.json()) as { data?: { siteId: string; host: string } } };
    },
    { owner: E2E_PLATFORM_ADMIN, siteId: demo.id, host },
  );
  expect(moved).toMatchObject({ step: 'import', status: 200, body: { data: { host } } });

  // A visitor without a session, on both hosts: the same pages, every image shown.
  const visitor = await browser.newPage();
  try {
    for (const path of ['/de', '/de/angebot']) {
      const original = await whatVisitorSees(visitor, `${ORIGIN}${path}`);
      const copy = await whatVisitorSees(visitor, `http://${host}:${E2E_PORT}${path}`);
      expect(copy, path).toEqual(original);
    }
    // The offer page shows the demo's images (issue 17's page with twenty and more).
    expect((await whatVisitorSees(visitor, `http://${host}:${E2E_PORT}/de/angebot`)).images).toBeGreaterThanOrEqual(20);
  } finally {
    await visitor.close();
  }
});

/** The invitation link of the newest mail to an address, once the outbox worker has written its .eml. */
async function invitationLink(to: string): Promise<string> {
  const folder = path.join(E2E_DATA_DIR ?? '', 'mail');
  let link = '';
  await expect
    .poll(
      async () => {
        for (const name of (await readdir(folder).catch(() => [] as string[])).filter((entry) => entry.endsWith('.eml'))) {
          const mail = readMail(await readFile(path.join(folder, name), 'utf8'));
          if (mail.header('to')?.includes(to)) link = /https?:\/\/\S+\/invitation\?token=[\w%-]+/.exec(mail.text)?.[0] ?? link;
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

test('without JavaScript, the console creates a site for an owner e-mail, exports the demo by its button and imports it by the form', async ({ browser }) => {
  test.setTimeout(180_000);
  const sites = JSON.parse(await admin(['site:list'])) as { data: { id: string; hosts: string[] }[] };
  const demo = sites.data.find((site) => site.hosts.includes('localhost'));
  if (!demo) throw new Error('no demo on localhost');
  await ensurePlatformAdmin();
  const context = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${PLATFORM}/de/login?next=${encodeURIComponent('/de/platform')}`);
  await page.getByLabel('E-Mail').fill(E2E_PLATFORM_ADMIN.email);
  await page.getByLabel('Passwort').fill(E2E_PLATFORM_ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plattform-Konsole' })).toBeVisible();

  // A new website for an owner who has no account yet.
  const stamp = Date.now().toString(36);
  const slug = `konsole-${stamp}`;
  const ownerEmail = `inhaberin-${stamp}@e2e.test`;
  const create = page.locator('#create-site');
  await create.getByLabel('Name der Website').fill(`Optik Konsole ${stamp}`);
  await create.getByLabel('Adresse').fill(slug);
  await create.getByLabel('E-Mail der Inhaberin oder des Inhabers').fill(ownerEmail);
  await create.getByLabel('Français').check();
  await create.getByRole('button', { name: 'Website erstellen' }).click();
  await expect(page.getByRole('status')).toHaveText(/Die Website ist erstellt/);
  const host = `${slug}.webbox.localhost`;
  await expect(page.locator('#site')).toContainText(host);
  await expect(page.locator(`[data-site-row="${host}"]`)).toContainText(`Optik Konsole ${stamp}`);

  // The same address again: refused in German, with everything typed still there.
  await create.getByLabel('Name der Website').fill('Optik Doppelt');
  await create.getByLabel('Adresse').fill(slug);
  await create.getByLabel('E-Mail der Inhaberin oder des Inhabers').fill(ownerEmail);
  await create.getByRole('button', { name: 'Website erstellen' }).click();
  await expect(create.getByRole('alert')).toContainText('vergeben');
  await expect(create.getByLabel('Name der Website')).toHaveValue('Optik Doppelt');
  await expect(create.getByLabel('Adresse')).toHaveValue(slug);
  await expect(create.getByLabel('E-Mail der Inhaberin oder des Inhabers')).toHaveValue(ownerEmail);

  // The owner accepts the invitation on the new host and lands in its editor.
  const link = await invitationLink(ownerEmail);
  expect(new URL(link).hostname).toBe(host);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await changelogAlreadyShown(owner);
  await owner.goto(link);
  await owner.getByLabel('Ihr Name').fill('Ina Inhaberin');
  await owner.getByLabel('Passwort wählen').fill('Brillen-im-Schaufenster-2026');
  await owner.getByRole('button', { name: 'Konto anlegen und annehmen' }).click();
  await expect(owner).toHaveURL((url) => url.pathname === '/de/edit');
  await ownerContext.close();
  await page.goto(`${PLATFORM}/de/platform?q=${encodeURIComponent(host)}#sites`);
  await expect(page.locator(`[data-site-row="${host}"]`)).toContainText(ownerEmail);

  // The demo's archive by the button of its details, then imported by the form under a new host.
  await page.goto(`${PLATFORM}/de/platform?site=${demo.id}#site`);
  const downloading = page.waitForEvent('download');
  await page
    .locator('#site')
    .getByRole('button', { name: /als Archiv exportieren$/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.webbox-site\.tar\.gz$/);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'webbox-e2e-export-'));
  try {
    const file = path.join(folder, download.suggestedFilename());
    await download.saveAs(file);
    const copyHost = `kopie-${stamp}.localhost`;
    const importForm = page.locator('#import-site');
    await importForm.getByLabel('Archiv (.tar.gz)').setInputFiles(file);
    await importForm.getByLabel('Neue Adresse (Hostname)').fill(copyHost);
    await importForm.getByRole('button', { name: 'Importieren' }).click();
    await expect(page.getByRole('status')).toHaveText('Die Website ist importiert.');
    await expect(page.locator('#site')).toContainText(copyHost);

    // The same host again: the refusal's sentence, in the console.
    await importForm.getByLabel('Archiv (.tar.gz)').setInputFiles(file);
    await importForm.getByLabel('Neue Adresse (Hostname)').fill(copyHost);
    await importForm.getByRole('button', { name: 'Importieren' }).click();
    await expect(importForm.getByRole('alert')).toHaveText(`Adresse bereits vergeben: ${copyHost}`);

    const visitor = await browser.newPage();
    try {
      const original = await whatVisitorSees(visitor, `${ORIGIN}/de/angebot`);
      const copy = await whatVisitorSees(visitor, `http://${copyHost}:${E2E_PORT}/de/angebot`);
      expect(copy).toEqual(original);
      expect(copy.images).toBeGreaterThan(0);
    } finally {
      await visitor.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await context.close();
  }
});
