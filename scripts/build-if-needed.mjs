// Builds the public style sheet (dist/public) first — Next's layout links it, also in pages Next
// prerenders —, then the Next app when there is no build or the sources changed since the last one,
// then the server around it (dist/server) and the island runtime (dist/islands), a second each.
// Any step that fails stops the build with its exit code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildId = path.join(root, '.next', 'BUILD_ID');
const inputs = ['src', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIfNeeded({ force = false } = {}) {
  runScript('build-css.mjs');
  buildNextIfNeeded(force);
  // The server (dist/server) and the island runtime (dist/islands) take a second each: always rebuilt.
  for (const script of ['build-server.mjs', 'build-islands.mjs']) runScript(script);
}

function runScript(script) {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts', script)], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

function buildNextIfNeeded(force) {
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changed = inputs.some((input) => newestMtime(path.join(root, input)) > built);
  if (!force && built && !changed) return;
  console.log(built ? '[webbox] sources changed: building…' : '[webbox] first start: building…');
  const result = spawnSync('npx', ['next', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded({ force: process.argv.includes('--force') });
