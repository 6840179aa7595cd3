import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('a visitor lands on the demo home in their language', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Optik Muster – Startseite');
  await expect(page.getByRole('heading', { level: 1, name: 'Gut sehen, gut aussehen' })).toBeVisible();
  await expect(page.locator('[data-block="hero"][data-group-id]')).toHaveCount(1);
  await expect(page.locator('[data-block="richTextBlock"]')).toContainText('Augenprüfung in 30 Minuten');
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr$/);
  // Visitors get no editing controls.
  await expect(page.locator('[data-edit-bar]')).toHaveCount(0);
});

test('French visitors are sent to the French home', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CH' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bien voir, bien paraître' })).toBeVisible();
  await context.close();
});

test('navigation leads to the contact page and marks it current', async ({ page }) => {
  await page.goto('/de');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/de\/kontakt$/);
  await expect(page).toHaveTitle('Kontakt – Optik Muster');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');
});

test('unknown pages get a localized 404', async ({ page }) => {
  const response = await page.goto('/fr/nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/fr');
});

test('an unknown host gets a clear 404, not another site', async ({ request }) => {
  const response = await request.get('/de', { headers: { host: 'unknown-tenant.test' } });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).not.toContain('Optik Muster');
  const root = await request.get('/', { headers: { host: 'unknown-tenant.test', 'accept-language': 'de' } });
  expect(root.status()).toBe(404);
  expect(await root.text()).toContain('Keine Website unter dieser Adresse');
});

test('the home page has no serious accessibility issues', async ({ page }) => {
  await page.goto('/de');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the live page ships no editor code', async ({ page, request }) => {
  await page.goto('/de');
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const body = await (await request.get(src)).text();
    expect(body, src).not.toMatch(/ProseMirror|tiptap|data-option-editor/i);
  }
});
