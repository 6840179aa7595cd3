import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../playwright.config';
import { startTs } from '../support/run-node';
import { changelogAlreadyShown, toolbarEntry } from './support';
import { ALL_VECTORS, SCRIPT_VECTORS, URL_VECTORS, chunks, dangerousMarkup, hostileDocument } from './xss-vectors';

/**
 * The XSS corpus through every text a member or a visitor can store — inline and rich text, link
 * labels and targets, text options, media file names and tags, form fields (into the inbox), game
 * and player names — rendered in Chromium for a visitor (live page after publish, search, game)
 * and for the editor (edit route, inbox opened). Every vector sets `window.__xss` if it runs: the
 * flag stays unset, no dialog opens, and no handler, script or script URL reaches the DOM.
 * Page names and slugs are left out: the API offers no way to set them.
 *
 * Its own demo site on a `.localhost` host (Chromium resolves those to this machine), so the
 * other browser tests' demo keeps its content and inbox.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const HOST = 'xss-e2e.localhost';
const ORIGIN = `http://${HOST}:${E2E_PORT}`;
const OWNER = { email: `owner@${HOST}`, password: 'xss-e2e-owner-password' };

type Sent = { status: number; data: unknown };

/** Calls the API from the page, as the editor's or the island's own fetch would (same origin, its cookies). */
async function callApi(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; form?: { fileName: string; fields: Record<string, string> } } = {},
): Promise<Sent> {
  return page.evaluate(
    async ({ path, init }) => {
      let body: BodyInit | undefined;
      const headers: Record<string, string> = { 'accept-language': 'de' };
      if (init.form) {
        const form = new FormData();
        // A 1×1 PNG: the upload checks the bytes, the name is the vector.
        const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
          c.charCodeAt(0),
        );
        form.set('file', new File([png], init.form.fileName, { type: 'image/png' }));
        for (const [key, value] of Object.entries(init.form.fields)) form.append(key, value);
        body = form;
      } else if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers['content-type'] = 'application/json';
      }
      const response = await fetch(`/api/v1${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
      const text = await response.text();
      let data: unknown = text;
      try {
        data = (JSON.parse(text) as { data: unknown }).data;
      } catch {}
      return { status: response.status, data };
    },
    { path, init },
  );
}

/**
 * Saves an item as the editor does: based on the version it knows (none yet: 0); when the server
 * answers 409 with the current version, saves again on top of it.
 */
async function saveItem(page: Page, body: Record<string, unknown>): Promise<Sent> {
  const first = await callApi(page, '/data', { body: { ...body, version: 0 } });
  if (first.status !== 409) return first;
  const current = (first.data as { version?: number } | null)?.version ?? 0;
  return callApi(page, '/data', { body: { ...body, version: current } });
}

/** Watches a page: a flag trap on `window.__xss` (also set from frames through `top`) and every dialog. */
async function watch(context: BrowserContext): Promise<string[]> {
  const dialogs: string[] = [];
  context.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingRan(page: Page, dialogs: string[], where: string) {
  // Give event handlers (onerror, onload, ontoggle, animations) their chance to fire.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), `window.__xss on ${where}`).toBeUndefined();
  expect(dialogs, `dialogs on ${where}`).toEqual([]);
  const markup = await page.locator('body').evaluate(dangerousMarkup);
  // Next's own inline scripts sit outside <main>; in the content there must be none.
  const inContent = await page.locator('main').evaluateAll((mains) => mains.length);
  expect(inContent, `a <main> on ${where}`).toBeGreaterThan(0);
  expect(await page.locator('main').first().evaluate(dangerousMarkup), `markup in the content of ${where}`).toEqual([]);
  expect(
    markup.filter((entry) => entry !== '<script>'),
    `handlers or script URLs on ${where}`,
  ).toEqual([]);
}

async function signIn(page: Page, next: string) {
  await changelogAlreadyShown(page);
  await page.goto(`${ORIGIN}/de/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-Mail').fill(OWNER.email);
  await page.getByLabel('Passwort').fill(OWNER.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL((url) => url.pathname === next.split('?')[0]);
}

const text = (value: string) => ({ type: 'localizedSingleValue', locale: 'de', value });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  const context = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const exists = (await context.get('/de', { headers: { host: HOST } })).status() === 200;
  await context.dispose();
  if (exists) return;
  const cli = startTs(
    'src/cli/admin.ts',
    ['demo:create', '--host', HOST, '--locales', 'de,fr', '--default', 'de', '--email', OWNER.email, '--password', OWNER.password],
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: E2E_DATA_DIR ?? '',
    },
  );
  expect(await cli.exited, cli.output().stderr).toBe(0);
});

