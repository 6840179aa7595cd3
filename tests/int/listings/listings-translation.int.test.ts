import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../../src/server/api/app';
import { ZTranslationConfig } from '../../../src/server/platform/config';
import { getTranslationProvider } from '../../../src/server/services/translation/get-translation-provider';
import type { Listing } from '../../../src/shared/schemas/listings';
import { type FakeTranslationProvider, startFakeTranslationProvider } from '../../support/fake-translation-provider';
import { api } from '../support/fixtures';
import { errorOf, listingsWorld, richText } from './listings-world';

/** POST /listings/{id}/translate end to end: route, service, provider adapter over HTTP against the local fake engine. */
let fake: FakeTranslationProvider;
let app: ReturnType<typeof createApi>;
beforeAll(async () => {
  fake = await startFakeTranslationProvider();
  const config = ZTranslationConfig.parse({
    TRANSLATION_PROVIDER: 'libretranslate',
    TRANSLATION_URL: fake.url,
    TRANSLATION_ALLOW_PRIVATE_URL: 'true',
    TRANSLATION_TIMEOUT_MS: '2000',
  });
  app = createApi({ translation: { provider: () => getTranslationProvider(config) } });
});
afterAll(() => fake.close());
beforeEach(() => fake.behave('ok'));

async function world() {
  const base = await listingsWorld({ locales: ['de', 'fr', 'en'] });
  const translate = (listing: Pick<Listing, 'id'>, locale: string) =>
    api(base.site.host, `/listings/${listing.id}/translate`, { method: 'POST', cookie: base.editor.cookie, editorLanguage: 'de', app, body: { locale } });
  return { ...base, translate };
}

describe('POST /listings/{id}/translate', () => {
  it('translates title and description from the default language, marks the language machine translated, and a person’s edit clears the mark', async () => {
    const w = await world();
    const job = await w.create('job', { title: { de: 'Brillen und Linsen' }, description: { de: richText('Unsere neue Brille') } });
    const translated = await w.dataOf<Listing>(await w.translate(job, 'fr'));
    expect(translated.title).toEqual({ de: 'Brillen und Linsen', fr: 'lunettes et lentilles' });
    expect(translated.description.fr?.text).toBe('Nos nouvelles lunettes');
    expect(translated).toMatchObject({ machineTranslated: ['fr'], version: 2 });

    const english = await w.dataOf<Listing>(await w.translate(translated, 'en'));
    expect(english.machineTranslated).toEqual(['fr', 'en']);
    // Now complete in every language: it may be published.
    expect((await w.setStatus(english, 'published')).status).toBe(200);

    const current = (await w.list('job'))[0] as Listing;
    const edited = await w.dataOf<Listing>(await w.update(current, { ...current, title: { ...current.title, fr: 'Lunettes & lentilles' } }));
    expect(edited.machineTranslated).toEqual(['en']);
  });

  it('refuses the default language, a language the site lacks, a listing without title, and another site’s listing', async () => {
    const w = await world();
    const job = await w.create('job', { title: { de: 'Stelle' } });
    expect(await errorOf(await w.translate(job, 'de'))).toMatchObject({ status: 400 });
    expect(await errorOf(await w.translate(job, 'it'))).toMatchObject({ status: 400, error: 'Diese Website hat keine Sprache «it».' });
    const untitled = await w.create('job', { title: { fr: 'Poste' } });
    expect(await errorOf(await w.translate(untitled, 'en'))).toMatchObject({
      status: 400,
      error: 'Hier gibt es keinen Text in der Ausgangssprache (de) zu übersetzen.',
    });
    const other = await world();
    expect((await other.translate(job, 'fr')).status).toBe(404);
    expect((await w.list('job')).every((listing) => listing.version === 1 && listing.machineTranslated.length === 0)).toBe(true);
  });

  it('changes nothing when the engine is down (503 in German)', async () => {
    const w = await world();
    const job = await w.create('job', { title: { de: 'Brille' } });
    fake.behave('down');
    const failed = await errorOf(await w.translate(job, 'fr'));
    expect(failed.status).toBe(503);
    expect(failed.error).toContain('Übersetzung fehlgeschlagen');
    expect((await w.list('job'))[0]).toMatchObject({ version: 1, title: { de: 'Brille' } });
  });
});
