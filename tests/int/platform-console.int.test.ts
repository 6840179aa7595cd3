import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { getConfig, setConfig } from '../../src/server/platform/config';
import { compileTrust } from '../../src/server/platform/client-address';
import { reportRender } from '../../src/server/platform/render-report';
import { REQUEST_ID_HEADER } from '../../src/server/platform/request-headers';
import { createDomainRouting } from '../../src/server/runtime/domain-routing';
import { type NextHandler, createFrontHandler } from '../../src/server/runtime/front-handler';
import { PageCache } from '../../src/server/runtime/page-cache';
import { listenForTest } from '../../src/server/runtime/testing';
import { addMember } from '../../src/server/services/members/add-member';
import { setSiteSuspension } from '../../src/server/services/platform-console/set-site-suspension';
import { createUser } from '../../src/server/services/users/create-user';
import { ACCOUNT_PASSWORD, postForm, signIn } from './support/account';
import { api, createTestSite, signedInUser } from './support/fixtures';
import { PLATFORM, configurePlatform, freshEmail, platformRequest } from './support/platform';

configurePlatform();

/** A platform admin (PLATFORM_ADMIN_EMAILS for this test) signed in on the platform host. */
async function platformAdmin() {
  const email = freshEmail('ops');
  await createUser(getDb(), { email, password: ACCOUNT_PASSWORD, name: 'Olga Ops' });
  setConfig({ ...getConfig(), PLATFORM_ADMIN_EMAILS: [email] });
  return { email, cookie: await signIn(PLATFORM, email, ACCOUNT_PASSWORD) };
}

/** A site with an owner (signed in on its host) whose e-mail and name the search can find. */
async function ownedSite(name: string) {
  const site = await createTestSite({ name, locales: ['fr', 'de'] });
  const owner = await signedInUser(site.host, 'owner');
  return { site, owner };
}

type Sites = {
  data: { sites: { id: string; name: string; domains: string[]; ownerEmails: string[]; locales: string[]; pages: number; suspendedAt: string | null }[] };
};

const listSites = async (cookie: string, q = '') => platformRequest('GET', `/platform/sites${q ? `?q=${encodeURIComponent(q)}` : ''}`, { cookie });

describe('the platform console API', () => {
  it('lists sites with domains, owners and languages, and finds one by name, domain or owner', async () => {
    const admin = await platformAdmin();
    const { site, owner } = await ownedSite(`Optik Console ${Date.now()}`);
    for (const q of [site.name.slice(6).toUpperCase(), site.host, owner.email]) {
      const answer = await listSites(admin.cookie, q);
      expect(answer.status, q).toBe(200);
      const { sites } = ((await answer.json()) as Sites).data;
      expect(
        sites.map((row) => row.id),
        q,
      ).toEqual([site.id]);
      expect(sites[0]).toMatchObject({ name: site.name, domains: [site.host], ownerEmails: [owner.email], locales: ['fr', 'de'], suspendedAt: null });
    }
    // LIKE's wildcards are searched for literally.
    const wildcard = ((await (await listSites(admin.cookie, '%')).json()) as Sites).data.sites;
    expect(wildcard.find((row) => row.id === site.id)).toBeUndefined();
  });

  it('is a 404 for anyone but a platform admin, and asks for a sign-in first', async () => {
    const { site, owner } = await ownedSite('Optik Fremd');
    await platformAdmin();
    expect((await listSites('')).status).toBe(401);
    const stranger = await signIn(PLATFORM, owner.email, 'correct horse battery');
    expect((await listSites(stranger)).status).toBe(404);
    const suspend = await platformRequest('POST', `/platform/sites/${site.id}/suspend`, { cookie: stranger, form: { locale: 'de' } });
    expect(suspend.status).toBe(404);
    // An admin's session on another host than the platform's is not the console's.
    const admin = await platformAdmin();
    const elsewhere = await signIn(site.host, admin.email, ACCOUNT_PASSWORD);
    expect((await api(site.host, '/platform/sites', { cookie: elsewhere })).status).toBe(404);
  });

  it('suspends a site: members may read but every write is refused with the reason; resuming lifts it', async () => {
    const admin = await platformAdmin();
    const { site, owner } = await ownedSite('Optik Gesperrt');
    const suspended = await platformRequest('POST', `/platform/sites/${site.id}/suspend`, { cookie: admin.cookie, form: { locale: 'fr', q: 'Gesperrt' } });
    expect(suspended.status).toBe(303);
    expect(suspended.headers.get('location')).toBe('/fr/platform?q=Gesperrt&notice=suspended#sites');
    const row = ((await (await listSites(admin.cookie, site.host)).json()) as Sites).data.sites[0];
    expect(row?.suspendedAt).not.toBeNull();

    expect((await api(site.host, '/team', { cookie: owner.cookie })).status).toBe(200);
    // Refused before the body is read: any write of the site, whatever it carries.
    for (const [method, path] of [
      ['POST', '/team/invitations'],
      ['POST', '/settings'],
      ['POST', '/page/publish'],
      ['POST', '/media/upload'],
    ] as const) {
      const refused = await api(site.host, path, { method, body: {}, cookie: owner.cookie, editorLanguage: 'de' });
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as { error: string }).error, path).toBe(
        'Diese Website ist vorübergehend gesperrt: Sie können sie ansehen, aber nichts ändern. Bitte wenden Sie sich an den Betreiber der Plattform.',
      );
    }
    // Visitors' forms too (their language: the form's).
    const form = await postForm(site.host, '/forms/contact', { lang: 'fr' });
    expect(form.status).toBe(403);
    // A non-member still learns nothing more than before.
    const stranger = await signedInUser(site.host);
    expect((await api(site.host, '/team/invitations', { method: 'POST', body: {}, cookie: stranger.cookie })).status).toBe(403);
    expect(
      ((await (await api(site.host, '/team/invitations', { method: 'POST', body: {}, cookie: stranger.cookie })).json()) as { error: string }).error,
    ).not.toContain('gesperrt');

    const resumed = await platformRequest('POST', `/platform/sites/${site.id}/resume`, { cookie: admin.cookie, form: { locale: 'de' } });
    expect(resumed.headers.get('location')).toBe('/de/platform?notice=resumed#sites');
    expect((await api(site.host, '/team/invitations', { method: 'POST', body: {}, cookie: owner.cookie })).status).toBe(400);
  });

  it('comes back to the console with a sentence for a site that does not exist (any more)', async () => {
    const admin = await platformAdmin();
    const answer = await platformRequest('POST', '/platform/sites/00000000-0000-4000-8000-000000000000/suspend', {
      cookie: admin.cookie,
      form: { locale: 'de' },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/de/platform?error=platform.siteNotFound#sites');
  });
});

