import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_OWNER } from '../../playwright.config';
import { startTs } from '../support/run-node';
import { germanUiTexts, readableText } from '../support/german-ui-texts';
import { editorReady, signIn } from './support';

// The demo's home page; only read here (the language is the user's, not the page's).
const EDIT = '/de/edit?toolbar=1';
const MESSAGES = path.resolve('src/shared/i18n/messages');

type Tree = { [key: string]: string | Tree };
/** The editor UI's namespaces: every German catalogue named `editor…`. */
function editorNamespaces(): string[] {
  return readdirSync(path.join(MESSAGES, 'de'))
    .filter((file) => file.startsWith('editor') && file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
}

/** Every editor catalogue of a language, read as the files are. */
function editorCatalogues(language: string): Record<string, Tree> {
  return Object.fromEntries(
    editorNamespaces().map((namespace) => [namespace, JSON.parse(readFileSync(path.join(MESSAGES, language, `${namespace}.json`), 'utf8')) as Tree]),
  );
}

function text(tree: Tree, key: string): string {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`no text ${key}`);
  return value;
}

/** The words of a message before its first placeholder ("Lingua dell’editor: {language}" → "Lingua dell’editor:"). */
const lead = (message: string) => message.split('{')[0]?.trim() ?? message;
const literally = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The German editor texts (that the language words differently) in a part of the page, attributes included. */
async function germanIn(locator: Locator, probes: string[]): Promise<string[]> {
  const shown = readableText(await locator.evaluate((element) => element.outerHTML));
  return probes.filter((phrase) => shown.includes(phrase));
}

// The choice is the owner's for the whole suite: give the editor back its German afterwards.
test.afterEach(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? '' } });
  expect((await api.post('/api/v1/auth/sign-in/email', { data: E2E_OWNER })).ok()).toBe(true);
  expect((await api.put('/api/v1/me/preferences', { data: { editorLanguage: 'de' } })).ok()).toBe(true);
  await api.dispose();
});

for (const [language, autonym] of [
  ['it', 'Italiano'],
  ['en', 'English'],
] as const) {
  test(`the editor switched to ${autonym} stays so in a new browser, with no German left in toolbar, dialogs and options`, async ({ page, browser }) => {
    const own = editorCatalogues(language);
    const toolbarTexts = own.editorToolbar as Tree;
    const probes = germanUiTexts(language, editorNamespaces());
    expect(probes.length).toBeGreaterThan(100);

    // The owner's editor is German (the site's default). Switch it from the toolbar.
    await signIn(page, EDIT);
    const bar = page.locator('[data-edit-bar]');
    await bar.getByRole('button', { name: /^Sprache des Editors:/ }).click();
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/v1/me/preferences') && r.request().method() === 'PUT' && r.ok());
    await page.getByRole('menuitem', { name: autonym }).click();
    await stored;
    // The route renders again in the chosen language, without a reload.
    await expect(page.getByRole('region', { name: text(toolbarTexts, 'toolbar.region') })).toBeVisible();

    // A new browser (no cookies, no storage, still asking for German) signs in: the choice is kept.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await signIn(fresh, EDIT);
    const region = fresh.getByRole('region', { name: text(toolbarTexts, 'toolbar.region') });
    await expect(region).toBeVisible();
    await expect(region.getByRole('button', { name: new RegExp(`^${literally(lead(text(toolbarTexts, 'editorLanguage.current')))}`) })).toHaveAttribute(
      'data-editor-language',
      language,
    );
    // Wait for the page status, the last part of the bar to fill in.
    await expect(
      region.getByText(new RegExp(`${literally(text(toolbarTexts, 'toolbar.noChanges'))}|${literally(text(toolbarTexts, 'publish.button'))}`)).first(),
    ).toBeVisible();
    expect(await germanIn(region, probes)).toEqual([]);

    // The add-section dialog.
    await fresh.locator('[data-add-section-after="top"] button').click({ force: true });
    const dialog = fresh.getByRole('dialog', { name: text(toolbarTexts, 'sections.addTitle') });
    await expect(dialog).toBeVisible();
    expect(await germanIn(dialog, probes)).toEqual([]);
    await dialog.getByRole('button', { name: text(toolbarTexts, 'sections.cancel'), exact: true }).click();
    await expect(fresh.getByRole('dialog')).toHaveCount(0);

    // The hero's option editor.
    const chrome = fresh
      .locator('[data-section-chrome]')
      .filter({ has: fresh.locator('section[data-block="hero"]') })
      .first();
    await chrome.hover();
    await chrome.getByRole('button', { name: text(toolbarTexts, 'sections.options'), exact: true }).click();
    const options = fresh.getByRole('region', { name: text(own.editorOptions as Tree, 'panelTitle'), exact: true });
    await expect(options).toBeVisible();
    await expect(options.getByRole('radiogroup').first()).toBeVisible();
    expect(await germanIn(options, probes)).toEqual([]);
    await context.close();
  });
}

test('an English browser on a German site, without a choice of its own, gets the German editor and German errors', async ({ browser }) => {
  // Two runs of the admin command line before the browser starts: near 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const person = { email: 'english-browser@e2e.test', password: 'e2e-english-browser-password' };
  const admin = async (args: string[]) => {
    const cli = startTs('src/cli/admin.ts', args, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: E2E_DATA_DIR!,
      AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-better-auth',
    });
    expect(await cli.exited, cli.output().stderr).toBe(0);
  };
  await admin(['user:create', '--email', person.email, '--password', person.password, '--name', 'Erin English']);
  await admin(['member:add', '--email', person.email, '--host', 'localhost', '--role', 'editor']);

  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  // The editor's own calls name its language; the browser's Accept-Language says English.
  const editorCall = page.waitForRequest((request) => request.url().includes('/api/v1/') && request.headers()['x-editor-language'] === 'de');
  // Signed in on a light public page: the editor loads once.
  await signIn(page, '/de/search', person);
  await page.goto(EDIT);
  await editorReady(page, EDIT);
  await expect(page.getByRole('region', { name: 'Bearbeitungsmodus' })).toBeVisible();
  await expect(page.locator('[data-editor-language]')).toHaveAttribute('data-editor-language', 'de');
  expect((await editorCall).headers()['accept-language']).toMatch(/^en-US/);

  // A refusal the server words answers in the editor language, not the browser's.
  const refused = await page.request.post('/api/v1/data', {
    headers: { origin: new URL(page.url()).origin, 'accept-language': 'en-US,en;q=0.9' },
    data: { itemType: 'nope' },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toMatch(/^Ungültige Eingabe: /);
  await context.close();
});
