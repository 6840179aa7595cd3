import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite } from './support/fixtures';
import { type IdKind, loadOperations, type Operation, type TenantIds } from './support/openapi-operations';
import { namesAnyOf, requestFor } from './support/operation-requests';
import { type Tenant, createTenant, send, snapshotOf, useTemporaryStorage } from './support/tenant-world';

/**
 * Generated from the OpenAPI document: every operation, called by someone who does not belong to
 * the victim tenant, with the victim's ids (pages, sections, fields, media, uploads, submissions,
 * mails, games, players). Nothing of the victim is answered and its rows read back unchanged.
 */
let cleanUp: () => Promise<void>;
let operations: Operation[];
let victim: Tenant;
let attacker: Tenant;

beforeAll(async () => {
  cleanUp = await useTemporaryStorage();
  operations = await loadOperations((await createTestSite()).host);
  victim = await createTenant();
  attacker = await createTenant();
});
afterAll(async () => cleanUp());

/** Member routes: everything but the public ones and a person's own preferences. */
const memberOnly = (operation: Operation) => operation.auth !== 'public' && operation.auth !== 'user';

/** Operations whose generated request succeeds with the caller's own ids (the rest need state a request cannot make, e.g. a finished upload). */
const DOING_THEIR_WORK = [
  'POST /page/publish',
  'POST /page/revert',
  'GET /page/status/publication',
  'GET /page/status/translation',
  'POST /revalidate/tag',
  'POST /data',
  'POST /group/add',
  'POST /group/sort',
  'POST /group/remove',
  'GET /media/{id}',
  'POST /media/update',
  'POST /media/blurHash',
  'POST /media/cropImage',
  'POST /media/delete',
  'POST /contact',
  'POST /aspectSponsorForm',
  'POST /forms/mails/retry',
  'GET /games/{id}',
  'POST /games/{id}/players',
  'PATCH /games/{id}/players/{playerId}',
  'DELETE /games/{id}/players/{playerId}',
  'GET /listings',
  'POST /listings',
  'PUT /listings/{id}',
  'DELETE /listings/{id}',
];

type Answer = { key: string; status: number; leaked: boolean };

async function call(operation: Operation, caller: { host: string; cookie?: string }): Promise<Answer> {
  const response = await send(caller, await requestFor(operation, victim.ids));
  const text = await response.text();
  return { key: operation.key, status: response.status, leaked: text.includes(victim.marker) };
}

/** Which sections a site has and on which of its pages: what a foreign id could have added or moved. */
const groupIdentities = (rows: unknown[] | undefined) =>
  (rows ?? []).map((row) => {
    const { id, siteId, pageId, componentType } = JSON.parse(String(row)) as Record<string, unknown>;
    return JSON.stringify({ id, siteId, pageId, componentType });
  });

