import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { fields } from '../../src/server/db/schema';
import { findOutdatedTranslations } from '../../src/server/services/pages/find-outdated-translations';
import type { RichTextValue } from '../../src/shared/content/types';
import type { Locale } from '../../src/shared/locales';
import { inMemoryTranslationProvider } from '../support/fake-translation-provider';
import { api, createTestPage, createTestSite, signedInUser, textField } from './support/fixtures';

/**
 * Outdated translations (issue 31) through the API: a changed German text marks its French and
 * Italian translations, the dialog's list shows them with the source then and now, and the
 * machine translation, a person's edit or "Ist noch richtig" clear the mark; visitors read the old
 * translation until one of them is published.
 */
const app = createApi({ translation: { provider: () => inMemoryTranslationProvider() } });
const rich = (text: string): RichTextValue => ({ json: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] }, text });

async function translatedSite() {
  const site = await createTestSite({ locales: ['de', 'fr', 'it'] });
  const page = await createTestPage(site.id, {
    slug: { de: 'kontakt', fr: 'contact', it: 'contatto' },
    groups: [
      {
        type: 'hero',
        fields: {
          title: textField({ de: 'Willkommen', fr: 'Bienvenue', it: 'Benvenuti' }),
          subtitle: { content: { type: 'localizedRichText', values: { de: rich('Unsere Brillen'), fr: rich('Nos lunettes'), it: rich('I nostri occhiali') } } },
        },
      },
      {
        type: 'contact',
        fields: {
          name: textField({ de: 'Optik Muster', fr: 'Optik Muster', it: 'Optik Muster' }),
          phone: { content: { type: 'single', value: '052 123 45 67' } },
        },
      },
    ],
  });
  const editor = await signedInUser(site.host, 'editor');
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await api(site.host, path, { method, cookie: editor.cookie, acceptLanguage: 'de', app, ...(body === undefined ? {} : { body }) });
    return { status: response.status, body: await response.json() };
  };
  const [heroId, contactId] = page.groupIds as [string, string];
  const field = async (groupId: string, slot: string) =>
    (
      await getDb()
        .select()
        .from(fields)
        .where(and(eq(fields.groupId, groupId), eq(fields.slot, slot)))
    )[0]!;
  const write = async (groupId: string, slot: string, locale: Locale, value: string | RichTextValue) => {
    const row = await field(groupId, slot);
    const content = typeof value === 'string' ? { type: 'localizedSingleValue', locale, value } : { type: 'localizedRichText', locale, value };
    const saved = await call('POST', '/data', { itemType: 'field', version: row.version, linkId: row.id, groupId, slot, data: { content } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };
  const outdated = async () => (await call('GET', `/page/status/translation/missing?id=${page.pageId}`)).body.data.outdated;
  return { site, page, heroId, contactId, call, field, write, outdated };
}

describe('outdated translations', () => {
  it('marks every other language when the German text changes, and lists them with the source then and now', async () => {
    const { site, page, heroId, field, write, outdated } = await translatedSite();
    await write(heroId, 'title', 'de', 'Herzlich willkommen');
    await write(heroId, 'title', 'de', 'Herzlich willkommen bei uns');
    await write(heroId, 'subtitle', 'de', rich('Unsere neuen Brillen'));
    const title = await field(heroId, 'title');
    const subtitle = await field(heroId, 'subtitle');
    const entry = { groupId: heroId, groupType: 'hero', sourceLocale: 'de' };
    const expected = [
      {
        ...entry,
        locale: 'fr',
        fieldId: subtitle.id,
        slot: 'subtitle',
        oldSource: 'Unsere Brillen',
        newSource: 'Unsere neuen Brillen',
        translation: 'Nos lunettes',
      },
      {
        ...entry,
        locale: 'it',
        fieldId: subtitle.id,
        slot: 'subtitle',
        oldSource: 'Unsere Brillen',
        newSource: 'Unsere neuen Brillen',
        translation: 'I nostri occhiali',
      },
      { ...entry, locale: 'fr', fieldId: title.id, slot: 'title', oldSource: 'Willkommen', newSource: 'Herzlich willkommen bei uns', translation: 'Bienvenue' },
      { ...entry, locale: 'it', fieldId: title.id, slot: 'title', oldSource: 'Willkommen', newSource: 'Herzlich willkommen bei uns', translation: 'Benvenuti' },
    ];
    expect(await outdated()).toEqual(expected);
    // The publish checks call the service itself.
    expect(await findOutdatedTranslations(getDb(), { site, pageId: page.pageId })).toEqual(expected);
  });

  it('never marks anything for a language-neutral value, nor when only a translation changes', async () => {
    const { heroId, contactId, write, outdated, field } = await translatedSite();
    await write(contactId, 'phone', 'de', '052 999 00 11');
    await write(heroId, 'title', 'fr', 'Bienvenue chez nous');
    expect(await outdated()).toEqual([]);
    expect((await field(contactId, 'phone')).draft.outdated).toBeUndefined();
  });

  it('clears the mark when a person edits the translation, or says "Ist noch richtig"', async () => {
    const { heroId, call, field, write, outdated } = await translatedSite();
    await write(heroId, 'title', 'de', 'Hallo');
    await write(heroId, 'title', 'fr', 'Salut');
    expect((await outdated()).map((text: { locale: string }) => text.locale)).toEqual(['it']);

    const title = await field(heroId, 'title');
    const confirmed = await call('POST', '/translation/outdated/confirm', { fieldId: title.id, locale: 'it' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.version).toBe(title.version + 1);
    expect(await outdated()).toEqual([]);
    const kept = await field(heroId, 'title');
    expect(kept.draft.outdated).toBeUndefined();
    expect(kept.draft.content).toEqual(textField({ de: 'Hallo', fr: 'Salut', it: 'Benvenuti' }).content);
  });

  it('refreshes outdated translations by machine (one field or all of a language), marked machine translated', async () => {
    const { heroId, page, call, field, write, outdated } = await translatedSite();
    await write(heroId, 'title', 'de', 'Hallo Welt');
    await write(heroId, 'subtitle', 'de', rich('Unsere neue Brille'));
    const title = await field(heroId, 'title');
    const one = await call('POST', '/translation/outdated', { pageId: page.pageId, to: 'it', fieldId: title.id });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.data.translated).toBe(1);
    const all = await call('POST', '/translation/outdated', { pageId: page.pageId, to: 'fr' });
    expect(all.body.data.translated).toBe(2);
    // Only the Italian subtitle is left: its field was not asked for.
    expect(await outdated()).toEqual([expect.objectContaining({ locale: 'it', slot: 'subtitle' })]);

    const refreshed = await field(heroId, 'title');
    expect(refreshed.draft.content).toEqual(textField({ de: 'Hallo Welt', fr: 'Bonjour monde', it: '[it]Hallo [it]Welt' }).content);
    expect(refreshed.draft.machineTranslated).toEqual(['it', 'fr']);
    expect(refreshed.draft.outdated).toBeUndefined();
    const subtitle = (await field(heroId, 'subtitle')).draft.content;
    expect(subtitle?.type === 'localizedRichText' ? subtitle.values.fr?.text : null).toBe('Nos nouvelles lunettes');
    // Nothing left to refresh: no provider call, nothing written.
    expect((await call('POST', '/translation/outdated', { pageId: page.pageId, to: 'fr' })).body.data).toEqual({ translated: 0, items: [] });
  });

  it('keeps the old translation for visitors until the refreshed one is published', async () => {
    const { heroId, page, call, field, write } = await translatedSite();
    expect((await call('POST', '/page/publish', { id: page.pageId })).status).toBe(200);
    await write(heroId, 'title', 'de', 'Hallo Welt');
    // An outdated translation warns (a publish check: "Trotzdem veröffentlichen"), it does not block;
    // French visitors keep the old text.
    const refused = await call('POST', '/page/publish', { id: page.pageId });
    expect(refused.status).toBe(409);
    const warnings = refused.body.data.checks as Array<{ id: string; code: string; severity: string; locale: string }>;
    expect(warnings.map((check) => [check.severity, check.code, check.locale])).toEqual([
      ['warning', 'translationOutdated', 'fr'],
      ['warning', 'translationOutdated', 'it'],
    ]);
    expect((await call('POST', '/page/publish', { id: page.pageId, acknowledgedWarnings: warnings.map((check) => check.id) })).status).toBe(200);
    const live = (await field(heroId, 'title')).published?.content;
    expect(live).toEqual(textField({ de: 'Hallo Welt', fr: 'Bienvenue', it: 'Benvenuti' }).content);

    await call('POST', '/translation/outdated', { pageId: page.pageId, to: 'fr' });
    await call('POST', '/translation/outdated/confirm', { fieldId: (await field(heroId, 'title')).id, locale: 'it' });
    expect((await field(heroId, 'title')).published?.content).toEqual(live);
    expect((await call('POST', '/page/publish', { id: page.pageId })).status).toBe(200);
    const published = (await field(heroId, 'title')).published?.content;
    expect(published?.type === 'localizedSingleValue' ? published.values.fr : null).toBe('Bonjour monde');
  });

  it("refuses another site's field and a language the site does not have", async () => {
    const { page, call } = await translatedSite();
    const other = await translatedSite();
    const foreign = await other.field(other.heroId, 'title');
    expect((await call('POST', '/translation/outdated/confirm', { fieldId: foreign.id, locale: 'fr' })).status).toBe(404);
    expect((await call('POST', '/translation/outdated', { pageId: page.pageId, to: 'en' })).status).toBe(400);
  });
});
