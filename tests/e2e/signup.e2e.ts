import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config';
import { readMail } from '../int/support/mail-message';
import { changelogAlreadyShown, editorReady, typeOverAndSave } from './support';

/** The platform host (Chromium resolves every *.localhost name to this machine). */
const PLATFORM = `http://webbox.localhost:${E2E_PORT}`;
const PASSWORD = 'ein selten langes passwort';

/** The verification link of the mail the outbox wrote for `email` (an .eml in the server's data directory). */
async function verificationLink(email: string): Promise<string> {
  const dir = path.join(E2E_DATA_DIR ?? '', 'mail');
  let link = '';
  await expect
    .poll(
      async () => {
        for (const file of await readdir(dir).catch(() => [])) {
          const mail = readMail(await readFile(path.join(dir, file), 'utf8'));
          if (mail.header('to')?.includes(email)) link = /(http:\/\/\S+\/verify-email\?\S+)/.exec(mail.text)?.[1] ?? '';
        }
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto(`${PLATFORM}/de/signup`);
  await page.getByLabel('Ihr Name').fill('Erika Inhaberin');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByLabel('Ich akzeptiere die Nutzungsbedingungen.').check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(`${PLATFORM}/de/signup?sent=1`);
  await expect(page.getByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeVisible();
}

/** A visitor (no session) reads the new site's home page in each language. */
async function visitorSees(browser: Browser, origin: string, locales: string[], text: string | RegExp): Promise<void> {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  for (const locale of locales) {
    const response = await page.goto(`${origin}/${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-block="hero"]').first()).toContainText(text);
  }
  await visitor.close();
}

test('a new business signs up, verifies its address, creates a site from the optician template in de+fr and publishes a change in its editor', async ({
  browser,
}) => {
  // The whole journey of a new customer, from the sign-up form to a published change: one test.
  test.setTimeout(90_000);
  const id = randomUUID().slice(0, 6);
  const email = `inhaberin-${id}@e2e.test`;
  const business = `Optik Weitblick ${id}`;
  const context = await browser.newContext({ locale: 'de-CH' });
  const page = await context.newPage();
  await changelogAlreadyShown(page);
  await signUp(page, email);

  await page.goto(await verificationLink(email));
  await expect(page).toHaveURL(`${PLATFORM}/de/new-site`);
  await expect(page.getByRole('heading', { name: 'Neue Website' })).toBeVisible();
  await page.getByLabel('Name des Geschäfts').fill(business);
  // The address follows the name and is checked while typing.
  const slug = `optik-weitblick-${id}`;
  await expect(page.getByLabel('Adresse der Website')).toHaveValue(slug);
  await expect(page.locator('[data-slug-status]')).toHaveText(`${slug}.webbox.localhost ist frei.`);
  await page.getByLabel('Français').check();
  await expect(page.getByLabel('Optiker-Vorlage')).toBeChecked();
  await page.getByRole('button', { name: 'Website erstellen' }).click();

  const origin = `http://${slug}.webbox.localhost:${E2E_PORT}`;
  await expect(page).toHaveURL(`${origin}/de/edit?toolbar=1`, { timeout: 15_000 });
  await editorReady(page, '/de/edit?toolbar=1');
  await visitorSees(browser, origin, ['de', 'fr'], business);
  // On a site's host sign-up is no page at all.
  const stranger = await browser.newContext();
  expect((await (await stranger.newPage()).goto(`${origin}/de/signup`))?.status()).toBe(404);
  await stranger.close();

  const title = page.locator('[data-block="hero"] h1');
  await expect(title).toHaveAttribute('contenteditable', 'true');
  await title.click();
  await typeOverAndSave(page, 'Neu eröffnet');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const published = page.waitForResponse((response) => response.url().endsWith('/api/v1/page/publish') && response.ok());
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(Jetzt|Trotzdem) veröffentlichen$/ })
    .click();
  await published;
  await visitorSees(browser, origin, ['de'], 'Neu eröffnet');
  await context.close();
});

test('without JavaScript, sign-up and the wizard work as plain form posts, with the messages at the fields', async ({ browser }) => {
  test.setTimeout(60_000);
  const id = randomUUID().slice(0, 6);
  const email = `ohne-js-${id}@e2e.test`;
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-CH' });
  const page = await context.newPage();

  // A refusal comes back to the form, the message at its field, the name kept and the password not.
  await page.goto(`${PLATFORM}/de/signup`);
  await page.getByLabel('Ihr Name').fill('Otto Ohneskript');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill('password123');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByLabel('Passwort')).toHaveAccessibleDescription(/Dieses Passwort wird zu häufig verwendet/);
  await expect(page.getByText('Bitte akzeptieren Sie die Nutzungsbedingungen.')).toBeVisible();
  await expect(page.getByLabel('Ihr Name')).toHaveValue('Otto Ohneskript');
  await expect(page.getByLabel('Passwort')).toHaveValue('');
  await signUp(page, email);

  await page.goto(await verificationLink(email));
  await expect(page).toHaveURL(`${PLATFORM}/de/new-site`);
  await page.getByRole('button', { name: 'Website erstellen' }).click();
  await expect(page.getByLabel('Name des Geschäfts')).toHaveAccessibleDescription(/Bitte geben Sie den Namen Ihres Geschäfts ein/);
  const business = `Brillen Ohneskript ${id}`;
  await page.getByLabel('Name des Geschäfts').fill(business);
  const slug = `brillen-ohne-js-${id}`;
  await page.getByLabel('Adresse der Website').fill(slug);
  await page.getByLabel('Français').check();
  await page.getByRole('button', { name: 'Website erstellen' }).click();
  // A page of the platform host continues to the new host (meta refresh: no script needed).

  const origin = `http://${slug}.webbox.localhost:${E2E_PORT}`;
  await expect(page).toHaveURL(`${origin}/de/edit?toolbar=1`, { timeout: 15_000 });
  await visitorSees(browser, origin, ['fr'], business);
  await context.close();
});

test('an office signs up four colleagues within a minute: each gets the "check your mailbox" answer, not a server error', async ({ request }) => {
  // better-auth's own limit (three verification mails a minute per address) once refused the fourth with a 500.
  for (let n = 1; n <= 4; n += 1) {
    // Node resolves no *.localhost name: to this machine, naming the platform host.
    const answer = await request.post(`http://127.0.0.1:${E2E_PORT}/api/v1/signup`, {
      headers: { host: `webbox.localhost:${E2E_PORT}`, origin: PLATFORM },
      data: { name: `Kollegin ${n}`, email: `buero-${randomUUID().slice(0, 8)}@e2e.test`, password: PASSWORD, terms: true, lang: 'de' },
    });
    expect(answer.status(), `sign-up ${n}`).toBe(200);
    expect(await answer.json()).toMatchObject({ data: { status: 'checkMail' } });
  }
});
