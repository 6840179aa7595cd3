/**
 * JavaScript a page actually runs: Chromium loads each page (network idle plus 1.5 s) and every
 * script response is counted, gzip level 9 — unlike `bench:weight`, which counts only the script
 * tags in the HTML, this includes chunks loaded afterwards (split islands, lazy editor code).
 * Usage: npm run bench:page-js [-- /de/angebot /de/edit?toolbar=1]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { spawnBenchServer, waitForOk } from './support/bench-server';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3315;
const base = `http://localhost:${PORT}`;
const OWNER = { email: 'bench-owner@webbox.test', password: 'bench-owner-password' };
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const PAGES = requested.length > 0 ? requested : ['/de/impressum', '/de/angebot', '/de/kontakt', '/de/game', '/de/bausteine', '/de/edit?toolbar=1'];

async function main() {
  const build = spawn('node', ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  await new Promise((resolve) => build.on('exit', resolve));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webbox-page-js-'));
  let server: ChildProcess | undefined;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    server = spawnBenchServer({ port: PORT, dataDir, env: { SEED_OWNER_EMAIL: OWNER.email, SEED_OWNER_PASSWORD: OWNER.password } });
    await waitForOk(`${base}/api/v1/health`);
    // Live pages as a visitor; the edit route signed in.
    const visitor = await browser.newContext();
    const editor = await browser.newContext();
    const signIn = await editor.request.post(`${base}/api/v1/auth/sign-in/email`, { headers: { origin: base }, data: OWNER });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
    for (const pathname of PAGES) {
      const page = await (pathname.includes('/edit') ? editor : visitor).newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.add(response.url());
      });
      await page.goto(base + pathname, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      let gzip = 0;
      for (const url of scripts) gzip += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
      console.log(`${pathname}: ${scripts.size} scripts, ${(gzip / 1000).toFixed(1)} kB gzip`);
      await page.close();
    }
  } finally {
    await browser.close();
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
