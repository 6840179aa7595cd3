import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, type Permission, ROLES, type Role, can, leastRoleFor } from '../../src/shared/permissions';
import { api, createTestSite, signedInUser } from './support/fixtures';

/**
 * Generated from the OpenAPI document, once per role: every member operation names its permission
 * of the matrix (`x-webbox-permission`), and each role is refused (403) exactly where the matrix
 * refuses it — a route added without a matrix entry, or enforced otherwise, fails here.
 */
type RawOperation = { 'x-webbox-auth'?: string; 'x-webbox-permission'?: string };
type OpenApiDocument = { paths: Record<string, Record<string, RawOperation>> };

type MemberOperation = { key: string; method: string; path: string; auth: string | undefined; permission: string | undefined };

async function memberOperations(host: string): Promise<MemberOperation[]> {
  const doc = (await (await api(host, '/openapi.json')).json()) as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation['x-webbox-auth'] !== 'public' && operation['x-webbox-auth'] !== 'user')
      .map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${template.replace(/^\/api\/v1/, '')}`,
        method: method.toUpperCase(),
        // Unknown ids: access is decided before anything is looked up.
        path: template.replace(/^\/api\/v1/, '').replace(/\{[^}]+\}/g, () => randomUUID()),
        auth: operation['x-webbox-auth'],
        permission: operation['x-webbox-permission'],
      })),
  );
}

const isPermission = (value: string | undefined): value is Permission => (PERMISSION_NAMES as string[]).includes(value ?? '');
/** A minimal body: access is checked before validation reads it. */
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

/** Streams answer 200 and stay open: read nothing of an accepted one. */
async function statusOf(response: Response): Promise<number> {
  await response.body?.cancel();
  return response.status;
}

describe('the permission matrix, walked over the OpenAPI document per role', () => {
  it('gives every member operation a permission of the matrix whose least role is its declared auth', async () => {
    const site = await createTestSite();
    const operations = await memberOperations(site.host);
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((operation) => !isPermission(operation.permission)).map((operation) => operation.key)).toEqual([]);
    expect(
      operations
        .filter((operation) => isPermission(operation.permission) && leastRoleFor(operation.permission) !== operation.auth)
        .map((operation) => operation.key),
    ).toEqual([]);
    // Opticians: the inbox, the business profile and the listings, never the pages.
    const optician = operations
      .filter((operation) => isPermission(operation.permission) && can('optician', operation.permission))
      .map((operation) => operation.key);
    expect(optician).toEqual(expect.arrayContaining(['GET /forms/submissions', 'PUT /business', 'POST /listings', 'GET /media']));
    expect(optician).not.toContain('POST /data');
    expect(optician).not.toContain('POST /page/publish');
    expect(optician).not.toContain('POST /site/publish');
  });

  for (const role of [...ROLES, null] as (Role | null)[]) {
    it(`answers 403 exactly where the matrix refuses ${role ?? 'a signed-in non-member'}`, { timeout: 120_000 }, async () => {
      const site = await createTestSite();
      const caller = await signedInUser(site.host, role ?? undefined);
      const operations = await memberOperations(site.host);
      const expected: string[] = [];
      const actual: string[] = [];
      for (const operation of operations) {
        const allowed = isPermission(operation.permission) && can(role, operation.permission);
        const status = await statusOf(
          await api(site.host, operation.path, { method: operation.method, body: bodyFor(operation.method), cookie: caller.cookie }),
        );
        expected.push(`${operation.key} ${allowed ? 'allowed' : 403}`);
        actual.push(`${operation.key} ${status === 403 ? 403 : status === 401 ? 401 : 'allowed'}`);
      }
      expect(actual).toEqual(expected);
    });
  }
});
