import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getApi } from '../../src/server/api/app';
import { MAX_IMPORT_BYTES } from '../../src/server/api/routes/platform-site-transfer';
import { getDb } from '../../src/server/db/client';
import { auditEvents, siteDomains } from '../../src/server/db/schema';
import { apiMessage } from '../../src/server/platform/app-error';
import { getConfig, setConfig } from '../../src/server/platform/config';
import { CLIENT_IP_HEADER } from '../../src/server/platform/request-headers';
import { createUser } from '../../src/server/services/users/create-user';
import { EDITOR_LANGUAGE_HEADER } from '../../src/shared/api/request';
import { importSiteAction } from '../../src/site/platform/SiteTransferForms';
import { ACCOUNT_PASSWORD, signIn } from './support/account';
import { createTestPage, createTestSite, uniqueHost } from './support/fixtures';
import { PLATFORM, configurePlatform, freshAddress, freshEmail, platformRequest, returnedOf } from './support/platform';

configurePlatform();

/** What a browser sends with a form's navigation. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const BOUNDARY = '----webboxFormBoundary';

async function platformAdmin() {
  const email = freshEmail('ops');
  await createUser(getDb(), { email, password: ACCOUNT_PASSWORD, name: 'Olga Ops' });
  setConfig({ ...getConfig(), PLATFORM_ADMIN_EMAILS: [email] });
  return { email, cookie: await signIn(PLATFORM, email, ACCOUNT_PASSWORD) };
}

/** The form's fields as a browser encodes them (multipart, hidden locale and q first, then the file and the host). */
function multipart(fields: { locale?: string; q?: string; host: string; archive?: string }): string {
  const part = (name: string, value: string, file = false) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="site.tar.gz"\r\nContent-Type: application/gzip' : ''}\r\n\r\n${value}\r\n`;
  return [
    fields.locale === undefined ? '' : part('locale', fields.locale),
    fields.q === undefined ? '' : part('q', fields.q),
    fields.archive === undefined ? '' : part('archive', fields.archive, true),
    part('host', fields.host),
    `--${BOUNDARY}--\r\n`,
  ].join('');
}

type Post = {
  cookie: string;
  /** The action as the console renders it (`/api/v1/platform/sites/import/form?locale=…`), or the JSON API's path. */
  action: string;
  body: string;
  accept?: string;
  /** A declared Content-Length other than the body's (a browser declares the real one; only the header is read when too large). */
  contentLength?: number;
  editorLanguage?: string;
};

