import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PLATFORM_ADMIN, E2E_PORT } from '../../playwright.config';
import { startTs } from '../support/run-node';
import { changelogAlreadyShown, editorReady } from './support';

/**
 * A site of a test's own on a `.localhost` host (Chromium resolves those to this machine), so
 * tests that publish, delete or restructure never change the shared demo other tests read.
 */
export type OwnSite = { host: string; origin: string; owner: { email: string; password: string } };

export function ownSite(name: string): OwnSite {
  const host = `${name}.localhost`;
  return { host, origin: `http://${host}:${E2E_PORT}`, owner: { email: `owner@${host}`, password: `${name}-owner-password` } };
}

/** A request from Node to the site (Node does not resolve `.localhost`: the Host header names it). */
export function siteGet(request: APIRequestContext, site: OwnSite, path: string, options: { maxRedirects?: number } = {}) {
  return request.get(`http://localhost:${E2E_PORT}${path}`, { headers: { host: site.host }, ...options });
}

/** Runs an admin CLI command against the running server's data directory. */
export async function admin(args: string[]): Promise<string> {
  const cli = startTs('src/cli/admin.ts', args, { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: E2E_DATA_DIR ?? '' });
  expect(await cli.exited, cli.output().stderr).toBe(0);
  return cli.output().stdout;
}

/**
 * The account named in PLATFORM_ADMIN_EMAILS (playwright.config), created once: the CLI refuses a
 * second one with the address, so a re-run (or the other platform test) finds it there.
 */
export async function ensurePlatformAdmin(): Promise<void> {
  const cli = startTs('src/cli/admin.ts', ['user:create', '--email', E2E_PLATFORM_ADMIN.email, '--password', E2E_PLATFORM_ADMIN.password], {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: E2E_DATA_DIR ?? '',
  });
  await cli.exited;
}

/** The demo content on the site's host (once: a failed test re-runs beforeAll in a new worker). */
export function withDemoSite(site: OwnSite, locales = 'de,fr'): void {
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    const context = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
    const exists = (await context.get('/de', { headers: { host: site.host } })).status() === 200;
    await context.dispose();
    if (!exists)
      await admin([
        'demo:create',
        '--host',
        site.host,
        '--locales',
        locales,
        '--default',
        'de',
        '--email',
        site.owner.email,
        '--password',
        site.owner.password,
      ]);
  });
}

/** Signs in on the site's own origin and lands on `next`. */
export async function signInOn(page: Page, site: OwnSite, next: string): Promise<void> {
  await changelogAlreadyShown(page);
  await page.goto(`${site.origin}/de/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-Mail').fill(site.owner.email);
  await page.getByLabel('Passwort').fill(site.owner.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // Arrived is enough (the editor's readiness is waited for next), not every image of the page loaded.
  await page.waitForURL((url) => url.pathname === next.split('?')[0], { waitUntil: 'commit', timeout: 5_000 });
  await editorReady(page, next);
}
