import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { E2E_OWNER } from '../../playwright.config';
import { changelogAlreadyShown } from './support';

test('the edit path asks for sign-in, then shows the draft to the owner', async ({ page }) => {
  await changelogAlreadyShown(page);
  await page.goto('/de/edit');
  await expect(page).toHaveURL(/\/de\/login\?next=%2Fde%2Fedit$/);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.getByLabel('E-Mail').fill(E2E_OWNER.email);
  await page.getByLabel('Passwort').fill('wrong password');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.locator('#login-error')).toHaveText('E-Mail oder Passwort ist falsch.');

  await page.getByLabel('Passwort').fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/de\/edit$/);
  await expect(page.getByRole('region', { name: 'Bearbeitungsmodus' })).toContainText(E2E_OWNER.email);
  await expect(page.locator('[data-block="hero"]')).toBeVisible();
  await expect(page.locator('[data-mode="edit"]')).toHaveCount(1);

  // Edit sessions bypass the page cache, even on live paths.
  const live = await page.request.get('/de');
  expect(live.headers()['x-webbox-cache']).toBeUndefined();

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await page.goto('/de/edit');
  await expect(page).toHaveURL(/\/de\/login/);
});

test('publishing invalidates the cached live page', async ({ page, request }) => {
  // The first render is stored once compressed, a moment after it was sent.
  await expect.poll(async () => (await request.get('/de')).headers()['x-webbox-cache']).toBe('HIT');
  const cached = await request.get('/de');
  expect(cached.headers()['content-language']).toBe('de');
  const etag = cached.headers().etag;
  expect(etag).toBeTruthy();
  const notModified = await request.get('/de', { headers: { 'if-none-match': etag! } });
  expect(notModified.status()).toBe(304);

  await changelogAlreadyShown(page);
  await page.goto('/de/login?next=%2Fde%2Fedit');
  await page.getByLabel('E-Mail').fill(E2E_OWNER.email);
  await page.getByLabel('Passwort').fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/de\/edit$/);
  const pageId = await page.locator('main[data-page-id]').getAttribute('data-page-id');
  const published = await page.request.post('/api/v1/page/publish', {
    data: { id: pageId },
    headers: { origin: `http://localhost:${new URL(page.url()).port}` },
  });
  expect(published.status()).toBe(200);

  const afterPublish = await request.get('/de');
  expect(afterPublish.headers()['x-webbox-cache']).toBe('MISS');
  expect(await afterPublish.text()).toContain('Gut sehen, gut aussehen');
});
