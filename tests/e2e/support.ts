import { type Locator, type Page, expect } from '@playwright/test';
import { E2E_OWNER } from '../../playwright.config';

/**
 * The what's-new dialog opens by itself once per browser session; tests about something else
 * play a person who has already closed it in this session (its own test does not call this).
 */
export async function changelogAlreadyShown(page: Page): Promise<void> {
  await page.context().addInitScript(() => sessionStorage.setItem('webbox:changelog-seen', '1'));
}

/** Signs in through the login page (as the demo's owner unless told) and lands on `next`. */
export async function signIn(page: Page, next = '/de/edit', account: { email: string; password: string } = E2E_OWNER): Promise<void> {
  await changelogAlreadyShown(page);
  await page.goto(`/de/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-Mail').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next);
  await editorReady(page, next);
}

/** On an edit route, waits until the editor has hydrated: a key or click before it reaches no handler. */
export async function editorReady(page: Page, path: string): Promise<void> {
  if (/^\/[a-z]{2}\/edit(?:\/|\?|$)/.test(path)) await expect(page.locator('[data-editor-shell][data-editor-ready]')).toBeAttached({ timeout: 15_000 });
}

/**
 * The answer to the save of item data that carries `text` (successful only, unless `anyStatus`).
 * Registered before typing: the autosave may send the text during a pause in typing, before the
 * Enter that would otherwise send it (on a busy machine), and then Enter has nothing left to send.
 */
export function saveCarrying(page: Page, text: string, { anyStatus = false } = {}) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/data') &&
      response.request().method() === 'POST' &&
      (anyStatus || response.ok()) &&
      (response.request().postData() ?? '').includes(JSON.stringify(text)),
  );
}

/** Types `text` over the focused text field's content, presses Enter and waits until it is saved. */
export async function typeOverAndSave(page: Page, text: string): Promise<void> {
  const saved = saveCarrying(page, text);
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await saved;
}

/** Waits for the next successful save of item data. */
export function nextSave(page: Page, path = '/api/v1/data') {
  return page.waitForResponse((response) => response.url().endsWith(path) && response.request().method() === 'POST' && response.ok());
}

/**
 * An entry of the open toolbar by its name: its button (or link) in the bar, or, when the bar had
 * no room for it, its entry in the "Mehr" menu, opened here. The bar is measured once the page
 * status (the last part of it to fill in) has arrived.
 */
export async function toolbarEntry(page: Page, name: string | RegExp, role: 'button' | 'link' = 'button'): Promise<Locator> {
  const bar = page.locator('[data-toolbar-state]');
  await expect(bar.getByRole('status', { name: 'Status wird geladen …' })).toHaveCount(0);
  const inBar = bar.getByRole(role, { name, exact: true });
  const more = bar.getByRole('button', { name: 'Mehr', exact: true });
  // Roles are read only while no modal panel hides the bar (one may still be closing).
  await expect(inBar.or(more).first()).toBeVisible();
  if (await inBar.isVisible()) return inBar;
  await more.click();
  return page.getByRole('menu', { name: 'Mehr' }).getByRole('menuitem', { name, exact: true });
}
