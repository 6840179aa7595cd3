import { describe, expect, it } from 'vitest';
import { api, createTestPage, createTestSite, signedInUser } from './support/fixtures';

describe('API basics', () => {
  it('answers health when the database answers', async () => {
    const response = await api('anything.test', '/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, error: null, status: 200, data: { database: 'ok' } });
  });

  it('publishes an OpenAPI document listing the routes', async () => {
    const response = await api('anything.test', '/openapi.json');
    const doc = await response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/page/publish',
        '/api/v1/page/revert',
        '/api/v1/page/status/publication',
        '/api/v1/page/status/translation',
        '/api/v1/revalidate/tag',
        '/api/v1/data',
        '/api/v1/group/add',
        '/api/v1/group/remove',
        '/api/v1/group/sort',
        '/api/v1/group/status',
      ]),
    );
  });

  it('answers unknown hosts with a 404 envelope', async () => {
    const response = await api('nobody.test', '/page/status/publication?id=00000000-0000-4000-8000-000000000000');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: 'Unter dieser Adresse ist keine Website eingerichtet.', status: 404, data: null });
    // A member route: the editor names its language (the browser's Accept-Language does not decide).
    const english = await api('nobody.test', '/page/status/publication?id=00000000-0000-4000-8000-000000000000', { editorLanguage: 'en' });
    expect((await english.json()).error).toBe('No site is configured for this address');
  });

  it('answers invalid input with 400 and the field message', async () => {
    const site = await createTestSite();
    const editor = await signedInUser(site.host, 'editor');
    const response = await api(site.host, '/page/publish', { method: 'POST', body: { id: 'not-a-uuid' }, cookie: editor.cookie });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.error).toBe('A page id is required');
    expect(body.data.fieldErrors.id).toBeDefined();
  });

  it('maps revalidation tags to this site only', async () => {
    const siteA = await createTestSite();
    const siteB = await createTestSite();
    const pageB = await createTestPage(siteB.id, { slug: { de: 'seite' } });
    const editorA = await signedInUser(siteA.host, 'editor');
    const own = await api(siteA.host, '/revalidate/tag', { method: 'POST', body: { tag: 'navigation' }, cookie: editorA.cookie });
    expect((await own.json()).data.tags).toEqual([`site:${siteA.id}:navigation`]);
    const foreign = await api(siteA.host, '/revalidate/tag', { method: 'POST', body: { tag: pageB.pageId }, cookie: editorA.cookie });
    expect(foreign.status).toBe(404);
    const unknown = await api(siteA.host, '/revalidate/tag', { method: 'POST', body: { tag: 'everything' }, cookie: editorA.cookie });
    expect(unknown.status).toBe(400);
  });
});
