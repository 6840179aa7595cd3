import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusFor } from './support/malformed-corpus';
import { loadOperations, type Operation } from './support/openapi-operations';
import { type Tenant, createTenant, rowCountsOf, send, useTemporaryStorage } from './support/tenant-world';
import { createTestSite } from './support/fixtures';

/**
 * For every documented operation that takes a body or parameters: a corpus generated from its
 * schema with fast-check (fixed seed, so a failure replays) — no request answers 5xx, and a
 * refused one (4xx) leaves the site's rows as they were. See malformed-corpus.ts for the inputs;
 * the body-size limits have their own walk (body-limits.int.test.ts).
 */
const RUNS = 25;
const SEED = 20_261_123;

let cleanUp: () => Promise<void>;
let operations: Operation[];
let tenant: Tenant;

beforeAll(async () => {
  cleanUp = await useTemporaryStorage();
  operations = await loadOperations((await createTestSite()).host);
  tenant = await createTenant();
});
afterAll(async () => cleanUp());

/** One seed per operation, from its name: adding a route leaves the other corpora as they were. */
const seedOf = (key: string) => Array.from(key).reduce((hash, character) => (hash * 31 + character.charCodeAt(0)) | 0, SEED);

const takesInput = (operation: Operation) =>
  operation.bodyType !== null || operation.parameters.length > 0 || operation.key === 'POST /sign-in/form' || operation.key === 'POST /invitation/accept';

/** Reads an answer without waiting on a stream (the game events route streams when it accepts). */
async function bodyOf(response: Response): Promise<string> {
  if (response.headers.get('content-type')?.includes('text/event-stream')) {
    await response.body?.cancel();
    return '';
  }
  return response.text();
}

describe('malformed input on every operation', () => {
  it('probes every operation that takes input', async () => {
    const probed = operations.filter(takesInput).map((operation) => operation.key);
    expect(probed.length).toBeGreaterThan(30);
    expect(probed).toEqual(
      expect.arrayContaining(['POST /data', 'POST /contact', 'POST /media/upload', 'PUT /games/{id}/scores', 'GET /media', 'POST /sign-in/form']),
    );
  });

  // About 25 requests per operation, so the time grows with every route (~70 in issue 16, ~2 min on a
  // busy two-core machine with PGlite): room for that, still a bound for a hung request.
  it('answers no 5xx and stores nothing on refusal, for a generated corpus per operation', { timeout: 300_000 }, async () => {
    const problems: string[] = [];
    let refused = 0;
    for (const operation of operations.filter(takesInput)) {
      for (const request of corpusFor(operation, tenant.ids, { runs: RUNS, seed: seedOf(operation.key) })) {
        const before = await rowCountsOf(tenant.id);
        const response = await send(tenant.owner, request);
        const text = await bodyOf(response);
        const shown = `${operation.key} ${request.path.slice(0, 120)} ${JSON.stringify(request.body ?? null).slice(0, 160)}`;
        if (response.status >= 500) problems.push(`${response.status} ${shown} → ${text.slice(0, 200)}`);
        else if (response.status >= 400) {
          refused += 1;
          const after = await rowCountsOf(tenant.id);
          if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`stored on ${response.status}: ${shown}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Most broken requests are refused: a corpus that slipped through as valid would prove little.
    expect(refused).toBeGreaterThan(operations.filter(takesInput).length * RUNS * 0.6);
  });
});
