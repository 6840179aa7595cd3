import { createHash } from 'node:crypto';
import { type APIRequestContext, type APIResponse, type Page, expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { ownSite, siteGet, signInOn, withDemoSite } from './own-site';

/**
 * Our renderer (src/app/_live-render) answers every public page: the sitemap's pages, search, the
 * localized 404 and the unknown host's, a form's return, an old slug's redirect, the sign-in page
 * and the password page with their forms as islands of our own. None of them holds anything of Next's runtime.
 */

/** Anything of Next's in a page: a file of its build (script, preload or style sheet), its RSC payload, Turbopack, its error digests. */
function nextRuntimeIn(html: string): string[] {
  return [...html.matchAll(/\/_next\/|self\.__next_f|TURBOPACK|data-dgst/g)].map((match) => match[0]);
}

/** sha256 sources of the inline scripts a browser would run (not JSON data blocks). */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(?:ld\+)?json"/.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** What every page of our renderer answers with: rendered here, HTML, a policy naming its inline scripts, no Next. */
async function expectOurs(response: APIResponse, status: number, label: string): Promise<string> {
  expect(response.status(), label).toBe(status);
  const headers = response.headers();
  expect(headers['x-webbox-render'], label).toBe('live');
  expect(headers['content-type'], label).toBe('text/html; charset=utf-8');
  expect(headers['content-language'], label).toMatch(/^[a-z]{2}$/);
  const html = await response.text();
  expect(html.startsWith('<!DOCTYPE html><html lang="'), label).toBe(true);
  expect(nextRuntimeIn(html), label).toEqual([]);
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, label).toContain("script-src 'self'");
  for (const hash of inlineScriptHashes(html)) expect(policy, label).toContain(hash);
  return html;
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

test('every sitemap page is rendered by our renderer: 200, its headers, its scripts hashed, nothing of Next', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) await expectOurs(await request.get(path), 200, path);
});

