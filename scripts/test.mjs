// `npm test`: typecheck, lint, import layers, unit + integration tests (PGlite; Postgres too with TEST_DATABASE_URL),
// then browser tests against a production build. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-data');
mkdirSync(results, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
let passed = 0;
let failed = 0;
const failures = [];

function step(name, command, args) {
  console.log(`\n[webbox] ── ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(`[webbox] ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

if (step('typecheck', 'npx', ['tsc', '--noEmit'])) passed += 1;
else failed += 1;
if (step('lint', 'npx', ['biome', 'check', '.'])) passed += 1;
else failed += 1;
if (step('import layers', 'npm', ['run', '--silent', 'lint:imports'])) passed += 1;
else failed += 1;

const vitestJson = path.join(results, 'vitest-results.json');
rmSync(vitestJson, { force: true });
step('unit and integration tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numFailedTestSuites ?? 0);
} else failed += 1;

const e2eJson = path.join(results, 'e2e-results.json');
rmSync(e2eJson, { force: true });
step('browser tests', 'node', ['scripts/e2e.mjs']);
const e2e = readJson(e2eJson);
if (e2e) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
} else failed += 1;

if (failures.length) console.log(`\n[webbox] failed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
