import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { api, createTestSite, signedInUser } from './support/fixtures';

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe('API errors in the caller’s language', () => {
  it('answers a visitor in the page language, else Accept-Language among the site’s languages, else the default', async () => {
    const site = await createTestSite({ locales: ['de', 'fr', 'it'] });
    // An unknown page: the service's AppError is translated where it is answered.
    const unlock = (init: { pageLocale?: string; acceptLanguage?: string } = {}) =>
      api(site.host, '/page/unlock', { method: 'POST', body: { id: randomUUID(), password: 'x' }, ...init });
    expect(await errorOf(await unlock({ pageLocale: 'it', acceptLanguage: 'fr' }))).toBe('Pagina non trovata.');
    expect(await errorOf(await unlock({ acceptLanguage: 'fr-CH, de;q=0.8' }))).toBe('Page introuvable.');
    // Spanish is one of ours but not this site's: the site's default answers.
    expect(await errorOf(await unlock({ acceptLanguage: 'es' }))).toBe('Seite nicht gefunden.');
    expect(await errorOf(await unlock({ pageLocale: 'es' }))).toBe('Seite nicht gefunden.');
  });

  it("answers a member in the editor language, media upload errors included, and keeps the English for the spec's editors", async () => {
    const site = await createTestSite();
    const editor = await signedInUser(site.host, 'editor');
    const upload = (language: string) => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array([1, 2, 3])], 'notes.txt'));
      return getApi().request(`http://${site.host}/api/v1/media/upload`, {
        method: 'POST',
        headers: { host: site.host, origin: `http://${site.host}`, cookie: editor.cookie, 'x-editor-language': language },
        body: form,
      });
    };
    const italian = await upload('it');
    expect(italian.status).toBe(400);
    expect(await errorOf(italian)).toBe('Questo tipo di file non è consentito.');
    expect(await errorOf(await upload('en'))).toBe('File type not allowed');
    // A member's page language does not decide: the page-locale header is for visitors.
    const publish = await api(site.host, '/page/publish', {
      method: 'POST',
      body: { id: randomUUID() },
      cookie: editor.cookie,
      pageLocale: 'fr',
      editorLanguage: 'de',
    });
    expect(await errorOf(publish)).toBe('Seite nicht gefunden.');
  });

  it('answers invalid input in the caller’s language, naming the fields zod found wrong', async () => {
    const site = await createTestSite({ locales: ['de', 'fr', 'it'] });
    const editor = await signedInUser(site.host, 'editor');
    // A member's malformed body: zod's own wording becomes a sentence in the editor language.
    const save = await api(site.host, '/data', { method: 'POST', body: { itemType: 'nope' }, cookie: editor.cookie, editorLanguage: 'fr' });
    expect(save.status).toBe(400);
    const body = (await save.json()) as { error: string; data: { issues: { path: string[] }[] } };
    expect(body.error).toMatch(/^Saisie non valable : /);
    expect(body.data.issues.length).toBeGreaterThan(0);
    // A visitor's: the page language decides; a schema message that is an api key is translated.
    const unlock = await api(site.host, '/page/unlock', { method: 'POST', body: { id: 'not-a-uuid', password: 7 }, pageLocale: 'it' });
    expect(unlock.status).toBe(400);
    expect(await errorOf(unlock)).toMatch(/^Dati non validi: /);
  });
});
