import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config';
import { readMail } from '../int/support/mail-message';
import { totpCode } from '../support/totp';
import { admin } from './own-site';
import { changelogAlreadyShown, editorReady } from './support';

/**
 * The account's own flows on a site of their own (the demo and its owner stay untouched): the
 * forgotten password with and without JavaScript, and two-factor sign-in turned on from the account
 * page. Mails are the outbox's .eml files in the server's data directory.
 */
const HOST = 'account-e2e.localhost';
const ORIGIN = `http://${HOST}:${E2E_PORT}`;
const PASSWORD = 'Brillen-Gestell-42';
const NEW_PASSWORD = 'Neue-Fassung-Zürich-7';

type Person = { email: string; password: string };
/** One person per test, each an editor of the site (made before the tests: the admin CLI takes seconds). */
const people: Record<'reset' | 'resetWithoutScript' | 'twoFactor', Person> = {
  reset: { email: `konto-${randomUUID().slice(0, 8)}@example.ch`, password: PASSWORD },
  resetWithoutScript: { email: `konto-${randomUUID().slice(0, 8)}@example.ch`, password: PASSWORD },
  twoFactor: { email: `konto-${randomUUID().slice(0, 8)}@example.ch`, password: PASSWORD },
};

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  const context = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const exists = (await context.get('/de', { headers: { host: HOST } })).status() === 200;
  await context.dispose();
  if (!exists) await admin(['site:create', '--name', 'Optik Konto', '--host', HOST, '--locales', 'de,fr', '--default', 'de']);
  for (const person of Object.values(people)) {
    await admin(['user:create', '--email', person.email, '--password', PASSWORD, '--name', 'Anna Muster']);
    await admin(['member:add', '--email', person.email, '--host', HOST, '--role', 'editor']);
  }
});

/** The newest mail to `to` among the outbox's .eml files (waits for the worker to write it). */
async function mailTo(to: string) {
  const folder = path.join(E2E_DATA_DIR ?? '', 'mail');
  let found: ReturnType<typeof readMail> | undefined;
  await expect
    .poll(async () => {
      const names = await readdir(folder).catch(() => [] as string[]);
      const mails = await Promise.all(
        names.filter((name) => name.endsWith('.eml')).map(async (name) => readMail(await readFile(path.join(folder, name), 'utf8'))),
      );
      found = mails.find((mail) => mail.header('to')?.includes(to));
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}

const linkIn = (text: string) => /https?:\/\/\S+\/api\/v1\/auth\/reset-password\/\S+/.exec(text)?.[0] ?? '';

async function signInWith(page: Page, account: Person, next: string) {
  await page.goto(`${ORIGIN}/de/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-Mail').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Asks for a reset link from the login page and sets the new password through the mail's link. */
async function resetThroughMail(page: Page, email: string) {
  await page.goto(`${ORIGIN}/de/login`);
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/de/forgot-password`);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Falls für diese Adresse ein Konto besteht, haben wir Ihnen einen Link gesendet. Er ist eine Stunde gültig.',
  );
  const mail = await mailTo(email);
  expect(mail.subject).toContain('Neues Passwort');
  await page.goto(linkIn(mail.text));
  await expect(page).toHaveURL(/\/de\/reset-password\?token=/);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('password123');
  await page.getByLabel('Neues Passwort wiederholen').fill('password123');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  const newPassword = page.getByLabel('Neues Passwort', { exact: true });
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#reset-password-error')).toHaveText('Dieses Passwort ist weit verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.');
  await expect(newPassword).toHaveAttribute('aria-describedby', /reset-password-error/);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Neues Passwort wiederholen').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/de/login?notice=passwordReset`);
  await expect(page.getByRole('status')).toHaveText('Ihr neues Passwort ist gespeichert. Bitte melden Sie sich damit an.');
}

async function signedInElsewhere(browser: Browser, account: Person) {
  const context = await browser.newContext({ locale: 'de-CH' });
  const page = await context.newPage();
  await signInWith(page, account, '/de/account');
  await expect(page).toHaveURL(`${ORIGIN}/de/account`);
  return { context, page };
}

test('(3) a forgotten password: the mail, a new password, the other device signed out, the new password signs in', async ({ browser, page }) => {
  const person = people.reset;
  const other = await signedInElsewhere(browser, person);
  await resetThroughMail(page, person.email);

  await other.page.reload();
  await expect(other.page).toHaveURL(`${ORIGIN}/de/login?next=%2Fde%2Faccount`);
  await other.context.close();

  await signInWith(page, { email: person.email, password: NEW_PASSWORD }, '/de/account');
  await expect(page).toHaveURL(`${ORIGIN}/de/account`);
  await expect(page.getByText(`Angemeldet als ${person.email}`)).toBeVisible();
});

test('(6b) the forgotten password without JavaScript, through to signing in', async ({ browser }) => {
  const person = people.resetWithoutScript;
  const other = await signedInElsewhere(browser, person);
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-CH' });
  const page = await context.newPage();
  await resetThroughMail(page, person.email);
  await other.page.reload();
  await expect(other.page).toHaveURL(`${ORIGIN}/de/login?next=%2Fde%2Faccount`);
  await other.context.close();

  await signInWith(page, { email: person.email, password: NEW_PASSWORD }, '/de/account');
  await expect(page).toHaveURL(`${ORIGIN}/de/account`);
  await context.close();
});

test('(4) two-factor turned on from the account page: the next sign-in asks for the code', async ({ page }) => {
  const person = people.twoFactor;
  await changelogAlreadyShown(page);
  await signInWith(page, person, '/de/edit');
  await expect(page).toHaveURL(`${ORIGIN}/de/edit`);
  await editorReady(page, '/de/edit');
  await page.getByRole('link', { name: 'Konto', exact: true }).click();
  await expect(page).toHaveURL(`${ORIGIN}/de/account`);

  const section = page.locator('#twoFactor');
  await section.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await section.getByRole('button', { name: 'Einschalten' }).click();
  await expect(section.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
  const secret = (await section.locator('#totp-secret').textContent())?.replace(/\s+/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await section.getByLabel('6-stelliger Code').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Bestätigen und einschalten' }).click();
  await expect(section.getByRole('status')).toHaveText('Die Zwei-Faktor-Anmeldung ist eingeschaltet.');
  await expect(section.locator('[data-backup-codes] li')).toHaveCount(10);
  // Shown once: a reload of the same address shows no codes.
  await page.reload();
  await expect(section.locator('[data-backup-codes]')).toHaveCount(0);

  await page.goto(`${ORIGIN}/de/edit`);
  await editorReady(page, '/de/edit');
  await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
  await expect(page).not.toHaveURL(/\/edit/);

  await signInWith(page, person, '/de/edit');
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toBeVisible();
  await expect(page).toHaveURL(/\/de\/login/);
  const right = totpCode(secret);
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.locator('#two-factor-error')).toHaveText('Dieser Code stimmt nicht. Bitte versuchen Sie es erneut.');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/de/edit`);
  await editorReady(page, '/de/edit');
});
