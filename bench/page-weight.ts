/**
 * Page weight: bytes of HTML, CSS and JavaScript (raw and gzip) a visitor downloads for the demo
 * home, a content-only page and a page with islands, and an editor for the edit route's first
 * screen (what its HTML loads; panels, the media library and Tiptap load later), measured against a
 * fresh local server.
 * Usage: npm run bench:weight
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnBenchServer, waitForOk } from './support/bench-server';

const root = path.resolve(import.meta.dirname, '..');
// BENCH_PORT: another port when 3312 is taken (several checkouts benchmarking on one machine).
const PORT = Number(process.env.BENCH_PORT ?? 3312);
// The offer page holds an island (the content slider): it still loads the framework.
const PAGES = { home: '/de', contentOnly: '/de/impressum', withIslands: '/de/angebot' } as const;

type Weight = { raw: number; gzip: number; files: number };
const add = (a: Weight, bytes: Buffer): Weight => ({ raw: a.raw + bytes.length, gzip: a.gzip + gzipSync(bytes, { level: 9 }).length, files: a.files + 1 });
const empty = (): Weight => ({ raw: 0, gzip: 0, files: 0 });

const OWNER = { email: 'bench-owner@webbox.test', password: 'bench-owner-password' };

/** A signed-in owner's session cookie. */
async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(OWNER),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function weigh(base: string, pathname: string, cookie?: string) {
  const headers: Record<string, string> = { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) };
  const html = Buffer.from(await (await fetch(`${base}${pathname}`, { headers })).arrayBuffer());
  const text = html.toString('utf8');
  // noModule scripts (legacy polyfills) are skipped by every current browser: not counted.
  const scripts = [
    ...new Set(
      [...text.matchAll(/<script([^>]*)>/g)]
        .filter((m) => !/nomodule/i.test(m[1] ?? ''))
        .map((m) => /src="([^"]+)"/.exec(m[1] ?? '')?.[1])
        .filter((src): src is string => Boolean(src)),
    ),
  ];
  const styles = [...new Set([...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1] as string))];
  let js = empty();
  let css = empty();
  for (const src of scripts) js = add(js, Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()));
  for (const href of styles) css = add(css, Buffer.from(await (await fetch(new URL(href, base))).arrayBuffer()));
  const inlineScripts = [...text.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + (m[1]?.length ?? 0), 0);
  // The first view: the HTML up to the end of the page's first section (header and hero), gzip,
  // plus the render-blocking style sheets it needs, gzip; the first 14 kB is one TCP round trip.
  const main = text.indexOf('<main');
  const firstSectionEnd = text.indexOf('</section>', main);
  const firstViewHtml = Buffer.from(text.slice(0, firstSectionEnd > 0 ? firstSectionEnd + '</section>'.length : text.length));
  const firstViewHtmlGzip = gzipSync(firstViewHtml, { level: 9 }).length;
  const firstView = {
    htmlGzip: firstViewHtmlGzip,
    cssGzip: css.gzip,
    total: firstViewHtmlGzip + css.gzip,
    fitsIn14kB: firstViewHtmlGzip + css.gzip <= 14 * 1024,
  };
  return { html: add(empty(), html), css, js, inlineScriptBytes: inlineScripts, firstView };
}

async function main() {
  const build = spawn('node', ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  await new Promise((resolve) => build.on('exit', resolve));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-weight-'));
  let server: ChildProcess | undefined;
  try {
    server = spawnBenchServer({ port: PORT, dataDir, env: { SEED_OWNER_EMAIL: OWNER.email, SEED_OWNER_PASSWORD: OWNER.password } });
    const base = `http://localhost:${PORT}`;
    await waitForOk(`${base}/api/v1/health`);
    const report = {
      date: new Date().toISOString(),
      home: await weigh(base, PAGES.home),
      contentOnly: await weigh(base, PAGES.contentOnly),
      withIslands: await weigh(base, PAGES.withIslands),
      editRoute: await weigh(base, '/de/edit?toolbar=1', await signIn(base)),
    };
    mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    writeFileSync(path.join(import.meta.dirname, 'results', 'page-weight-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