let gameId = '';

test('a member stores every vector through every editable text, link, option and media name, then publishes', async ({ page }) => {
  await signIn(page, '/de/edit/kontakt');
  const pageId = await page.locator('main[data-page-id]').first().getAttribute('data-page-id');
  expect(pageId).toMatch(/^[0-9a-f-]{36}$/);
  const add = async (groupName: string) => {
    const added = await callApi(page, '/group/add', { body: { pageId, groupName } });
    expect(added.status, `add ${groupName}`).toBe(200);
    return (added.data as { groupId: string }).groupId;
  };
  const save = (groupId: string, slot: string, data: unknown) => saveItem(page, { itemType: 'field', linkId: null, groupId, slot, data });
  const richText = await add('richTextBlock');
  const hero = await add('hero');
  const cta = await add('cta');
  const contact = await add('contact');

  // Inline text: every vector, in fields of up to 10,000 characters.
  const [allInOne] = chunks(ALL_VECTORS, 10_000);
  for (const [groupId, slot] of [
    [richText, 'title'],
    [hero, 'title'],
    [hero, 'kicker'],
    [cta, 'title'],
    [cta, 'kicker'],
    [contact, 'name'],
    [contact, 'city'],
  ] as const) {
    expect((await save(groupId, slot, { content: text(allInOne ?? '') })).status, `${slot} text`).toBe(200);
  }
  // Rich text through the API's JSON: hostile node types and attributes may be refused, the text must be stored.
  const hostile = await save(richText, 'textBlock', {
    content: { type: 'localizedRichText', locale: 'de', value: { json: hostileDocument(), text: ALL_VECTORS.join(' ') } },
  });
  expect([200, 400]).toContain(hostile.status);
  if (hostile.status !== 200) {
    const plain = { type: 'doc', content: ALL_VECTORS.map((vector) => ({ type: 'paragraph', content: [{ type: 'text', text: vector }] })) };
    expect(
      (await save(richText, 'textBlock', { content: { type: 'localizedRichText', locale: 'de', value: { json: plain, text: ALL_VECTORS.join(' ') } } })).status,
    ).toBe(200);
  }
  expect(
    (await save(hero, 'subtitle', { content: { type: 'localizedRichText', locale: 'de', value: { json: hostileDocument(), text: 'x' } } })).status,
  ).not.toBe(500);

  // Link labels and targets: a refused target is fine (400), a stored one must render harmless.
  const buttons: Array<[string, string]> = [
    [hero, 'button1'],
    [hero, 'button2'],
    [cta, 'button1'],
    [contact, 'mapLink'],
  ];
  let storedLinks = 0;
  for (const [index, target] of URL_VECTORS.entries()) {
    const [groupId, slot] = buttons[index % buttons.length] as [string, string];
    const link = index % 3 === 0 ? { type: 'email', email: target } : index % 3 === 1 ? { type: 'phone', phone: target } : { type: 'url', url: target };
    const saved = await save(groupId, slot, { content: text(SCRIPT_VECTORS[index] ?? ''), options: { link } });
    expect([200, 400], `link ${target}`).toContain(saved.status);
    if (saved.status === 200) storedLinks += 1;
  }
  for (const [groupId, slot] of buttons) {
    const saved = await save(groupId, slot, {
      content: text(SCRIPT_VECTORS[0] ?? ''),
      options: { link: { type: 'url', url: 'https://example.ch/"><script>top.__xss=1</script>' } },
    });
    expect(saved.status).toBe(200);
    storedLinks += 1;
  }
  expect(storedLinks).toBeGreaterThan(3);

  // Options of type text (the contact section's e-mail override and canton).
  for (const options of [
    { emailOverwrite: SCRIPT_VECTORS[1] },
    { canton: SCRIPT_VECTORS[2] },
    { emailOverwrite: '"><img src=x onerror=top.__xss=1>@example.ch' },
  ]) {
    const saved = await saveItem(page, { itemType: 'group', linkId: contact, data: { options } });
    expect([200, 400], JSON.stringify(options)).toContain(saved.status);
  }

  // Media: the file name and the tags are shown in the library and may become alt texts.
  const uploaded = await callApi(page, '/media/upload', {
    form: { fileName: '"><img src=x onerror=top.__xss=1>.png', fields: { tags: '<svg onload=top.__xss=1>' } },
  });
  expect(uploaded.status).toBe(200);
  const mediaId = (uploaded.data as { id: string }).id;
  const tags = SCRIPT_VECTORS.filter((vector) => vector.length <= 50).slice(0, 30);
  expect((await callApi(page, '/media/update', { body: { media: { id: mediaId, tags } } })).status).toBe(200);
  expect((await save(hero, 'image1', { mediaId })).status).toBe(200);

  // The vectors were typed in German only: the new boxes are hidden in French, else the server
  // refuses to publish a page with missing translations.
  for (const groupId of [richText, hero, cta, contact]) {
    expect((await callApi(page, '/group/meta', { body: { groupId, pageId, meta: { disallowedLanguages: ['fr'] } } })).status).toBe(200);
  }
  // Hostile targets leave buttons and links without a target visitors could follow: the publish
  // checks warn, and the vectors go live confirmed as a person's "Trotzdem veröffentlichen" would.
  const checks = await callApi(page, `/page/status/checks?id=${pageId}`);
  const listed = (checks.data as { checks: { id: string; severity: string }[] }).checks;
  expect(listed.filter((check) => check.severity === 'blocking')).toEqual([]);
  expect((await callApi(page, '/page/publish', { body: { id: pageId, acknowledgedWarnings: listed.map((check) => check.id) } })).status).toBe(200);
});