/** Stands in for Next: a cacheable page naming host and path, tagged with the site's tag. */
function fakeNext(siteId: string): NextHandler {
  return async (req, res) => {
    reportRender(String(req.headers[REQUEST_ID_HEADER]), { cacheable: true, tags: [`site:${siteId}`], locale: 'de', unlockCookie: null, islands: 'none' });
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<html><body>page of ${req.headers.host}${req.url}</body></html>`);
  };
}

function get(port: number, host: string, path: string, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("a suspended site's visitors", () => {
  it('get the neutral 503 page in the language of the path (else the default), never a cached page; the editor, sign-in and API stay', async () => {
    const site = await createTestSite({ locales: ['fr', 'de'] });
    await addMember(getDb(), { email: (await signedInUser(site.host)).email, host: site.host, role: 'owner' });
    const cache = new PageCache(100);
    const handler = createFrontHandler({
      cache,
      next: fakeNext(site.id),
      onError: (error) => {
        throw error;
      },
      trustProxy: compileTrust({ kind: 'none' }),
      domainRouting: createDomainRouting({ PLATFORM_DOMAIN: PLATFORM, TLS_ASK_ALLOWED_FROM: ['127.0.0.1'] }),
    });
    const port = await listenForTest(handler);
    expect((await get(port, site.host, '/de/angebot')).status).toBe(200);
    for (let i = 0; i < 100 && !cache.get(PageCache.key(site.host, '/de/angebot')); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));

    await setSiteSuspension(getDb(), { siteId: site.id, suspended: true });
    const german = await get(port, site.host, '/de/angebot');
    expect(german.status).toBe(503);
    expect(german.headers['content-language']).toBe('de');
    expect(german.headers['cache-control']).toBe('no-store');
    expect(german.body).toContain('<h1>Vorübergehend nicht verfügbar</h1>');
    expect(german.body).not.toContain(site.name);
    const french = await get(port, site.host, '/fr');
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('Temporairement indisponible');
    // A language the site lacks: its default (French here).
    expect((await get(port, site.host, '/it/pagina')).body).toContain('<html lang="fr">');
    for (const path of ['/sitemap.xml', '/robots.txt']) expect((await get(port, site.host, path)).status, path).toBe(503);
    expect((await get(port, site.host, '/de/angebot', 'HEAD')).status).toBe(503);
    for (const path of ['/de/edit', '/de/edit/angebot?toolbar=1', '/de/login?next=%2Fde%2Fedit', '/de/account', '/api/v1/health', '/media/x/y.webp'])
      expect((await get(port, site.host, path)).status, path).toBe(200);

    await setSiteSuspension(getDb(), { siteId: site.id, suspended: false });
    const back = await get(port, site.host, '/de/angebot');
    expect(back.status).toBe(200);
    expect(back.body).toContain(`page of ${site.host}/de/angebot`);
  });
});
