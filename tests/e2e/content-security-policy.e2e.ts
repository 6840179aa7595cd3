import { type Page, type Response, expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { signIn } from './support';

/**
 * Every kind of page runs under its Content Security Policy without a single violation: live
 * pages with and without islands (fresh render and page-cache hit, hashes), the game with
 * MapLibre (worker), the 404 page, the login page (ours: hashes) and the editor (Next's: nonce). Chromium reports each
 * blocked script, style, frame or worker as a `securitypolicyviolation` event and a console error.
 */

const ORIGIN = `http://localhost:${E2E_PORT}`;

type Violation = { directive: string; blocked: string; sample: string };

async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  // Workers (MapLibre's) report only to the console.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push({ directive: 'console', blocked: '', sample: message.text() });
  });
  return violations;
}

/** All response headers: Playwright's `headers()` leaves out security headers such as the CSP. */
async function headersOf(response: Response | null): Promise<Record<string, string>> {
  expect(response).not.toBeNull();
  return (await response?.allHeaders()) ?? {};
}

function scriptSources(headers: Record<string, string>): string[] {
  const policy = headers['content-security-policy'] ?? '';
  return (
    policy
      .split('; ')
      .find((part) => part.startsWith('script-src '))
      ?.split(' ') ?? []
  );
}

async function expectStrictPolicy(response: Response | null, path: string): Promise<Record<string, string>> {
  const headers = await headersOf(response);
  expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
  expect(scriptSources(headers), path).not.toContain("'unsafe-inline'");
  expect(headers['referrer-policy'], path).toBeTruthy();
  expect(headers['permissions-policy'], path).toBeTruthy();
  return headers;
}

/** Waits until the page is idle, so hydration, lazy chunks and workers have run. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

test('live pages with and without islands, cached or not, run without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/de', '/de/bausteine', '/de/kontakt', '/de/datenschutz', '/de/gibt-es-nicht']) {
    const first = await expectStrictPolicy(await page.goto(path), path);
    await settle(page);
    const again = await expectStrictPolicy(await page.goto(path), path);
    await settle(page);
    if (again['x-webbox-cache'] === 'HIT') expect(again['content-security-policy'], `${path} hit`).toBe(first['content-security-policy']);
  }
  // An island really ran under the policy: the contact form validates in the browser.
  await page.goto('/de/kontakt');
  await settle(page);
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  // The booking widget's frame is allowed (answered locally: the provider is a third party).
  await page.route(/connect\.shore\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Widget</p>' }));
  await page.goto('/de');
  await page.getByRole('button', { name: 'Termin buchen' }).click();
  await expect(page.getByRole('dialog', { name: 'Termin buchen' }).locator('iframe')).toHaveAttribute('src', /shore/);
  await settle(page);
  expect(violations).toEqual([]);
});

test('the game and its map run without a CSP violation', async ({ page, context }) => {
  const violations = await watchViolations(page);
  const created = await context.request.post('/api/v1/games', { headers: { origin: ORIGIN }, data: {} });
  const gameId = ((await created.json()) as { data: { id: string } }).data.id;
  await context.request.post(`/api/v1/games/${gameId}/players`, { headers: { origin: ORIGIN }, data: { id: crypto.randomUUID(), name: 'Anna' } });
  await expectStrictPolicy(await page.goto('/de/game'), '/de/game');
  await settle(page);
  await page.goto(`/de/game?id=${gameId}`);
  await expect(page).toHaveURL(/\/de\/teilen$/);
  await page.getByRole('button', { name: 'Los geht’s' }).click();
  await expect(page).toHaveURL(/\/de\/spielen$/);
  await expect(page.locator('canvas').first()).toBeVisible();
  await settle(page);
  expect(violations).toEqual([]);
});

test('the login page (hashes) and the editor (a nonce) run without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const login = await expectStrictPolicy(await page.goto('/de/login'), '/de/login');
  expect(login['x-webbox-render']).toBe('live');
  expect(scriptSources(login).some((source) => source.startsWith("'nonce-"))).toBe(false);
  await signIn(page, '/de/edit/bausteine?toolbar=1');
  await expect(page.getByRole('region', { name: 'Bearbeitungsmodus' })).toBeVisible();
  await settle(page);
  const edit = await expectStrictPolicy(await page.goto('/de/edit/bausteine?toolbar=1'), '/de/edit');
  expect(edit['cache-control']).toBe('no-store');
  await settle(page);
  // Rich text (Tiptap) in place: its editor mounts and takes input under the policy.
  await page.locator('[contenteditable="true"]').first().click();
  await settle(page);
  expect(violations).toEqual([]);
});
