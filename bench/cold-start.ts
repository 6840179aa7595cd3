/**
 * Cold start: time from starting the server process to the first served page (`/de`, page cache
 * empty) and the server's memory after it, for the compiled server (`dist/server/main.mjs`) and the
 * TypeScript sources through tsx, on one demo data directory seeded beforehand (seeding is not
 * part of a restart). Usage: npm run bench:cold-start [-- --runs 3]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3314;
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const COMPILED = ['dist/server/main.mjs'];
const RUNNERS: Record<string, { args: readonly string[]; env?: Record<string, string> }> = {
  compiled: { args: COMPILED },
  // Next renders the first page (and every page): what the live renderer's start adds or saves.
  'compiled, LIVE_RENDERER=false': { args: COMPILED, env: { LIVE_RENDERER: 'false' } },
  tsx: { args: ['--import', 'tsx', 'src/server/runtime/main.ts'] },
};

function start(args: readonly string[], dataDir: string, extraEnv: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_OWNER_PASSWORD: 'bench-owner-password',
      ...extraEnv,
    },
  });
}

async function firstPage(): Promise<void> {
  for (let i = 0; i < 2400; i += 1) {
    const ok = await fetch(`http://localhost:${PORT}/de`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no page within 120 s');
}

/** Resident memory of the process (kB → MB), from /proc. */
function rssMb(pid: number): number {
  const line =
    readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:')) ?? '';
  return Math.round(Number(line.replace(/\D/g, '')) / 1024);
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main() {
  const build = spawn('node', ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  await new Promise((resolve) => build.on('exit', resolve));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-cold-'));
  try {
    // Seed once (first start), so every measured start opens the same existing site.
    const seeding = start(COMPILED, dataDir);
    await firstPage();
    await stop(seeding);
    for (const [name, { args, env }] of Object.entries(RUNNERS)) {
      const rows: { ms: number; rss: number; rssAfter100: number }[] = [];
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        const child = start(args, dataDir, env);
        await firstPage();
        const ms = Math.round(performance.now() - started);
        const rss = rssMb(child.pid ?? 0);
        for (let i = 0; i < 100; i += 1) await fetch(`http://localhost:${PORT}${i % 2 ? '/de/kontakt' : '/fr'}`).then((r) => r.arrayBuffer());
        rows.push({ ms, rss, rssAfter100: rssMb(child.pid ?? 0) });
        await stop(child);
      }
      const median = <K extends keyof (typeof rows)[number]>(key: K) => [...rows].map((r) => r[key]).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
      console.log(
        `${name}: first page after ${median('ms')} ms, RSS ${median('rss')} MB, after 100 more requests ${median('rssAfter100')} MB (median of ${runs}: ${rows.map((r) => r.ms).join(' / ')} ms)`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
