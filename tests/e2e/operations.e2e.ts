import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { isDataDirLocked } from '../../src/server/platform/data-dir-lock';
import { E2E_DATA_DIR } from '../../playwright.config';
import { startTs } from '../support/run-node';

const run = (entry: string, args: string[], env: Record<string, string>) =>
  startTs(entry, args, { NODE_ENV: 'production', LOG_LEVEL: 'warn', AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-better-auth', ...env });

test('a second server on the running server’s data directory refuses to start', async () => {
  const second = run('dist/server/main.mjs', [], { DATA_DIR: E2E_DATA_DIR!, PORT: '0' });
  expect(await second.exited).toBe(75);
  expect(second.output().stderr).toContain('is in use by another Webbox process');
});

test('the admin CLI adds a tenant to the running server, which serves it at once', async ({ request }) => {
  const host = `tenant-${Date.now()}.test`;
  const cli = run('src/cli/admin.ts', ['site:create', '--name', 'Optik Bern', '--host', host, '--locales', 'fr,de', '--default', 'fr'], {
    DATA_DIR: E2E_DATA_DIR!,
  });
  expect(await cli.exited).toBe(0);
  expect(JSON.parse(cli.output().stdout)).toMatchObject({ ok: true, data: { hosts: [host] } });
  const root = await request.get('/', { headers: { host, 'accept-language': 'it' }, maxRedirects: 0 });
  expect(root.status()).toBe(307);
  expect(root.headers().location).toBe('/fr');
  // A new tenant has its own home page (its name as the title), in its language, not the demo's.
  const home = await request.get('/fr', { headers: { host } });
  expect(home.status()).toBe(200);
  const html = await home.text();
  expect(html).toContain('lang="fr"');
  expect(html).toContain('Optik Bern');
  expect(html).not.toContain('Optik Muster');
  const missing = await request.get('/fr/nulle-part', { headers: { host } });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page introuvable');
});

test('SIGTERM closes the database and releases the data directory', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-stop-'));
  try {
    const server = run('dist/server/main.mjs', [], { DATA_DIR: dataDir, PORT: '3299', SEED_DEMO: 'false' });
    await expect
      .poll(
        async () => {
          const response = await fetch('http://localhost:3299/api/v1/health').catch(() => null);
          await response?.text();
          return response?.status ?? 0;
        },
        { timeout: 60_000 },
      )
      .toBe(200);
    expect(await isDataDirLocked(dataDir)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output().stderr).toBe(0);
    expect(await isDataDirLocked(dataDir)).toBe(false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
