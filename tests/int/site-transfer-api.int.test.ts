import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { getDb } from '../../src/server/db/client';
import { pages } from '../../src/server/db/schema';
import { type Config, getConfig, setConfig } from '../../src/server/platform/config';
import { EDITOR_LANGUAGE_HEADER } from '../../src/shared/api/request';
import { api, createTestPage, createTestSite, signedInUser, uniqueHost } from './support/fixtures';

let original: Config | undefined;
beforeEach(() => {
  original = getConfig();
});
afterEach(() => setConfig(original));

const makeAdmin = (email: string) => setConfig({ ...getConfig(), PLATFORM_ADMIN_EMAILS: [email] });

function importRequest(host: string, form: FormData, init: { cookie: string; origin?: string | null; language?: string }) {
  const headers = new Headers({ host, cookie: init.cookie });
  if (init.origin !== null) headers.set('origin', init.origin ?? `http://${host}`);
  if (init.language) headers.set(EDITOR_LANGUAGE_HEADER, init.language);
  return getApi().request(`http://${host}/api/v1/platform/sites/import`, { method: 'POST', headers, body: form });
}

const archiveForm = (bytes: Uint8Array<ArrayBuffer> | string, host: string) => {
  const form = new FormData();
  form.set('archive', new File([bytes], 'site.tar.gz', { type: 'application/gzip' }));
  form.set('host', host);
  return form;
};

describe('platform site export and import API', () => {
  it('lets a platform admin download a site and import it under a new host', async () => {
    const site = await createTestSite({ locales: ['de', 'fr'] });
    await createTestPage(site.id, { slug: { de: 'ueber-uns', fr: 'a-propos' } });
    const { email, cookie } = await signedInUser(site.host);
    makeAdmin(email);
    const download = await api(site.host, `/platform/sites/${site.id}/export?submissions=1`, { cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/gzip');
    expect(download.headers.get('content-disposition')).toMatch(/attachment; filename=".*\.webbox-site\.tar\.gz"/);
    const bytes = new Uint8Array(await download.arrayBuffer());

    const newHost = uniqueHost('imported');
    const response = await importRequest(site.host, archiveForm(bytes, newHost), { cookie });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { siteId: string; host: string; pages: number } };
    expect(data.host).toBe(newHost);
    expect(data.siteId).not.toBe(site.id);
    const copied = await getDb().select({ id: pages.id }).from(pages).where(eq(pages.siteId, data.siteId));
    const originals = await getDb().select({ id: pages.id }).from(pages).where(eq(pages.siteId, site.id));
    expect(copied.length).toBe(originals.length);
  });

  it('is not there for people who do not run the platform: 404 in their language, as any unknown route', async () => {
    const site = await createTestSite();
    const { cookie } = await signedInUser(site.host, 'owner');
    makeAdmin('someone-else@example.ch');
    const download = await api(site.host, `/platform/sites/${site.id}/export`, { cookie, editorLanguage: 'fr' });
    expect(download.status).toBe(404);
    expect(((await download.json()) as { error: string }).error).toBe('Introuvable.');
    const upload = await importRequest(site.host, archiveForm('x', uniqueHost()), { cookie, language: 'de' });
    expect(upload.status).toBe(404);
    const anonymous = await api(site.host, `/platform/sites/${site.id}/export`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses a cross-site import and a broken archive with a sentence', async () => {
    const site = await createTestSite();
    const { email, cookie } = await signedInUser(site.host);
    makeAdmin(email);
    const crossSite = await importRequest(site.host, archiveForm('x', uniqueHost()), { cookie, origin: 'http://evil.example' });
    expect(crossSite.status).toBe(403);
    const broken = await importRequest(site.host, archiveForm('not an archive at all', uniqueHost()), { cookie, language: 'it' });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toBe('Questo file non è un archivio di sito Webbox.');
  });
});
