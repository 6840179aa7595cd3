import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../src/server/api/app';
import { TRANSLATIONS_PER_SITE_PER_MINUTE } from '../../src/server/api/routes/translation';
import { getDb } from '../../src/server/db/client';
import { fields, pages, sites } from '../../src/server/db/schema';
import { ZTranslationConfig } from '../../src/server/platform/config';
import { getTranslationProvider } from '../../src/server/services/translation/get-translation-provider';
import type { RichTextValue } from '../../src/shared/content/types';
import { type FakeTranslationProvider, startFakeTranslationProvider } from '../support/fake-translation-provider';
import { api, createTestPage, createTestSite, signedInUser, textField } from './support/fixtures';

/**
 * The translation endpoints end to end — route, service, provider adapter over HTTP, saving — against
 * the local fake engine (LibreTranslate protocol; the adapters' own tests cover the others).
 */
let fake: FakeTranslationProvider;
let app: ReturnType<typeof createApi>;
beforeAll(async () => {
  fake = await startFakeTranslationProvider({ slowMs: 3000 });
  const config = ZTranslationConfig.parse({
    TRANSLATION_PROVIDER: 'libretranslate',
    TRANSLATION_URL: fake.url,
    TRANSLATION_ALLOW_PRIVATE_URL: 'true',
    TRANSLATION_TIMEOUT_MS: '1000',
  });
  app = createApi({ translation: { provider: () => getTranslationProvider(config) } });
});
afterAll(() => fake.close());
beforeEach(() => fake.behave('ok'));

const link = { type: 'link', attrs: { href: 'https://optik.example/brillen', target: null } };
const body: RichTextValue = {
  json: {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Willkommen bei Optik Muster' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Unsere ' },
          { type: 'text', text: 'Brillen', marks: [link, { type: 'bold' }] },
          { type: 'text', text: ' und Linsen' },
        ],
      },
      { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Sonnenbrillen' }] }] }] },
    ],
  },
  text: 'Willkommen bei Optik Muster\nUnsere Brillen und Linsen\nSonnenbrillen',
};

async function germanPage() {
  const site = await createTestSite({ locales: ['de', 'fr'] });
  await getDb()
    .update(sites)
    .set({ settings: { translation: { glossary: ['Optik Muster'] } } })
    .where(eq(sites.id, site.id));
  const page = await createTestPage(site.id, {
    slug: { de: 'willkommen', fr: 'bienvenue' },
    groups: [
      {
        type: 'hero',
        fields: {
          title: textField({ de: 'Willkommen bei Optik Muster' }),
          subtitle: { content: { type: 'localizedRichText', values: { de: body } } },
          kicker: textField({ de: 'Hallo', fr: 'Salut' }),
        },
      },
    ],
  });
  const editor = await signedInUser(site.host, 'editor');
  const call = (method: string, path: string, payload?: unknown) =>
    api(site.host, path, { method, cookie: editor.cookie, editorLanguage: 'de', app, ...(payload === undefined ? {} : { body: payload }) });
  const field = async (slot: string) =>
    (
      await getDb()
        .select()
        .from(fields)
        .where(and(eq(fields.groupId, page.groupIds[0]!), eq(fields.slot, slot)))
    )[0]!;
  return { site, page, heroId: page.groupIds[0]!, call, field };
}