test('a page carries its language, caching and compression headers, its islands get our runtime, and HEAD answers like GET', async ({ request }) => {
  const page = await request.get('/de/angebot', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  const html = await expectOurs(page, 200, '/de/angebot');
  expect(html).toMatch(
    /<script type="module" src="\/_islands\/runtime-[^"]+\.js" fetchpriority="low" data-hydrator="\/_islands\/hydrate-\w+\.js" data-island-chunks="[^"]*"><\/script>/,
  );
  // Structured data, once: the home page's business.
  const home = await expectOurs(await request.get('/de'), 200, '/de');
  expect(home.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
  const head = await request.head('/de/angebot');
  expect(head.status()).toBe(200);
  expect(head.headers()['x-webbox-render']).toBe('live');
});

test('search, a form’s return, the localized 404, the unknown host, sign-in and a trailing slash are ours too', async ({ request }) => {
  const search = await expectOurs(await request.get('/de/search?q=brille'), 200, 'search');
  expect(search).toContain('Brille');
  await expectOurs(await request.get('/de/kontakt?form=x'), 200, 'form return');
  const missing = await expectOurs(await request.get('/de/gibt-es-nicht'), 404, '404');
  expect(missing).toContain('<meta name="robots" content="noindex, nofollow"/>');
  await expectOurs(await request.get('/de/gibt-es-nicht', { headers: { host: 'no-such-site.localhost' } }), 404, 'unknown host');
  const signIn = await expectOurs(await request.get('/de/login?next=%2Fde%2Fedit'), 200, 'sign-in');
  expect(signIn).toContain('data-island="signInForm"');
  expect(signIn).toContain('&quot;next&quot;:&quot;/de/edit&quot;');
  const slash = await request.get('/de/angebot/?utm_source=x', { maxRedirects: 0 });
  expect([slash.status(), slash.headers().location]).toEqual([308, '/de/angebot?utm_source=x']);
});

test.describe('a password-protected page', () => {
  const site = ownSite('protected-e2e');
  withDemoSite(site);
  test.describe.configure({ mode: 'serial' });
  const PASSWORD = 'geheim-123';

  /** Gives the demo's offer page a password and a new slug, and publishes it (as its owner). */
  async function protect(page: Page): Promise<void> {
    await signInOn(page, site, '/de/edit/angebot');
    const id = await page.locator('main[data-page-id]').getAttribute('data-page-id');
    // From the page itself: its session cookie is for the site's host, which Node does not resolve.
    const call = (path: string, body?: unknown) =>
      page.evaluate(
        async ({ path, body }) => {
          const response = await fetch(
            path,
            body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
          );
          return { status: response.status, body: await response.json() };
        },
        { path, body },
      );
    const info = (await call(`/api/v1/page/info?id=${id}`)).body.data;
    const saved = await call('/api/v1/page/info', {
      id,
      version: info.version,
      slug: { ...info.slug, de: 'intern' },
      name: info.name,
      description: info.description,
      role: info.role,
      disallowedLanguages: info.disallowedLanguages,
      password: { action: 'set', value: PASSWORD },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    let published = await call('/api/v1/page/publish', { id });
    if (published.status === 409) {
      const checks: { id: string }[] = published.body.data?.checks ?? [];
      published = await call('/api/v1/page/publish', { id, acknowledgedWarnings: checks.map((check) => check.id) });
    }
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  }

  test('is locked with 401 and its form as our island; its old slug redirects with 308', async ({ page, request }) => {
    test.setTimeout(120_000);
    await protect(page);
    const moved = await siteGet(request, site, '/de/angebot', { maxRedirects: 0 });
    expect([moved.status(), moved.headers().location]).toEqual([308, '/de/intern']);
    const html = await expectOurs(await siteGet(request, site, '/de/intern'), 401, 'locked');
    expect(html).toContain('data-island="unlockForm"');
    expect(html).toMatch(
      /<script type="module" src="\/_islands\/runtime-[^"]+\.js" fetchpriority="low" data-hydrator="\/_islands\/hydrate-\w+\.js" data-island-chunks="[^"]*"><\/script>/,
    );
    expect(html).toMatch(/<form [^>]*action="\/api\/v1\/page\/unlock\/form" method="post"/);
  });

  test('unlocks with JavaScript: the island says a wrong password, then the page shows', async ({ browser, request }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${site.origin}/de/intern`);
    expect(response?.status()).toBe(401);
    await page.getByLabel('Passwort').fill('falsch');
    await page.getByRole('button', { name: 'Öffnen' }).click();
    // Answered in place by the hydrated island: no navigation.
    await expect(page.getByRole('alert')).toHaveText('Das Passwort ist falsch.');
    expect(page.url()).toBe(`${site.origin}/de/intern`);
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Öffnen' }).click();
    await expect(page.locator('main[data-page-id]')).toBeVisible();
    // Unlocked, the page is still ours, and never kept by a shared cache.
    const cookie = (await context.cookies(site.origin)).find((candidate) => candidate.name.startsWith('wb_unlock_'));
    expect(cookie).toBeDefined();
    const unlocked = await request.get(`http://localhost:${E2E_PORT}/de/intern`, { headers: { host: site.host, cookie: `${cookie?.name}=${cookie?.value}` } });
    expect(unlocked.headers()['cache-control']).toMatch(/private/);
    await expectOurs(unlocked, 200, 'unlocked');
    await context.close();
  });

  test('unlocks without JavaScript: the form posts, a wrong password comes back with the notice', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Every request and every address the page was at: the password must be in none of them.
    const requests: { method: string; url: string }[] = [];
    page.on('request', (request) => requests.push({ method: request.method(), url: request.url() }));
    await page.goto(`${site.origin}/de/intern`);
    // The markup as sent, before anything could hydrate: the form posts.
    await expect(page.locator('form:has(input[type="password"])')).toHaveAttribute('method', 'post');
    await page.getByLabel('Passwort').fill('falsch');
    await page.getByRole('button', { name: 'Öffnen' }).click();
    await expect(page).toHaveURL(`${site.origin}/de/intern?form=unlock.wrong`);
    await expect(page.getByRole('alert')).toHaveText('Das Passwort ist falsch.');
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Öffnen' }).click();
    await expect(page).toHaveURL(`${site.origin}/de/intern`);
    await expect(page.locator('main[data-page-id]')).toBeVisible();
    const submissions = requests.filter((request) => request.url.includes('/page/unlock'));
    expect(submissions.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/v1/page/unlock/form',
      'POST /api/v1/page/unlock/form',
    ]);
    for (const { url } of requests) {
      expect(url).not.toContain('password=');
      expect(url).not.toContain(encodeURIComponent(PASSWORD));
      expect(url).not.toContain('falsch');
    }
    await context.close();
  });
});
