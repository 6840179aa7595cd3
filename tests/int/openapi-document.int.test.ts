import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/fixtures';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  'x-webbox-auth'?: string;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { headers?: Record<string, unknown> }>;
};
type Document = {
  servers?: { url: string }[];
  components: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

const REDOCLY = path.resolve(import.meta.dirname, '../../node_modules/.bin/redocly');
const run = promisify(execFile);

/** The document as the running app serves it (GET /api/v1/openapi.json). */
let doc: Document;
const operations = () =>
  Object.entries(doc.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${route}`, operation })),
  );

describe('OpenAPI document', () => {
  let scratch: string;
  beforeAll(async () => {
    doc = (await (await api('anything.test', '/openapi.json')).json()) as Document;
    scratch = mkdtempSync(path.join(os.tmpdir(), 'webbox-openapi-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('declares the session cookie as its security scheme, and every operation says whether it needs it', () => {
    expect(doc.components.securitySchemes?.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' });
    expect(doc.servers?.length).toBeGreaterThan(0);
    const wrong = operations().filter(({ operation }) => {
      const needed = operation['x-webbox-auth'] !== 'public';
      return !operation['x-webbox-auth'] || JSON.stringify(operation.security) !== JSON.stringify(needed ? [{ session: [] }] : []);
    });
    expect(wrong.map(({ key }) => key)).toEqual([]);
  });

  it('names every operation with a unique operationId', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the 303 (with its Location) of every no-JavaScript form route', () => {
    const forms = operations().filter(({ operation }) => operation.requestBody?.content['application/x-www-form-urlencoded'] || operation.responses['303']);
    expect(forms.length).toBeGreaterThan(10);
    const undeclared = forms.filter(({ operation }) => !operation.responses['303']?.headers?.Location);
    expect(undeclared.map(({ key }) => key)).toEqual([]);
  });

  it("passes Redocly's recommended ruleset without errors", async () => {
    expect(existsSync(REDOCLY), '@redocly/cli is a devDependency of the project: run npm install').toBe(true);
    const file = path.join(scratch, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    // redocly exits non-zero when it finds errors; its JSON report is on stdout either way.
    const { stdout } = await run(REDOCLY, ['lint', '--extends=recommended', '--format=json', file], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });
});
