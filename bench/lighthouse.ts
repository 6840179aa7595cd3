/**
 * Lighthouse (mobile preset, performance only) on the demo home and a content-only page, in Debian's
 * Chromium, against a fresh local production server. One discarded run per page warms the page cache
 * and the image variants (rendered once on first request); then N runs, the median reported.
 * Usage: npm run bench:lighthouse [-- --runs 3]
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3313;
const PAGES = { home: '/de', contentOnly: '/de/impressum' } as const;
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'];
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;

type Audit = { numericValue?: number };
type LighthouseResult = {
  lighthouseVersion: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit | undefined>;
  runWarnings?: string[];
};
type Run = { score: number; lcpMs: number; fcpMs: number; cls: number; tbtMs: number; speedIndexMs: number };

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 480; i += 1) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function lighthouse(url: string): LighthouseResult {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [url, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROME_FLAGS.join(' ')}`],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROME } },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed (${result.status}): ${result.stderr.slice(-2000)}`);
  return JSON.parse(result.stdout) as LighthouseResult;
}

const metric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const toRun = (lhr: LighthouseResult): Run => ({
  score: Math.round((lhr.categories.performance.score ?? 0) * 100),
  lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
  fcpMs: Math.round(metric(lhr, 'first-contentful-paint')),
  cls: Number(metric(lhr, 'cumulative-layout-shift').toFixed(3)),
  tbtMs: Math.round(metric(lhr, 'total-blocking-time')),
  speedIndexMs: Math.round(metric(lhr, 'speed-index')),
});

/** The run with the median score (ties: the median LCP), so its metrics belong together. */
function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return sorted[Math.floor(sorted.length / 2)] as Run;
}

async function measure(base: string, pathname: string) {
  const url = `${base}${pathname}`;
  lighthouse(url); // warm-up, discarded
  const runs: Run[] = [];
  let version = '';
  for (let i = 0; i < RUNS; i += 1) {
    const lhr = lighthouse(url);
    version = lhr.lighthouseVersion;
    runs.push(toRun(lhr));
    for (const warning of lhr.runWarnings ?? []) console.warn(`[lighthouse] ${pathname}: ${warning}`);
  }
  return { url: pathname, lighthouseVersion: version, median: median(runs), runs };
}

async function main() {
  const build = spawn('node', ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  await new Promise((resolve) => build.on('exit', resolve));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-lighthouse-'));
  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/runtime/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_OWNER_PASSWORD: 'bench-owner-password' },
    });
    const base = `http://localhost:${PORT}`;
    await waitFor(`${base}/api/v1/health`);
    const report = {
      date: new Date().toISOString(),
      preset: 'mobile (Lighthouse default: Moto G Power viewport, simulated slow 4G, 4x CPU slowdown)',
      chromium: spawnSync(CHROME, ['--version'], { encoding: 'utf8' }).stdout.trim(),
      home: await measure(base, PAGES.home),
      contentOnly: await measure(base, PAGES.contentOnly),
    };
    mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    writeFileSync(path.join(import.meta.dirname, 'results', 'lighthouse-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    for (const page of [report.home, report.contentOnly]) {
      const m = page.median;
      console.log(`${page.url}: performance ${m.score}, LCP ${m.lcpMs} ms, FCP ${m.fcpMs} ms, CLS ${m.cls}, TBT ${m.tbtMs} ms, SI ${m.speedIndexMs} ms (median of ${page.runs.length}; scores ${page.runs.map((r) => r.score).join('/')})`);
    }
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