function post(init: Post) {
  const headers = new Headers({
    host: PLATFORM,
    cookie: init.cookie,
    origin: `http://${PLATFORM}`,
    [CLIENT_IP_HEADER]: freshAddress(),
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    'content-length': String(init.contentLength ?? Buffer.byteLength(init.body)),
  });
  if (init.accept) headers.set('accept', init.accept);
  if (init.editorLanguage) headers.set(EDITOR_LANGUAGE_HEADER, init.editorLanguage);
  return getApi().request(`http://${PLATFORM}${init.action}`, { method: 'POST', headers, body: init.body });
}

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe('the console’s import form refused before its body is read', () => {
  it('comes back to the console with "too large" in the admin’s language, without reading the archive; API clients get 413 JSON', async () => {
    const admin = await platformAdmin();
    const host = uniqueHost('gross');
    const tooLarge = MAX_IMPORT_BYTES + 1;

    const browser = await post({
      cookie: admin.cookie,
      action: importSiteAction('fr', 'optik'),
      body: multipart({ locale: 'fr', q: 'optik', host, archive: 'x' }),
      contentLength: tooLarge,
      accept: BROWSER_ACCEPT,
    });
    expect(browser.status).toBe(303);
    const { location, returned } = returnedOf(browser);
    expect(location.pathname).toBe('/fr/platform');
    expect(location.searchParams.get('q')).toBe('optik');
    expect(location.hash).toBe('#import-site');
    expect(returned?.groupId).toBe('platform-import-site');
    expect(returned?.error).toBe(apiMessage('fr', 'siteArchive.tooLarge'));
    expect(returned?.error).toBe('L’archive est trop volumineuse pour être importée.');
    // Nothing was imported.
    expect(await getDb().select().from(siteDomains).where(eq(siteDomains.host, host))).toEqual([]);

    // A post without the action's query (an older page): the admin's editor language, else German.
    const older = await post({
      cookie: admin.cookie,
      action: '/api/v1/platform/sites/import/form',
      body: multipart({ host, archive: 'x' }),
      contentLength: tooLarge,
      accept: BROWSER_ACCEPT,
    });
    expect(returnedOf(older).location.pathname).toBe('/de/platform');
    expect(returnedOf(older).returned?.error).toBe('Das Archiv ist zu gross für einen Import.');

    // A client asking for JSON only gets the API's answer, on the form route as on the API's.
    for (const action of ['/api/v1/platform/sites/import/form?locale=fr', '/api/v1/platform/sites/import']) {
      const client = await post({
        cookie: admin.cookie,
        action,
        body: multipart({ host, archive: 'x' }),
        contentLength: tooLarge,
        accept: 'application/json',
        editorLanguage: 'it',
      });
      expect(client.status).toBe(413);
      expect(client.headers.get('content-type')).toContain('application/json');
      expect(await errorOf(client)).toBe('L’archivio è troppo grande per essere importato.');
    }
  });

  it('comes back to the console with "too many imports" in the admin’s language once the hour’s count is used up; API clients get 429 JSON', async () => {
    const admin = await platformAdmin();
    const host = uniqueHost('oft');
    const form = { cookie: admin.cookie, action: importSiteAction('it', ''), body: multipart({ locale: 'it', host }), accept: BROWSER_ACCEPT };
    // Each post without an archive is refused by the form itself, and counted.
    for (let sent = 0; sent < 30; sent += 1) {
      const refused = await post(form);
      expect(returnedOf(refused).returned?.error).toBe(apiMessage('it', 'siteArchive.archiveRequired'));
    }
    const limited = await post(form);
    expect(limited.status).toBe(303);
    const { location, returned } = returnedOf(limited);
    expect(location.pathname).toBe('/it/platform');
    expect(location.hash).toBe('#import-site');
    expect(returned?.groupId).toBe('platform-import-site');
    expect(returned?.error).toBe('Troppe esportazioni e importazioni nell’ultima ora. Riprovi più tardi.');

    for (const action of ['/api/v1/platform/sites/import/form', '/api/v1/platform/sites/import']) {
      const client = await post({ cookie: admin.cookie, action, body: multipart({ host }), accept: 'application/json', editorLanguage: 'en' });
      expect(client.status).toBe(429);
      expect(await errorOf(client)).toBe('Too many exports and imports in the last hour. Please try again later.');
    }
    // The export shares the count: its API answer is JSON as before.
    const site = await createTestSite();
    const download = await platformRequest('GET', `/platform/sites/${site.id}/export`, { cookie: admin.cookie });
    expect(download.status).toBe(429);
  });
});

describe('the console’s import form that goes through', () => {
  it('records the import in the audit log, by the admin, as the API does', async () => {
    const admin = await platformAdmin();
    const site = await createTestSite({ locales: ['de'] });
    await createTestPage(site.id, { slug: { de: 'ueber-uns' } });
    const download = await platformRequest('GET', `/platform/sites/${site.id}/export`, { cookie: admin.cookie });
    const archive = new Uint8Array(await download.arrayBuffer());
    const host = uniqueHost('kopie');
    const form = new FormData();
    form.set('locale', 'en');
    form.set('archive', new File([archive], 'site.tar.gz', { type: 'application/gzip' }));
    form.set('host', host);
    const headers = new Headers({
      host: PLATFORM,
      cookie: admin.cookie,
      origin: `http://${PLATFORM}`,
      accept: BROWSER_ACCEPT,
      [CLIENT_IP_HEADER]: freshAddress(),
    });
    const imported = await getApi().request(`http://${PLATFORM}${importSiteAction('en', '')}`, { method: 'POST', headers, body: form });
    expect(imported.status).toBe(303);
    const siteId = new URL(imported.headers.get('location') ?? '', 'http://x').searchParams.get('site') ?? '';
    const [event] = await getDb()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.siteId, siteId), eq(auditEvents.action, 'site.imported')))
      .orderBy(desc(auditEvents.at));
    expect(event).toMatchObject({ actorEmail: admin.email, details: { host, via: 'console' } });
  });
});
