import { expect, test } from '@playwright/test';
import { E2E_PLATFORM_ADMIN, E2E_PORT } from '../../playwright.config';
import { ensurePlatformAdmin } from './own-site';
import { changelogAlreadyShown } from './support';

/**
 * The console's audit log (issue 34): the admin's own failed and successful sign-ins are listed,
 * and the plain GET form filters them by action and e-mail.
 */
const PLATFORM = `http://webbox.localhost:${E2E_PORT}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await ensurePlatformAdmin();
});

test('the console lists a sign-in and a failed one, filtered by action and e-mail', async ({ page }) => {
  test.setTimeout(120_000);
  await changelogAlreadyShown(page);
  await page.goto(`${PLATFORM}/de/platform`);
  await expect(page).toHaveURL(`${PLATFORM}/de/login?next=%2Fde%2Fplatform`);
  // A wrong password first: a failed sign-in for the log.
  await page.getByLabel('E-Mail').fill(E2E_PLATFORM_ADMIN.email);
  await page.getByLabel('Passwort').fill('not the password at all');
  const refused = page.waitForResponse((response) => response.url().includes('/sign-in/') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await refused;
  await expect(page).toHaveURL(/\/de\/login/);
  await page.getByLabel('E-Mail').fill(E2E_PLATFORM_ADMIN.email);
  await page.getByLabel('Passwort').fill(E2E_PLATFORM_ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(`${PLATFORM}/de/platform`);

  await page.getByRole('navigation', { name: 'Bereiche der Konsole' }).getByRole('link', { name: 'Protokoll' }).click();
  const audit = page.locator('#audit');
  await expect(audit.getByRole('heading', { level: 2, name: 'Protokoll' })).toBeVisible();
  await audit.getByLabel('Aktion').selectOption({ label: 'Anmeldung' });
  await audit.getByLabel('E-Mail der Person').fill(E2E_PLATFORM_ADMIN.email);
  await audit.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('aaction') === 'auth.signIn' && url.searchParams.get('aactor') === E2E_PLATFORM_ADMIN.email);
  const signIns = audit.locator('[data-audit-row]');
  await expect(signIns.first()).toBeVisible();
  await expect(audit.locator('[data-audit-row]:not([data-audit-row="auth.signIn"])')).toHaveCount(0);
  await expect(signIns.first()).toContainText(E2E_PLATFORM_ADMIN.email);
  await expect(signIns.first()).toContainText('step: password');

  await audit.getByLabel('Aktion').selectOption({ label: 'Fehlgeschlagene Anmeldung' });
  await audit.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('aaction') === 'auth.signInFailed');
  await expect(audit.locator('[data-audit-row="auth.signInFailed"]').first()).toContainText(E2E_PLATFORM_ADMIN.email);
  await expect(audit.locator('[data-audit-row]:not([data-audit-row="auth.signInFailed"])')).toHaveCount(0);
  // The form is kept as filtered.
  await expect(audit.getByLabel('E-Mail der Person')).toHaveValue(E2E_PLATFORM_ADMIN.email);
});
