// Makes a production build when there is none or the sources changed since the current one (or
// always, with --force: `npm run build`), and never into a folder a running server reads: each
// build is a new folder, dist/builds/<id> — the public sheet first (Next's layout links it), then
// Next, the server and the island runtime, then build.json, which marks it complete —, and
// `dist/current` is switched to it with one rename (atomic: a starting server sees the old build
// or the new one, never half of either). Next's output is not moved after the build: its route
// modules record the folder they were built for. Servers that run keep the build they
// started with. One build at a time per checkout: N servers started at once wait for the first
// one's build (a lock file, dist/build.lock) and then all use it. A step that fails stops the
// build with its exit code and leaves the current build as it was.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { BUILDS_DIR, CURRENT_LINK, DIST_DIR, ROOT } from './build-paths.mjs';

const INPUTS = ['src', 'scripts', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json'];
/** Builds kept: the current one and the two before it, which servers started earlier may still serve. */
const KEEP_BUILDS = 3;
/** Folders of the flat layout before builds had folders; now links into the current build, so `node dist/server/main.mjs` still starts it. */
const COMPAT_LINKS = ['server', 'islands', 'public'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The build `dist/current` names (its real folder and build.json), or null before the first build. */
export function currentBuild() {
  const file = path.join(CURRENT_LINK, 'build.json');
  if (!existsSync(file)) return null;
  return { dir: realpathSync(CURRENT_LINK), ...JSON.parse(readFileSync(file, 'utf8')) };
}

const isStale = (build) => INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > build.sourcesAt);

/** The folder of an up-to-date build (made now when needed). */
export async function buildIfNeeded({ force = false } = {}) {
  const found = currentBuild();
  if (!force && found && !isStale(found)) return found.dir;
  mkdirSync(DIST_DIR, { recursive: true });
  const release = await takeBuildLock();
  // A start stopped while it builds stops its build steps too (they would run on without it).
  const stop = (signal) => {
    for (const child of steps) child.kill(signal);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', stop).on('SIGTERM', stop);
  try {
    // Another start may have built while this one waited for the lock.
    const now = currentBuild();
    if (!force && now && !isStale(now)) return now.dir;
    return await makeBuild(now);
  } finally {
    process.off('SIGINT', stop).off('SIGTERM', stop);
    await release();
  }
}

/** The build steps running now. */
const steps = new Set();

async function takeBuildLock() {
  let told = false;
  for (;;) {
    try {
      // The lock's file is touched every 5 s while held; one untouched for 30 s (a build killed) is taken over.
      return await lockfile.lock(DIST_DIR, {
        lockfilePath: path.join(DIST_DIR, 'build.lock'),
        realpath: false,
        stale: 30_000,
        update: 5_000,
        onCompromised: (error) => console.error(`[webbox] the build lock was lost (${error.message}); another build may run at the same time`),
      });
    } catch (error) {
      if (error.code !== 'ELOCKED') throw error;
      if (!told) console.log('[webbox] another start is building: waiting for its build…');
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Runs a step as its own process (the event loop stays free to keep the lock fresh); a failure ends this process with its code. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'], env: options.env ?? process.env });
    steps.add(child);
    child.on('exit', (code) => {
      steps.delete(child);
      if (code === 0) resolve();
      else {
        console.error(`[webbox] build step failed: ${[command, ...args].join(' ')}`);
        process.exit(code ?? 1);
      }
    });
  });
}

const script = (name, outDir) => run(process.execPath, [path.join(ROOT, 'scripts', name), '--out', outDir]);

async function makeBuild(previous) {
  const id = `${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')}-${randomBytes(3).toString('hex')}`;
  // Sources changed after this moment make the next start build again.
  const sourcesAt = Date.now();
  // Under the lock, a build folder without build.json is what a killed build left behind.
  removeIncompleteBuilds();
  const dir = path.join(BUILDS_DIR, id);
  mkdirSync(dir, { recursive: true });
  console.log(previous ? '[webbox] sources changed: building…' : '[webbox] first start: building…');
  await script('build-css.mjs', path.join(dir, 'public'));
  await withTsconfigKept(() =>
    run(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
      stdio: 'inherit',
      // next.config.ts reads its output folder from here; a server reads it from its own build (src/server/platform/build-dir.ts).
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', WEBBOX_NEXT_DIST_DIR: path.relative(ROOT, path.join(dir, 'next')) },
    }),
  );
  await script('build-server.mjs', path.join(dir, 'server'));
  await script('build-islands.mjs', path.join(dir, 'islands'));
  writeFileSync(path.join(dir, 'build.json'), `${JSON.stringify({ id, sourcesAt, builtAt: new Date().toISOString() }, null, 2)}\n`);
  switchCurrent(id);
  pruneBuilds();
  console.log(`[webbox] build ${id} is current`);
  return dir;
}

/**
 * `next build` adds its output folder's type globs to tsconfig.json's `include`: a new folder on
 * every build. The file is put back as it was, with its time, so it stays clean and does not
 * count as a changed source.
 */
async function withTsconfigKept(step) {
  const file = path.join(ROOT, 'tsconfig.json');
  const text = readFileSync(file);
  const { atime, mtime } = statSync(file);
  try {
    await step();
  } finally {
    writeFileSync(file, text);
    utimesSync(file, atime, mtime);
  }
}

function removeIncompleteBuilds() {
  if (!existsSync(BUILDS_DIR)) return;
  for (const name of readdirSync(BUILDS_DIR)) {
    if (!existsSync(path.join(BUILDS_DIR, name, 'build.json'))) rmSync(path.join(BUILDS_DIR, name), { recursive: true, force: true });
  }
}

/** Points dist/current at the build in one rename, and keeps the flat layout's paths as links into it. */
function switchCurrent(id) {
  const next = path.join(DIST_DIR, `current.${process.pid}.tmp`);
  rmSync(next, { force: true });
  symlinkSync(path.join('builds', id), next);
  renameSync(next, CURRENT_LINK);
  for (const name of COMPAT_LINKS) {
    const link = path.join(DIST_DIR, name);
    const stat = lstatSync(link, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) continue;
    // A folder of the flat layout (a checkout built before builds had folders): replaced once.
    if (stat) rmSync(link, { recursive: true, force: true });
    symlinkSync(path.join('current', name), link);
  }
}

function pruneBuilds() {
  const builds = readdirSync(BUILDS_DIR).sort().reverse();
  for (const old of builds.slice(KEEP_BUILDS)) rmSync(path.join(BUILDS_DIR, old), { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildIfNeeded({ force: process.argv.includes('--force') });
