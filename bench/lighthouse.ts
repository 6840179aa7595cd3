/**
 * Lighthouse (mobile preset; performance only, the sweep adds accessibility and SEO) on the demo home and a content-only page, in Debian's
 * Chromium, against a fresh local production server. One discarded run per page warms the page cache
 * and the image variants (rendered once on first request); then N runs, the median reported.
 * Usage: npm run bench:lighthouse [-- --runs 3]
 *
 * `--all`: every page the demo's sitemap lists instead, each warmed with a plain fetch of the page
 * and its images (a Lighthouse warm-up per page would double a long sweep), then measured `--runs`
 * times (default 1 here); prints a table of score, LCP and any runtime error (NO_LCP…) per page.
 * Usage: npm run bench:lighthouse -- --all [--runs 1]
 * `--pages /de/kontakt,/de/game`: the same sweep over the pages given.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnBenchServer, waitForOk } from './support/bench-server';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3313;
const PAGES = { home: '/de', contentOnly: '/de/impressum' } as const;
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
];
const pagesArg = process.argv.indexOf('--pages');
const LISTED = pagesArg > 0 ? (process.argv[pagesArg + 1] ?? '').split(',').filter(Boolean) : null;
const ALL = process.argv.includes('--all') || LISTED !== null;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : ALL ? 1 : 3;

type Audit = { numericValue?: number; errorMessage?: string };
type LighthouseResult = {
  lighthouseVersion: string;
  categories: { performance: { score: number | null }; accessibility?: { score: number | null }; seo?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
  runWarnings?: string[];
  runtimeError?: { code: string; message: string };
};
type Run = {
  score: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  speedIndexMs: number;
  /** Accessibility and SEO category scores (the sweep asks for them too; null when not asked). */
  accessibility: number | null;
  seo: number | null;
};

/**
 * One Lighthouse run. It exits non-zero on a runtime error (NO_LCP…) after writing its report, so
 * the report is read whenever there is one; `lenient` returns a failed run's error instead of throwing.
 */
