import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../src/shared/blocks/fields';
import { getDb } from '../../src/server/db/client';
import { fields, groups, pages } from '../../src/server/db/schema';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadPageRequest } from '../../src/server/services/rendering/load-page-request';
import { resolveSiteByHost } from '../../src/server/services/sites/resolve-site';
import { api, createTestPage, createTestSite, signedInUser, textField } from './support/fixtures';

/** A de/fr site with a contact box (a neutral phone, a translated name) and a hero missing its French title. */
async function multilingualSite() {
  const site = await createTestSite({ locales: ['de', 'fr'] });
  const page = await createTestPage(site.id, {
    slug: { de: 'kontakt', fr: 'contact' },
    groups: [
      {
        type: 'contact',
        fields: { name: textField({ de: 'Optik Muster', fr: 'Optique Muster' }), phone: { content: { type: 'single', value: '052 123 45 67' } } },
      },
      { type: 'hero', fields: { title: textField({ de: 'Willkommen', fr: 'Bienvenue' }), kicker: textField({ de: 'Neu bei uns' }) } },
    ],
  });
  const editor = await signedInUser(site.host, 'editor');
  const call = (method: string, path: string, body?: unknown, cookie = editor.cookie) =>
    api(site.host, path, { method, cookie, editorLanguage: 'en', ...(body === undefined ? {} : { body }) });
  const field = async (groupId: string, slot: string) =>
    (
      await getDb()
        .select()
        .from(fields)
        .where(and(eq(fields.groupId, groupId), eq(fields.slot, slot)))
    )[0]!;
  const [contactId, heroId] = page.groupIds as [string, string];
  return { site, page, contactId, heroId, call, field };
}

describe('language-neutral values', () => {
  it('a phone corrected in German is the phone in French too, and nothing goes missing', async () => {
    const { page, contactId, call, field } = await multilingualSite();
    const phone = await field(contactId, 'phone');
    const saved = await call('POST', '/data', {
      itemType: 'field',
      version: phone.version,
      linkId: phone.id,
      groupId: contactId,
      slot: 'phone',
      data: { content: { type: 'localizedSingleValue', locale: 'de', value: '052 999 00 11' } },
    });
    expect(saved.status).toBe(200);
    const stored = await field(contactId, 'phone');
    expect(stored.draft.content).toEqual({ type: 'single', value: '052 999 00 11' });
    const group = { fields: { phone: { ...stored.draft, id: stored.id, slot: 'phone' } } };
    expect(textOf(group, 'phone', 'fr')).toBe('052 999 00 11');
    const missing = (await (await call('GET', `/page/status/translation/missing?id=${page.pageId}`)).json()).data;
    expect(missing.texts.filter((text: { slot: string }) => text.slot === 'phone')).toEqual([]);
  });
  it('the migration merges phones stored per language before: the default language wins', async () => {
    const { site, contactId, field } = await multilingualSite();
    const phone = await field(contactId, 'phone');
    const legacy = { ...phone.draft, content: textField({ fr: '052 111 11 11', de: '052 222 22 22' }).content };
    await getDb().update(fields).set({ draft: legacy, published: legacy }).where(eq(fields.id, phone.id));
    const migration = readFileSync(path.resolve(import.meta.dirname, '../../src/server/db/migrations/0009_live_languages.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint').filter((part) => part.includes('UPDATE'))) {
      // This site only: other tests share the database.
      await getDb().execute(sql.raw(statement.trim().replace(/;$/, ` AND f.site_id = '${site.id}';`)));
    }
    const migrated = await field(contactId, 'phone');
    expect(migrated.draft.content).toEqual({ type: 'single', value: '052 222 22 22' });
    expect(migrated.published?.content).toEqual({ type: 'single', value: '052 222 22 22' });
    expect((await field(contactId, 'name')).draft.content).toEqual(textField({ de: 'Optik Muster', fr: 'Optique Muster' }).content);
  });
});

describe('missing translations', () => {
  it('lists each missing text with its box, field and source, per language', async () => {
    const { page, heroId, call, field } = await multilingualSite();
    const kicker = await field(heroId, 'kicker');
    const answer = (await (await call('GET', `/page/status/translation/missing?id=${page.pageId}`)).json()).data;
    expect(answer.languages).toEqual([
      { locale: 'de', count: 0, blocking: true, live: true },
      { locale: 'fr', count: 1, blocking: true, live: true },
    ]);
    expect(answer.texts).toEqual([
      { locale: 'fr', groupId: heroId, groupType: 'hero', fieldId: kicker.id, slot: 'kicker', sourceLocale: 'de', source: 'Neu bei uns' },
    ]);
    // The spec's count map agrees.
    expect((await (await call('GET', `/page/status/translation?id=${page.pageId}`)).json()).data).toEqual({ de: 0, fr: 1 });
  });

  it('cuts a long source at 200 characters and skips boxes hidden in the language', async () => {
    const { page, heroId, call } = await multilingualSite();
    const long = 'Sehr lange Beschreibung '.repeat(20);
    await getDb()
      .update(fields)
      .set({ draft: { ...textField({ de: long }), options: {}, mediaId: null, visible: true } })
      .where(and(eq(fields.groupId, heroId), eq(fields.slot, 'kicker')));
    const [text] = (await (await call('GET', `/page/status/translation/missing?id=${page.pageId}`)).json()).data.texts;
    expect(text.source).toHaveLength(200);
    expect(text.source.endsWith('…')).toBe(true);
    const [hero] = await getDb().select().from(groups).where(eq(groups.id, heroId));
    await getDb()
      .update(groups)
      .set({ draft: { ...hero!.draft, meta: { disallowedLanguages: ['fr'] } } })
      .where(eq(groups.id, heroId));
    expect((await (await call('GET', `/page/status/translation/missing?id=${page.pageId}`)).json()).data.texts).toEqual([]);
  });

  it('the server refuses to publish a page or the site with blocking texts missing (409, per page and language)', async () => {
    const { page, heroId, call, field } = await multilingualSite();
    const refused = await call('POST', '/page/publish', { id: page.pageId });
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.error).toContain('1 translation is still missing');
    expect(body.data).toEqual({ pages: [{ pageId: page.pageId, missing: [{ locale: 'fr', count: 1 }] }] });
    const site = await call('POST', '/site/publish', {});
    expect(site.status).toBe(409);
    expect((await site.json()).data.pages).toEqual([{ pageId: page.pageId, missing: [{ locale: 'fr', count: 1 }] }]);
    const [live] = await getDb().select({ status: pages.status }).from(pages).where(eq(pages.id, page.pageId));
    expect(live?.status).toBe('draft');

    const kicker = await field(heroId, 'kicker');
    const fixed = await call('POST', '/data', {
      itemType: 'field',
      version: kicker.version,
      linkId: kicker.id,
      groupId: heroId,
      slot: 'kicker',
      data: { content: { type: 'localizedSingleValue', locale: 'fr', value: 'Nouveau chez nous' } },
    });
    expect(fixed.status, await fixed.clone().text()).toBe(200);
    expect((await call('POST', '/page/publish', { id: page.pageId })).status).toBe(200);
  });
});

