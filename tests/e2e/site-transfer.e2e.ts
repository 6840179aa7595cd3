import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { E2E_PLATFORM_ADMIN, E2E_PORT } from '../../playwright.config';
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
