import { type Page, expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { startTs } from '../support/run-node';
import { editorReady, nextSave, signIn } from './support';

// A page of its own (a new free page opens with a hero titled by its name), so other suites' pages stay as seeded.
const PAGE_NAME = 'Zusammenarbeit';
const SECOND = { email: 'bea@e2e.test', password: 'e2e-second-member-password', name: 'Bea Beispiel' };
const OWNER_NAME = 'Inhaber Optik Muster';

const admin = async (args: string[]) => {
  const cli = startTs('src/cli/admin.ts', args, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: E2E_DATA_DIR!,
    AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-better-auth',
  });
  expect(await cli.exited, cli.output().stderr).toBe(0);
};

const title = (page: Page) => page.locator('[data-block="hero"] h1');

/** Adds the draft page through the API as the signed-in member; its edit path. */
async function addPage(page: Page): Promise<string> {
  const response = await page.request.post('/api/v1/page/add', {
    headers: { origin: new URL(page.url()).origin },
    data: { collection: null, lang: 'de', name: PAGE_NAME, slug: `zusammenarbeit-${Date.now()}` },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { page: { id: string } } };
  return `/de/edit/${data.page.id}?toolbar=1`;
}

async function replaceTitle(page: Page, text: string) {
  await expect(title(page)).toHaveAttribute('contenteditable', 'true');
  await title(page).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test('two members on one page see each other, and a stale save asks instead of overwriting', async ({ browser }) => {
  // Two browsers, a page created through the API and four edits: near 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  await admin(['user:create', '--email', SECOND.email, '--password', SECOND.password, '--name', SECOND.name]);
  await admin(['member:add', '--email', SECOND.email, '--host', 'localhost', '--role', 'editor']);

  const anna = await (await browser.newContext()).newPage();
  const bea = await (await browser.newContext()).newPage();
  // Signed in on a light public page: the editor loads once, on the new page.
  await signIn(anna, '/de/search');
  const edit = await addPage(anna);
  await anna.goto(edit);
  await editorReady(anna, edit);
  await signIn(bea, edit, SECOND);

  // Presence: each sees the other in the toolbar, live.
  await expect(anna.locator(`[data-presence-member="${SECOND.name}"]`)).toHaveText('BB');
  await expect(bea.locator(`[data-presence-member="${OWNER_NAME}"]`)).toHaveText('IM');

  // Anna saves a new title; Bea still has the page as it was.
  const annaSaved = nextSave(anna);
  await replaceTitle(anna, 'Suchen bei Anna');
  await annaSaved;
  await expect(anna.locator('[data-save-state="saved"]')).toHaveText('Gespeichert');
  await expect(title(bea)).toHaveText(PAGE_NAME);

  // Bea edits the same title: the server refuses (409) and she sees both versions.
  await replaceTitle(bea, 'Suchen bei Bea');
  const dialog = bea.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('conflict-mine')).toHaveText('Suchen bei Bea');
  await expect(dialog.getByTestId('conflict-theirs')).toHaveText('Suchen bei Anna');

  // She keeps her own text: saved again, now based on Anna's version.
  const beaSaved = nextSave(bea);
  await dialog.getByRole('button', { name: 'Meine behalten' }).click();
  await beaSaved;
  await expect(dialog).toBeHidden();
  await expect(title(bea)).toHaveText('Suchen bei Bea');
  await expect(bea.locator('[data-save-state="saved"]')).toHaveText('Gespeichert');

  // Both end with Bea's text.
  await anna.reload();
  await expect(title(anna)).toHaveText('Suchen bei Bea');
  await bea.reload();
  await expect(title(bea)).toHaveText('Suchen bei Bea');

  // Leaving drops a member from the other's list.
  await bea.context().close();
  await expect(anna.locator(`[data-presence-member="${SECOND.name}"]`)).toHaveCount(0);
  await anna.context().close();
});

/** The hero's subtitle as shown (its read-only text until Tiptap has loaded, then the editor). */
const subtitleSlot = (page: Page) => page.locator('[data-block="hero"] [data-slot="subtitle"]').first();
const subtitle = (page: Page) => page.locator('[data-block="hero"] [data-slot="subtitle"] [role="textbox"]');

/** Signed in, a new page added and its edit path open with the editor ready; the edit path. */
async function openNewPage(page: Page): Promise<string> {
  await signIn(page, '/de/search');
  const edit = await addPage(page);
  await page.goto(edit);
  await editorReady(page, edit);
  return edit;
}

/** Waits for the save (POST /data) that carries `text`. */
const savedWith = (page: Page, text: string) =>
  page.waitForResponse((response) => response.url().endsWith('/api/v1/data') && response.ok() && (response.request().postData() ?? '').includes(text));

test('a reload right after typing shows the new text, and the next edit saves without a conflict', async ({ page }) => {
  // Sign-in and three loads of the editor: near 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const edit = await openNewPage(page);
  // Leaving with a save under way asks first (beforeunload): the person reloads anyway.
  page.on('dialog', (dialog) => void dialog.accept());

  // Typed and reloaded at once: the save still waits for the typing pause.
  await subtitle(page).click();
  await page.keyboard.type('Frisch getippt');
  await page.reload();
  await editorReady(page, edit);
  await expect(subtitleSlot(page)).toHaveText('Frisch getippt');
  await expect(page.locator('[data-save-state="failed"]')).toHaveCount(0);

  // Typing on is saved on top of it: no conflict about one's own save.
  const saved = savedWith(page, 'Frisch getippt und weiter');
  await subtitle(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' und weiter');
  await saved;
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.reload();
  await editorReady(page, edit);
  await expect(subtitleSlot(page)).toHaveText('Frisch getippt und weiter');
});

test('a save answered after the reloaded page was rendered: that page still shows the text and builds on it', async ({ page }) => {
  test.setTimeout(60_000);
  const edit = await openNewPage(page);
  page.on('dialog', (dialog) => void dialog.accept());
  await subtitle(page).click();
  await page.keyboard.type('Spät bestätigt');

  // The order a busy server can take: the reload is rendered first (without the text), the save
  // lands after it and answers the old page, and only then does the new page reach the browser.
  let rendered = () => {};
  const renderedFirst = new Promise<void>((resolve) => (rendered = resolve));
  let answered = () => {};
  const saveAnswered = new Promise<void>((resolve) => (answered = resolve));
  await page.route(
    (url) => url.pathname === new URL(edit, page.url()).pathname,
    async (route) => {
      const response = await route.fetch();
      rendered();
      await saveAnswered;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await page.route(
    '**/api/v1/data',
    async (route) => {
      await renderedFirst;
      const response = await route.fetch();
      await route.fulfill({ response });
      // The old page handles the answer before it is replaced.
      await new Promise((resolve) => setTimeout(resolve, 300));
      answered();
    },
    { times: 1 },
  );
  await page.reload();
  await editorReady(page, edit);
  await expect(subtitleSlot(page)).toHaveText('Spät bestätigt');

  const saved = savedWith(page, 'Spät bestätigt und mehr');
  await subtitle(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' und mehr');
  await saved;
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.reload();
  await editorReady(page, edit);
  await expect(subtitleSlot(page)).toHaveText('Spät bestätigt und mehr');
});

test('a change typed offline is saved by itself when the connection is back, with a sentence instead of a status code', async ({ page }) => {
  const edit = await openNewPage(page);

  // The rich-text editor loads on the way in; then the connection drops.
  await subtitle(page).click();
  await page.context().setOffline(true);
  await page.keyboard.type('Im Funkloch getippt');
  const waiting = page.locator('[data-save-state="failed"]');
  await expect(waiting).toHaveText('1 Änderung nicht gespeichert – erneut versuchen');
  await expect(
    page.getByText('Fehler beim Speichern: Keine Verbindung zum Server. Die Änderung wird gesendet, sobald die Verbindung zurück ist.'),
  ).toBeVisible();
  await expect(page.getByText(/Request failed/)).toHaveCount(0);

  // Back online: sent without a click.
  const saved = savedWith(page, 'Im Funkloch getippt');
  await page.context().setOffline(false);
  await saved;
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible();
  await page.reload();
  await editorReady(page, edit);
  await expect(subtitleSlot(page)).toHaveText('Im Funkloch getippt');
});