describe('site languages', () => {
  it('adds a language hidden per page until translated and published; visitors get the default with a note', async () => {
    const { site, page, heroId, contactId, call, field } = await multilingualSite();
    const kicker = await field(heroId, 'kicker');
    await getDb()
      .update(fields)
      .set({ draft: { ...kicker.draft, content: textField({ de: 'Neu bei uns', fr: 'Nouveau' }).content } })
      .where(eq(fields.id, kicker.id));
    await publishPage(getDb(), { siteId: site.id, pageId: page.pageId, userId: null });

    const admin = await signedInUser(site.host, 'admin');
    expect((await call('PUT', '/site/languages', { locales: ['de', 'fr', 'it'], defaultLocale: 'de' })).status).toBe(403);
    const added = await api(site.host, '/site/languages', { method: 'PUT', cookie: admin.cookie, body: { locales: ['it', 'de', 'fr'], defaultLocale: 'de' } });
    expect(added.status).toBe(200);
    expect((await added.json()).data).toEqual({ locales: ['de', 'fr', 'it'], defaultLocale: 'de' });

    const context = (await resolveSiteByHost(site.host))!;
    const visit = (locale: string, slug: string) => loadPageRequest(getDb(), { site: context, locale, segments: [slug] });
    const italian = await visit('it', 'kontakt');
    expect(italian).toMatchObject({ kind: 'page', locale: 'de', untranslated: 'it' });
    const french = await visit('fr', 'contact');
    expect(french).toMatchObject({ kind: 'page', locale: 'fr' });
    expect('untranslated' in french).toBe(false);

    // Italian misses every text but does not block: German and French fixes still go live.
    const missing = (await (await call('GET', `/page/status/translation/missing?id=${page.pageId}`)).json()).data;
    expect(missing.languages.find((l: { locale: string }) => l.locale === 'it')).toEqual({ locale: 'it', count: 3, blocking: false, live: false });
    expect((await call('POST', '/page/publish', { id: page.pageId })).status).toBe(200);
    expect(await visit('it', 'kontakt')).toMatchObject({ untranslated: 'it' });

    for (const [groupId, slot, value] of [
      [contactId, 'name', 'Ottica Muster'],
      [heroId, 'title', 'Benvenuti'],
      [heroId, 'kicker', 'Nuovo da noi'],
    ] as const) {
      const row = await field(groupId, slot);
      await call('POST', '/data', {
        itemType: 'field',
        version: row.version,
        linkId: row.id,
        groupId,
        slot,
        data: { content: { type: 'localizedSingleValue', locale: 'it', value } },
      });
    }
    expect((await call('POST', '/page/publish', { id: page.pageId })).status).toBe(200);
    const [row] = await getDb().select({ liveLanguages: pages.liveLanguages }).from(pages).where(eq(pages.id, page.pageId));
    expect(row?.liveLanguages).toBeNull();
    const translated = await visit('it', 'kontakt');
    expect(translated).toMatchObject({ kind: 'page', locale: 'it' });
    expect('untranslated' in translated).toBe(false);
  });

  it('removes a language (visitors lose it, texts stay) and refuses a default outside the languages', async () => {
    const { site, page } = await multilingualSite();
    const admin = await signedInUser(site.host, 'admin');
    const put = (body: unknown) => api(site.host, '/site/languages', { method: 'PUT', cookie: admin.cookie, editorLanguage: 'en', body });
    const bad = await put({ locales: ['de'], defaultLocale: 'fr' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toContain('The default language must be one of the site languages');
    expect((await put({ locales: ['de'], defaultLocale: 'de' })).status).toBe(200);
    const context = (await resolveSiteByHost(site.host))!;
    expect((await loadPageRequest(getDb(), { site: context, locale: 'fr', segments: ['contact'] })).kind).toBe('not-found');
    const [title] = await getDb()
      .select()
      .from(fields)
      .where(and(eq(fields.groupId, page.groupIds[1]!), eq(fields.slot, 'title')));
    expect(title?.draft.content).toEqual(textField({ de: 'Willkommen', fr: 'Bienvenue' }).content);
  });
});
