import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, createTestSite, signedInUser } from './support/fixtures';

type Operation = { 'x-webbox-auth'?: string };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** Every documented operation as method, concrete path (ids filled in) and declared access. */
async function operations(host: string) {
  const doc = (await (await api(host, '/openapi.json')).json()) as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template: path,
      path: path.replace(/^\/api\/v1/, '').replace(/\{[^}]+\}/g, () => randomUUID()),
      auth: operation['x-webbox-auth'],
    })),
  );
}

/** A minimal body for the method: access is checked before any validation reads it. */
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('the OpenAPI document as the list of routes', () => {
  it('lists every route, each with its declared access, including the stream, upload and CSV routes', async () => {
    const site = await createTestSite();
    const all = await operations(site.host);
    expect(all.filter((operation) => operation.auth === undefined).map((operation) => `${operation.method} ${operation.template}`)).toEqual([]);
    const listed = all.map((operation) => `${operation.method} ${operation.template}`);
    for (const route of [
      'GET /api/v1/games/{id}/events',
      'POST /api/v1/media/upload',
      'PUT /api/v1/media/upload/{id}',
      'GET /api/v1/forms/submissions.csv',
      'GET /api/v1/health',
    ]) {
      expect(listed).toContain(route);
    }
    // The public ones are exactly the visitor-facing routes.
    expect(
      all
        .filter((operation) => operation.auth === 'public')
        .map((operation) => `${operation.method} ${operation.template}`)
        .sort(),
    ).toEqual(
      [
        'DELETE /api/v1/games/{id}/players/{playerId}',
        'GET /api/v1/games/{id}',
        'GET /api/v1/handoff',
        'POST /api/v1/onboarding/site/form',
        'POST /api/v1/signup',
        'POST /api/v1/signup/form',
        'POST /api/v1/signup/resend',
        'GET /api/v1/games/{id}/events',
        'GET /api/v1/health',
        'GET /api/v1/health/ready',
        'PATCH /api/v1/games/{id}/players/{playerId}',
        'POST /api/v1/aspectSponsorForm',
        'POST /api/v1/contact',
        'POST /api/v1/forms/aspectSponsorForm',
        'POST /api/v1/forms/contact',
        'POST /api/v1/games',
        'POST /api/v1/games/{id}/players',
        'POST /api/v1/invitation/accept',
        'POST /api/v1/page/unlock',
        'POST /api/v1/page/unlock/form',
        'POST /api/v1/password/forgot',
        'POST /api/v1/password/reset',
        'POST /api/v1/sign-in/form',
        'POST /api/v1/sign-in/two-factor',
        'PUT /api/v1/games/{id}/scores',
      ].sort(),
    );
  });

  it('answers 401 without a session and 403 to a signed-in non-member, on every non-public route', async () => {
    const site = await createTestSite();
    const stranger = await signedInUser(site.host);
    const guarded = (await operations(site.host)).filter((operation) => operation.auth !== 'public' && operation.auth !== 'user');
    expect(guarded.length).toBeGreaterThan(20);
    const answers: string[] = [];
    for (const operation of guarded) {
      const body = bodyFor(operation.method);
      const anonymous = await api(site.host, operation.path, { method: operation.method, body });
      const member = await api(site.host, operation.path, { method: operation.method, body, cookie: stranger.cookie });
      answers.push(`${operation.method} ${operation.template} ${anonymous.status} ${member.status}`);
    }
    expect(answers).toEqual(guarded.map((operation) => `${operation.method} ${operation.template} 401 403`));
  });

  it("answers 401 without a session on a person's own routes, which need no membership", async () => {
    const site = await createTestSite();
    const stranger = await signedInUser(site.host);
    const own = (await operations(site.host)).filter((operation) => operation.auth === 'user');
    expect(own.map((operation) => `${operation.method} ${operation.template}`).sort()).toEqual(
      [
        'GET /api/v1/changelog',
        'GET /api/v1/me/preferences',
        'POST /api/v1/account/email',
        'POST /api/v1/account/name',
        'POST /api/v1/account/password',
        'POST /api/v1/account/sessions/revoke',
        'POST /api/v1/account/sessions/revoke-others',
        'POST /api/v1/account/two-factor/backup-codes',
        'POST /api/v1/account/two-factor/confirm',
        'POST /api/v1/account/two-factor/disable',
        'POST /api/v1/account/two-factor/enable',
        'GET /api/v1/onboarding/slug',
        'POST /api/v1/changelog',
        'POST /api/v1/onboarding/site',
        'PUT /api/v1/me/preferences',
        // The platform console's: a person's routes too, then only for PLATFORM_ADMIN_EMAILS (404 for others).
        'GET /api/v1/platform/sites',
        'POST /api/v1/platform/sites/{siteId}/resume',
        'POST /api/v1/platform/sites/{siteId}/suspend',
        'POST /api/v1/platform/sites/{siteId}/delete',
        'POST /api/v1/platform/sites/{siteId}/restore',
        'POST /api/v1/platform/sites/{siteId}/quota',
        'GET /api/v1/platform/sites/{siteId}/export',
        'POST /api/v1/platform/sites/import',
        'POST /api/v1/platform/sites/import/form',
        'POST /api/v1/platform/sites/new',
        'GET /api/v1/platform/users',
        'POST /api/v1/platform/users/{userId}/disable',
        'POST /api/v1/platform/users/{userId}/enable',
        'POST /api/v1/platform/users/{userId}/reset-link',
      ].sort(),
    );
    for (const operation of own) {
      expect((await api(site.host, operation.path, { method: operation.method, body: bodyFor(operation.method) })).status).toBe(401);
    }
    const read = own.find((operation) => operation.method === 'GET');
    expect((await api(site.host, read?.path ?? '', { method: 'GET', cookie: stranger.cookie })).status).toBe(200);
  });
});