test('a visitor stores every vector through both forms and the game', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/de/kontakt`);
  const contactGroup = await page.locator('section[data-block="contactForm"]').first().getAttribute('data-group-id');
  await page.goto(`${ORIGIN}/de/sponsoring`);
  const sponsorGroup = await page.locator('section[data-block="aspectSponsorForm"]').first().getAttribute('data-group-id');
  expect(contactGroup).toBeTruthy();
  expect(sponsorGroup).toBeTruthy();
  // Five posts per form and minute: the vectors go in chunks that fit the fields.
  const long = chunks(ALL_VECTORS, 3900);
  const short = chunks(ALL_VECTORS, 95);
  for (let index = 0; index < 3; index += 1) {
    const body = {
      anrede: 'frau',
      vorname: short[index * 3] ?? 'Anna',
      nachname: short[index * 3 + 1] ?? 'Muster',
      strasse: short[index * 3 + 2] ?? '',
      plz: '8001',
      ort: short[index + 9] ?? 'Zürich',
      email: 'anna@example.ch',
      telefon: '044 123 45 67',
      existingCustomer: 'nein',
      themes: ['brillenglasbestimmung'],
      bevorzugterTermin: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      bevorzugteUhrzeit: '10:00',
      fragenAnmerkungen: long[index % long.length] ?? '',
      website: '',
      lang: 'de',
      groupId: contactGroup,
      submissionKey: crypto.randomUUID(),
    };
    const sent = await callApi(page, '/contact', { body });
    expect(sent.status, JSON.stringify(sent.data).slice(0, 300)).toBe(201);
  }
  const sponsor = {
    hauptsponsor: true,
    numberOfPersons: 2,
    personsNames: (long[0] ?? '').slice(0, 2000),
    aspectNumberOfPersons: 1,
    aspectPersonsNames: (long[0] ?? '').slice(0, 2000),
    company: (chunks(ALL_VECTORS, 200)[2] ?? '').slice(0, 200),
    contactName: (chunks(ALL_VECTORS, 200)[3] ?? '').slice(0, 200),
    phone: '044 123 45 67',
    email: 'beat@example.ch',
    website: '',
    lang: 'de',
    groupId: sponsorGroup,
    submissionKey: crypto.randomUUID(),
  };
  const sponsored = await callApi(page, '/aspectSponsorForm', { body: sponsor });
  expect(sponsored.status, JSON.stringify(sponsored.data).slice(0, 300)).toBe(201);

  const game = await callApi(page, '/games', { body: { name: SCRIPT_VECTORS[0] } });
  expect(game.status).toBe(201);
  gameId = (game.data as { id: string }).id;
  const names = SCRIPT_VECTORS.filter((vector) => vector.trim().length > 0 && vector.length <= 40).slice(0, 12);
  let players = 0;
  for (const name of names) {
    const added = await callApi(page, `/games/${gameId}/players`, { body: { id: crypto.randomUUID(), name } });
    expect([201, 400], name).toContain(added.status);
    if (added.status === 201) players += 1;
  }
  expect(players).toBeGreaterThan(7);
  await context.close();
});

test('nothing runs for a visitor: the live page, the search and the game screens', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const dialogs = await watch(context);
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/de/kontakt`);
  // The vectors arrived and show as text.
  await expect(page.locator('main').getByText('<script>top.__xss=1</script>', { exact: false }).first()).toBeAttached();
  await page.mouse.move(200, 300);
  await page
    .locator('main a')
    .first()
    .hover({ timeout: 3000 })
    .catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expectNothingRan(page, dialogs, 'the live page');
  // Search results quote the page's text.
  await page.goto(`${ORIGIN}/de/search?q=${encodeURIComponent('script')}`);
  await expectNothingRan(page, dialogs, 'the search page');
  await page.goto(`${ORIGIN}/de/search?q=${encodeURIComponent('<img src=x onerror=top.__xss=1>')}`);
  await expectNothingRan(page, dialogs, 'the search for a vector');
  // The game link opens the share screen, then the play screen, both naming the players.
  await page.goto(`${ORIGIN}/de/game?id=${gameId}`);
  await expect(page).toHaveURL(/\/de\/teilen$/);
  await expectNothingRan(page, dialogs, 'the game share screen');
  await page.getByRole('button', { name: 'Los geht’s' }).click();
  await expect(page).toHaveURL(/\/de\/spielen$/);
  await expectNothingRan(page, dialogs, 'the game play screen');
  await context.close();
});

test('nothing runs for the editor: the edit route and the opened inbox', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const dialogs = await watch(context);
  const page = await context.newPage();
  await signIn(page, '/de/edit/kontakt?toolbar=1');
  await expect(page.locator('main').getByText('<script>top.__xss=1</script>', { exact: false }).first()).toBeAttached();
  await expectNothingRan(page, dialogs, 'the edit route');
  await (await toolbarEntry(page, 'Anfragen')).click();
  const inbox = page.getByRole('dialog', { name: 'Anfragen' });
  await expect(inbox.locator('[data-submission]')).toHaveCount(4);
  for (const toggle of await inbox.getByText('Angaben anzeigen').all()) await toggle.click();
  await expect(inbox.getByText('<script>top.__xss=1</script>', { exact: false }).first()).toBeAttached();
  await expectNothingRan(page, dialogs, 'the inbox');
  expect(await inbox.evaluate(dangerousMarkup)).toEqual([]);
  await context.close();
});