describe('tenant isolation, for every documented operation', () => {
  it('covers the routes that take ids of every kind', () => {
    const keys = operations.map((operation) => operation.key);
    expect(operations.length).toBeGreaterThan(35);
    for (const key of ['POST /data', 'GET /media/{id}', 'POST /forms/mails/retry', 'PATCH /games/{id}/players/{playerId}', 'PUT /media/upload/{id}'])
      expect(keys).toContain(key);
  });

  it("carries the same requests out for the owner with the site's own ids, so a refusal above is about ownership", async () => {
    const own = await createTenant();
    const accepted: string[] = [];
    for (const operation of operations.filter((candidate) => !candidate.template.endsWith('/events'))) {
      const response = await send(own.owner, await requestFor(operation, own.ids));
      if (response.ok) accepted.push(operation.key);
    }
    expect(accepted).toEqual(expect.arrayContaining(DOING_THEIR_WORK));
  });

  it("refuses anonymous callers and another tenant's owner on the victim's host, and changes nothing", async () => {
    const before = await snapshotOf(victim.id);
    const answers: string[] = [];
    for (const operation of operations.filter(memberOnly)) {
      const anonymous = await call(operation, { host: victim.host });
      const foreignOwner = await call(operation, attacker.owner.cookie ? { host: victim.host, cookie: attacker.owner.cookie } : { host: victim.host });
      answers.push(`${operation.key} ${anonymous.status}${anonymous.leaked ? ' LEAK' : ''} ${foreignOwner.status}${foreignOwner.leaked ? ' LEAK' : ''}`);
    }
    expect(answers).toEqual(operations.filter(memberOnly).map((operation) => `${operation.key} 401 403`));
    expect(await snapshotOf(victim.id)).toEqual(before);
  });

  it("refuses the victim's ids to the owner of another site on their own host, leaks nothing and changes nothing", async () => {
    const before = await snapshotOf(victim.id);
    const attackerBefore = await snapshotOf(attacker.id);
    const problems: string[] = [];
    let refused = 0;
    for (const operation of operations.filter((candidate) => candidate.auth !== 'user')) {
      const request = await requestFor(operation, victim.ids);
      const answer = await call(operation, attacker.owner);
      if (answer.leaked) problems.push(`${operation.key} answered the victim's data (${answer.status})`);
      // Readiness says 503 while this test's process runs no background workers: an answer, not a failure.
      const answered = operation.key === 'GET /health/ready' && answer.status === 503;
      if (answer.status >= 500 && !answered) problems.push(`${operation.key} failed with ${answer.status}`);
      // A request naming the victim's rows must be refused; one naming none may succeed on the caller's own site.
      if (namesAnyOf(request, victim.ids)) {
        if (answer.status < 400) problems.push(`${operation.key} accepted the victim's ids (${answer.status})`);
        else refused += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(refused).toBeGreaterThan(25);
    expect(await snapshotOf(victim.id)).toEqual(before);
    // The attacker's own site took no foreign row either (e.g. a section or score pointing at the victim).
    // Compared by identity: a request naming no ids may change the caller's own rows (publishing the
    // whole site), and creating a page of its own (POST /page/add) adds sections only on that new page.
    const attackerAfter = await snapshotOf(attacker.id);
    const pageIdsOf = (rows: unknown[] | undefined) => new Set((rows ?? []).map((row) => (JSON.parse(String(row)) as { id: string }).id));
    const beforePageIds = pageIdsOf(attackerBefore.pages);
    const newPageIds = [...pageIdsOf(attackerAfter.pages)].filter((id) => !beforePageIds.has(id));
    const identities = groupIdentities(attackerAfter.groups);
    const onOldPages = identities.filter((identity) => !newPageIds.includes((JSON.parse(identity) as { pageId: string }).pageId));
    expect(onOldPages).toEqual(groupIdentities(attackerBefore.groups));
    expect(attackerAfter.holes).toEqual(attackerBefore.holes);
  });

  it("refuses a request mixing the caller's own ids with one of the victim's, kind by kind", async () => {
    const before = await snapshotOf(victim.id);
    const problems: string[] = [];
    let probed = 0;
    for (const operation of operations.filter((candidate) => candidate.auth !== 'user' && !candidate.template.endsWith('/events'))) {
      for (const kind of Object.keys(victim.ids) as IdKind[]) {
        const mixed: TenantIds = { ...attacker.ids, [kind]: victim.ids[kind] };
        const request = await requestFor(operation, mixed);
        if (!`${request.path} ${JSON.stringify(request.body ?? null)}`.includes(victim.ids[kind])) continue;
        // A score's page id is an opaque hole key within the caller's own game (any uuid is taken,
        // see games-api.int.test.ts); it reads and changes nothing of the page's site.
        if (operation.key === 'PUT /games/{id}/scores' && kind === 'page') continue;
        probed += 1;
        const response = await send(attacker.owner, request);
        const text = await response.text();
        // Offline rule: removing a player the game does not hold succeeds and says it removed nothing.
        const idempotentDelete = operation.key === 'DELETE /games/{id}/players/{playerId}' && response.status === 200 && text.includes('"deleted":false');
        if ((response.status < 400 && !idempotentDelete) || response.status >= 500)
          problems.push(`${operation.key} with the victim's ${kind}: ${response.status}`);
        if (text.includes(victim.marker)) problems.push(`${operation.key} with the victim's ${kind} answered the victim's data`);
      }
    }
    expect(problems).toEqual([]);
    expect(probed).toBeGreaterThan(30);
    expect(await snapshotOf(victim.id)).toEqual(before);
  });
});
