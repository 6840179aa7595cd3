// Browser tests drive Debian's Chromium; install it when missing (root on our machines and CI).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('[webbox] Chromium not found: installing Debian package chromium…');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) =>
    spawnSync(asRoot[0] ?? args[0], asRoot.length ? args : args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update', '-qq']);
  const result = run(['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (result.status !== 0 || !existsSync(CHROMIUM)) {
    console.error(`[webbox] could not install Chromium; install it (apt-get install chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log(execSync(`${CHROMIUM} --version`).toString().trim());
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
