import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import { E2E_OWNER } from '../../playwright.config';
import { germanUiTexts, readableText } from '../support/german-ui-texts';
import { signIn } from './support';

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
  return Object.fromEntries(editorNamespaces().map((namespace) => [namespace, JSON.parse(readFileSync(path.join(MESSAGES, language, `${namespace}.json`), 'utf8')) as Tree]));
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

    // Without a choice the editor follows the browser (de-CH): German. Switch it from the toolbar.
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
    await expect(region.getByText(new RegExp(`${literally(text(toolbarTexts, 'toolbar.noChanges'))}|${literally(text(toolbarTexts, 'publish.button'))}`)).first()).toBeVisible();
    expect(await germanIn(region, probes)).toEqual([]);

    // The add-section dialog.
    await fresh.locator('[data-add-section-after="top"] button').click({ force: true });
    const dialog = fresh.getByRole('dialog', { name: text(toolbarTexts, 'sections.addTitle') });
    await expect(dialog).toBeVisible();
    expect(await germanIn(dialog, probes)).toEqual([]);
    await dialog.getByRole('button', { name: text(toolbarTexts, 'sections.cancel'), exact: true }).click();
    await expect(fresh.getByRole('dialog')).toHaveCount(0);

    // The hero's option editor.
    const chrome = fresh.locator('[data-section-chrome]').filter({ has: fresh.locator('section[data-block="hero"]') }).first();
    await chrome.hover();
    await chrome.getByRole('button', { name: text(toolbarTexts, 'sections.options'), exact: true }).click();
    const options = fresh.getByRole('region', { name: text(own.editorOptions as Tree, 'panelTitle'), exact: true });
    await expect(options).toBeVisible();
    await expect(options.getByRole('radiogroup').first()).toBeVisible();
    expect(await germanIn(options, probes)).toEqual([]);
    await context.close();
  });
}