function lighthouse(url: string, lenient = false): LighthouseResult | { failed: string } {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      `--only-categories=${ALL ? 'performance,accessibility,seo' : 'performance'}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROME } },
  );
  if (result.status === 0 || (lenient && result.stdout.trim().startsWith('{'))) return JSON.parse(result.stdout) as LighthouseResult;
  const failure = `lighthouse failed (${result.status}): ${result.stderr.slice(-2000)}`;
  if (lenient) return { failed: failure.replace(/\s+/g, ' ').slice(0, 300) };
  throw new Error(failure);
}

function strictLighthouse(url: string): LighthouseResult {
  const lhr = lighthouse(url);
  if ('failed' in lhr) throw new Error(lhr.failed);
  return lhr;
}

const metric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const toRun = (lhr: LighthouseResult): Run => ({
  score: Math.round((lhr.categories.performance.score ?? 0) * 100),
  lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
  fcpMs: Math.round(metric(lhr, 'first-contentful-paint')),
  cls: Number(metric(lhr, 'cumulative-layout-shift').toFixed(3)),
  tbtMs: Math.round(metric(lhr, 'total-blocking-time')),
  speedIndexMs: Math.round(metric(lhr, 'speed-index')),
  accessibility: lhr.categories.accessibility ? Math.round((lhr.categories.accessibility.score ?? 0) * 100) : null,
  seo: lhr.categories.seo ? Math.round((lhr.categories.seo.score ?? 0) * 100) : null,
});

/** The run with the median score (ties: the median LCP), so its metrics belong together. */
function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return sorted[Math.floor(sorted.length / 2)] as Run;
}

async function measure(base: string, pathname: string) {
  const url = `${base}${pathname}`;
  strictLighthouse(url); // warm-up, discarded
  const runs: Run[] = [];
  let version = '';
  for (let i = 0; i < RUNS; i += 1) {
    const lhr = strictLighthouse(url);
    version = lhr.lighthouseVersion;
    runs.push(toRun(lhr));
    for (const warning of lhr.runWarnings ?? []) console.warn(`[lighthouse] ${pathname}: ${warning}`);
  }
  return { url: pathname, lighthouseVersion: version, median: median(runs), runs };
}

/** Fetches a page and the media its HTML references, so the page cache and image variants exist. */
async function warm(url: string): Promise<void> {
  // Once more on a failure: a kept-alive socket the server closed as it was reused ("other side closed").
  const html = await fetch(url)
    .catch(() => fetch(url))
    .then((response) => response.text());
  const media = new Set(
    [...html.matchAll(/(?:src|srcset|href)="([^"]+)"/g)]
      .flatMap((m) => (m[1] ?? '').split(','))
      .map((part) => part.trim().split(/\s+/)[0] ?? '')
      .filter((u) => u.startsWith('/media/')),
  );
  for (const src of media)
    await fetch(new URL(src.replaceAll('&amp;', '&'), url)).then(
      (r) => r.arrayBuffer(),
      () => null,
    );
}

type SweepRow = {
  url: string;
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  accessibility: number | null;
  seo: number | null;
  error: string | null;
};

/** Every sitemap page (or the `--pages` given) once or `RUNS` times, the median kept: score, LCP and any runtime error. */
async function sweep(base: string): Promise<SweepRow[]> {
  const xml = LISTED ? '' : await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = LISTED ?? [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  const rows: SweepRow[] = [];
  for (const pathname of paths) {
    await warm(`${base}${pathname}`);
    const runs: Run[] = [];
    let error: string | null = null;
    for (let i = 0; i < RUNS; i += 1) {
      const lhr = lighthouse(`${base}${pathname}`, true);
      if ('failed' in lhr) error = lhr.failed;
      else if (lhr.runtimeError) error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message.slice(0, 160)}`;
      else if (lhr.audits['largest-contentful-paint']?.errorMessage) error = `LCP: ${lhr.audits['largest-contentful-paint']?.errorMessage?.slice(0, 160)}`;
      else runs.push(toRun(lhr));
    }
    const m = runs.length > 0 ? median(runs) : null;
    const row = {
      url: pathname,
      score: m?.score ?? null,
      lcpMs: m?.lcpMs ?? null,
      tbtMs: m?.tbtMs ?? null,
      cls: m?.cls ?? null,
      accessibility: m?.accessibility ?? null,
      seo: m?.seo ?? null,
      error,
    };
    console.log(
      `${row.url}\t${row.score ?? '-'}\ta11y ${row.accessibility ?? '-'}\tSEO ${row.seo ?? '-'}\t${row.lcpMs === null ? '-' : `${(row.lcpMs / 1000).toFixed(1)} s`}\tTBT ${row.tbtMs ?? '-'} ms\tCLS ${row.cls ?? '-'}\t${row.error ?? ''}`,
    );
    rows.push(row);
  }
  return rows;
}

function printTable(rows: SweepRow[]): void {
  console.log('\n| page | performance | accessibility | SEO | LCP | TBT | CLS | NO_LCP / error |\n|---|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows)
    console.log(
      `| \`${r.url}\` | ${r.score ?? '—'} | ${r.accessibility ?? '—'} | ${r.seo ?? '—'} | ${r.lcpMs === null ? '—' : `${(r.lcpMs / 1000).toFixed(1)} s`} | ${r.tbtMs === null ? '—' : `${Math.round(r.tbtMs)} ms`} | ${r.cls ?? '—'} | ${r.error ?? ''} |`,
    );
  const scores = rows.flatMap((r) => (r.score === null ? [] : [r.score])).sort((a, b) => a - b);
  console.log(
    `\n${rows.length} pages, ${rows.filter((r) => r.error).length} with an error; scores ${scores[0] ?? '—'}–${scores.at(-1) ?? '—'}, median ${scores[Math.floor(scores.length / 2)] ?? '—'}`,
  );
}

async function main() {
  const build = spawn('node', ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  await new Promise((resolve) => build.on('exit', resolve));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-lighthouse-'));
  let server: ChildProcess | undefined;
  try {
    server = spawnBenchServer({ port: PORT, dataDir });
    const base = `http://localhost:${PORT}`;
    await waitForOk(`${base}/api/v1/health`);
    if (ALL) {
      const rows = await sweep(base);
      mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
      writeFileSync(
        path.join(import.meta.dirname, 'results', 'lighthouse-all-latest.json'),
        `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows }, null, 2)}\n`,
      );
      printTable(rows);
      return;
    }
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
      console.log(
        `${page.url}: performance ${m.score}, LCP ${m.lcpMs} ms, FCP ${m.fcpMs} ms, CLS ${m.cls}, TBT ${m.tbtMs} ms, SI ${m.speedIndexMs} ms (median of ${page.runs.length}; scores ${page.runs.map((r) => r.score).join('/')})`,
      );
    }
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
