// Shows that `npm run dev` serves the public pages through the same renderer as production: starts
// the dev server (tsx, Next's dev server, the watched builds in dist/dev) on a free port with a
// fresh embedded database, then asks for /de and its style sheet. Exits 0 when /de came from our
// renderer (`x-webbox-render: live`), links /_site/site-<hash>.css and has no `/_next/`; 1 otherwise.
// Usage: node scripts/check-dev.mjs [--timeout 180]. Most of its time is the migrations, the demo seed,
// Next's dev server and the three first builds: 100 s on this machine at load average 15.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { timeout: { type: 'string', default: '180' } } });
const deadline = Date.now() + Number(values.timeout) * 1000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-check-dev-'));

const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/runtime/main.ts', '--dev'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'info',
    AUTH_SECRET: 'check-dev-secret-that-is-long-enough',
    SEED_OWNER_PASSWORD: 'check-dev-owner-password',
    NEXT_TELEMETRY_DISABLED: '1',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let stdout = '';
let stderr = '';
child.stdout.on('data', (chunk) => {
  stdout += chunk;
});
child.stderr.on('data', (chunk) => {
  stderr += chunk;
});
const exited = new Promise((resolve) => child.on('exit', resolve));

async function listeningPort() {
  while (Date.now() < deadline) {
    const line = stdout.split('\n').find((entry) => entry.includes('Webbox listening'));
    if (line) return Number(JSON.parse(line).port);
    if (child.exitCode !== null) throw new Error(`the dev server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the dev server did not listen within ${values.timeout} s`);
}

function check(problems, condition, problem) {
  if (!condition) problems.push(problem);
}

let failed = true;
const started = Date.now();
try {
  const port = await listeningPort();
  const origin = `http://localhost:${port}`;
  const response = await fetch(`${origin}/de`);
  const html = await response.text();
  const sheet = html.match(/<link rel="stylesheet" href="(\/_site\/site-[A-Za-z0-9]+\.css)"/)?.[1];
  const problems = [];
  check(problems, response.status === 200, `/de answered ${response.status}`);
  check(
    problems,
    response.headers.get('x-webbox-render') === 'live',
    `/de was not rendered by our renderer (x-webbox-render: ${response.headers.get('x-webbox-render')})`,
  );
  check(problems, !html.includes('/_next/'), '/de links something of Next (/_next/)');
  check(problems, sheet !== undefined, '/de links no /_site/site-<hash>.css');
  if (sheet) {
    const css = await fetch(origin + sheet);
    check(problems, css.status === 200 && (css.headers.get('content-type') ?? '').startsWith('text/css'), `${sheet} answered ${css.status}`);
    check(problems, (await css.text()).includes('.antialiased'), `${sheet} is not the public sheet`);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  failed = false;
  console.log(`npm run dev rendered /de through the public renderer (${sheet}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`[check-dev] ${error.message}\n--- server output (last 3000 characters) ---\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`);
} finally {
  if (child.exitCode === null) child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
