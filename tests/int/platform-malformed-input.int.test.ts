import { and, count, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { memberships, siteDomains, sites } from '../../src/server/db/schema';
import { createUser } from '../../src/server/services/users/create-user';
import { createTestSite } from './support/fixtures';
import { corpusFor } from './support/malformed-corpus';
import { type Operation, loadOperations } from './support/openapi-operations';
import { PLATFORM, configurePlatform, cookiesOf, freshEmail, platformRequest } from './support/platform';
import type { TenantIds } from './support/openapi-operations';
import { type RawRequest, send } from './support/tenant-world';

/**
 * The generated suites walk every route on a site's host, where the platform's routes answer 404.
 * Here the same generated corpus (fast-check, fixed seed) goes to them where they live — sign-up
 * and the wizard on the platform host, signed in with a verified account — and none answers 5xx.
 */
configurePlatform('open');

const RUNS = 20;
const isPlatformRoute = (operation: Operation) => /^\/(signup|onboarding|handoff)/.test(operation.template);
const noIds = new Proxy({} as TenantIds, { get: () => '00000000-0000-4000-8000-000000000000' });

let operations: Operation[];
beforeAll(async () => {
  operations = (await loadOperations((await createTestSite()).host)).filter(isPlatformRoute);
});

/** The no-JavaScript posts read their urlencoded body themselves: hostile fields for them. */
const FORM_FIELDS: Record<string, string[]> = {
  '/signup/form': ['name', 'email', 'password', 'terms', 'lang', 'invitation'],
  '/signup/resend': ['email', 'lang'],
  '/onboarding/site/form': ['businessName', 'slug', 'locales', 'defaultLocale', 'businessKind', 'start', 'lang'],
};
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('\u0000', '\ud800', 'x'.repeat(5000), 'on', 'de', 'zz', 'www', 'optician', 'empty', '<script>alert(1)</script>', 'a@b.ch', '../../etc'),
);
function formCorpus(path: string, seed: number): RawRequest[] {
  const fields = FORM_FIELDS[path] ?? [];
  return fc.sample(
    fc
      .array(fc.tuple(fc.constantFrom(...fields, 'extra'), hostile), { maxLength: 10 })
      .map((pairs) => ({ method: 'POST', path, rawBody: new URLSearchParams(pairs).toString(), contentType: 'application/x-www-form-urlencoded' })),
    { numRuns: RUNS, seed },
  );
}

/** The business name and address a wizard request asks for, when it names both as strings. */
function wizardRequestOf(request: RawRequest): { businessName: string; slug: string } | null {
  const fields: Record<string, unknown> =
    typeof request.rawBody === 'string' && request.contentType === 'application/x-www-form-urlencoded'
      ? Object.fromEntries(new URLSearchParams(request.rawBody))
      : typeof request.body === 'object' && request.body !== null
        ? (request.body as Record<string, unknown>)
        : {};
  const { businessName, slug } = fields;
  return typeof businessName === 'string' && typeof slug === 'string' ? { businessName, slug: slug.toLowerCase() } : null;
}

/** The caller's sites: other files running beside this one (PostgreSQL is shared) make sites too. */
async function siteCount(userId: string): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(memberships).where(eq(memberships.userId, userId));
  return row?.n ?? 0;
}

describe('malformed input on the platform routes', () => {
  it('answers no 5xx to a generated corpus, and a refused wizard request creates no site', { timeout: 240_000 }, async () => {
    expect(operations.map((operation) => operation.key).sort()).toEqual([
      'GET /handoff',
      'GET /onboarding/slug',
      'POST /onboarding/site',
      'POST /onboarding/site/form',
      'POST /signup',
      'POST /signup/form',
      'POST /signup/resend',
    ]);
    const email = freshEmail('walker');
    const walker = await createUser(getDb(), { email, password: 'ein langes passwort 9' });
    const signIn = await platformRequest('POST', '/auth/sign-in/email', { body: { email, password: 'ein langes passwort 9' } });
    const caller = { host: PLATFORM, cookie: cookiesOf(signIn) };
    const problems: string[] = [];
    const before = new Set((await getDb().select({ id: sites.id }).from(sites)).map((row) => row.id));
    const asked = new Set<string>();
    for (const operation of operations) {
      const seed = Array.from(operation.key).reduce((hash, character) => (hash * 31 + character.charCodeAt(0)) | 0, 20_261_128);
      const corpus = FORM_FIELDS[operation.template] ? formCorpus(operation.template, seed) : corpusFor(operation, noIds, { runs: RUNS, seed });
      for (const request of corpus) {
        const before = await siteCount(walker.id);
        const wizard = wizardRequestOf(request);
        if (wizard) asked.add(`${wizard.businessName}\u0000${wizard.slug}.${PLATFORM}`);
        const response = await send(caller, request);
        const text = await response.text();
        if (response.status >= 500)
          problems.push(`${response.status} ${operation.key} ${JSON.stringify(request.body ?? request.rawBody ?? null).slice(0, 300)} → ${text.slice(0, 200)}`);
        if (response.status >= 400 && operation.key === 'POST /onboarding/site' && (await siteCount(walker.id)) !== before)
          problems.push(`site stored on ${response.status}`);
      }
    }
    expect(problems).toEqual([]);
    // Every site the corpus did create is whole: its owner is the caller (a failed one left nothing).
    // Only sites named and addressed as a corpus request asked count: files beside this one make sites too.
    const rows = await getDb()
      .select({ id: sites.id, name: sites.name, host: siteDomains.host })
      .from(sites)
      .innerJoin(siteDomains, eq(siteDomains.siteId, sites.id));
    const created = [...new Set(rows.filter((row) => !before.has(row.id) && asked.has(`${row.name}\u0000${row.host}`)).map((row) => row.id))];
    const owned = created.length
      ? await getDb()
          .select({ siteId: memberships.siteId })
          .from(memberships)
          .where(and(inArray(memberships.siteId, created), eq(memberships.role, 'owner')))
      : [];
    expect(owned.map((row) => row.siteId).sort()).toEqual([...created].sort());
  });
});