describe('POST /translation', () => {
  it('translates one field: plain text with the glossary term kept, a draft marked machine translated', async () => {
    const { page, call, field } = await germanPage();
    const title = await field('title');
    const response = await call('POST', '/translation', { pageId: page.pageId, fieldId: title.id, from: 'de', to: 'fr' });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ translated: 1 });
    const saved = await field('title');
    expect(saved.draft.content).toEqual({ type: 'localizedSingleValue', values: { de: 'Willkommen bei Optik Muster', fr: 'Bienvenue chez Optik Muster' } });
    expect(saved.draft.machineTranslated).toEqual(['fr']);
    expect(saved.published).toBeNull();
    expect(fake.requests.at(-1)?.path).toBe('/translate');
  });

  it('translates a whole box; rich text keeps headings, lists, the link and bold — only the text changes', async () => {
    const { page, heroId, call, field } = await germanPage();
    const response = await call('POST', '/translation', { pageId: page.pageId, groupId: heroId, from: 'de', to: 'fr' });
    expect(response.status).toBe(200);
    // The kicker already had French: a box translation overwrites it on request.
    expect((await response.json()).data.translated).toBe(3);
    const subtitle = (await field('subtitle')).draft.content;
    const french = subtitle?.type === 'localizedRichText' ? subtitle.values.fr : null;
    expect(french?.json).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Bienvenue chez Optik Muster' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Nos ' },
            { type: 'text', text: 'lunettes', marks: [link, { type: 'bold' }] },
            { type: 'text', text: ' et lentilles' },
          ],
        },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'lunettes de soleil' }] }] }] },
      ],
    });
    expect(french?.text).toContain('Nos lunettes et lentilles');
  });

  it('a person editing the text, or confirming it, takes the mark away', async () => {
    const { page, heroId, call, field } = await germanPage();
    await call('POST', '/translation', { pageId: page.pageId, groupId: heroId, from: 'de', to: 'fr' });
    const title = await field('title');
    const edited = await call('POST', '/data', {
      itemType: 'field',
      version: title.version,
      linkId: title.id,
      groupId: heroId,
      slot: 'title',
      data: { content: { type: 'localizedSingleValue', locale: 'fr', value: 'Bienvenue chez Optik Muster !' } },
    });
    expect(edited.status).toBe(200);
    expect((await field('title')).draft.machineTranslated).toBeUndefined();
    const kicker = await field('kicker');
    expect(kicker.draft.machineTranslated).toEqual(['fr']);
    const confirmed = await call('POST', '/translation/confirm', { fieldId: kicker.id, locale: 'fr' });
    expect(confirmed.status).toBe(200);
    expect((await field('kicker')).draft.machineTranslated).toBeUndefined();
  });

  it('provider down or too slow: a translated error, nothing half-saved', async () => {
    const { page, heroId, call, field } = await germanPage();
    const before = await getDb().select().from(fields).where(eq(fields.groupId, heroId));
    fake.behave('down');
    const down = await call('POST', '/translation', { pageId: page.pageId, groupId: heroId, from: 'de', to: 'fr' });
    expect(down.status).toBe(503);
    expect((await down.json()).error).toMatch(/^Übersetzung fehlgeschlagen: Der Übersetzungsdienst hat abgelehnt/);
    fake.behave('slow');
    const slow = await call('POST', '/translation', { pageId: page.pageId, groupId: heroId, from: 'de', to: 'fr' });
    expect(slow.status).toBe(503);
    expect((await slow.json()).error).toBe('Übersetzung fehlgeschlagen: Der Übersetzungsdienst hat nicht rechtzeitig geantwortet. Nichts wurde geändert.');
    expect(await getDb().select().from(fields).where(eq(fields.groupId, heroId))).toEqual(before);
    expect((await field('title')).draft.machineTranslated).toBeUndefined();
  });

  it('refuses the same language twice, a language the site lacks and a field without source text', async () => {
    const { page, call, field } = await germanPage();
    const title = await field('title');
    expect((await call('POST', '/translation', { pageId: page.pageId, fieldId: title.id, from: 'de', to: 'de' })).status).toBe(400);
    expect((await call('POST', '/translation', { pageId: page.pageId, fieldId: title.id, from: 'de', to: 'it' })).status).toBe(400);
    const empty = await call('POST', '/translation', { pageId: page.pageId, fieldId: title.id, from: 'fr', to: 'de' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe('Hier gibt es keinen Text in der Ausgangssprache (fr) zu übersetzen.');
  });
});

describe('per-site rate limit', () => {
  it(`answers 429 after ${TRANSLATIONS_PER_SITE_PER_MINUTE} translation calls a minute on one site`, async () => {
    const { page, call, field } = await germanPage();
    const title = await field('title');
    const ask = () => call('POST', '/translation', { pageId: page.pageId, fieldId: title.id, from: 'fr', to: 'de' });
    for (let n = 0; n < TRANSLATIONS_PER_SITE_PER_MINUTE; n++) expect((await ask()).status).toBe(400);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe('Zu viele Übersetzungen für diese Website. Bitte versuchen Sie es in einer Minute wieder.');
  });
});

describe('POST /translation/missing', () => {
  it('translates every missing text of the page, after which it can be published', async () => {
    const { page, call, field } = await germanPage();
    // A page named in German only: its French menu label is translated too.
    const [row] = await getDb().select({ draft: pages.draft }).from(pages).where(eq(pages.id, page.pageId));
    await getDb()
      .update(pages)
      .set({ draft: { ...row!.draft, meta: { ...row!.draft.meta, name: { de: 'Willkommen' } } } })
      .where(eq(pages.id, page.pageId));
    expect((await call('POST', '/page/publish', { id: page.pageId })).status).toBe(409);
    const response = await call('POST', '/translation/missing', { pageId: page.pageId, to: 'fr' });
    expect(response.status).toBe(200);
    expect((await response.json()).data.translated).toBe(3);
    const [named] = await getDb().select({ draft: pages.draft }).from(pages).where(eq(pages.id, page.pageId));
    expect(named?.draft.meta.name).toEqual({ de: 'Willkommen', fr: 'Bienvenue' });
    // The kicker had its French already: untouched.
    expect((await field('kicker')).draft.content).toEqual(textField({ de: 'Hallo', fr: 'Salut' }).content);
    expect((await (await call('GET', `/page/status/translation?id=${page.pageId}`)).json()).data).toEqual({ de: 0, fr: 0 });
    expect((await call('POST', '/page/publish', { id: page.pageId })).status).toBe(200);
  });
});

describe('GET /translation/provider', () => {
  it('names the configured provider, or none', async () => {
    const { site, page, call } = await germanPage();
    expect((await (await call('GET', '/translation/provider')).json()).data).toEqual({ provider: 'libretranslate' });
    const editor = await signedInUser(site.host, 'editor');
    const unconfigured = createApi({ translation: { provider: () => null } });
    const answer = await api(site.host, '/translation/provider', { cookie: editor.cookie, app: unconfigured });
    expect((await answer.json()).data).toEqual({ provider: null });
    const refused = await api(site.host, '/translation/missing', {
      method: 'POST',
      cookie: editor.cookie,
      app: unconfigured,
      editorLanguage: 'de',
      body: { pageId: page.pageId, to: 'fr' },
    });
    expect(refused.status).toBe(503);
    expect((await refused.json()).error).toBe('Kein Übersetzungsdienst eingerichtet: KI-Übersetzung ist auf diesem Server nicht verfügbar.');
  });
});
