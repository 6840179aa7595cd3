import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The compiled server of the current build (`npm run build`), as `npm run serve` starts it. */
export const CURRENT_SERVER = 'dist/current/server/main.mjs';

/**
 * Starts the current build's server for a bench: production mode, warnings only on stderr, its
 * own data directory (a fresh demo seeded on start) and port; `env` adds or overrides variables.
 */
export function spawnBenchServer(options: { port: number; dataDir: string; env?: Record<string, string> }): ChildProcess {
  return spawn(process.execPath, [CURRENT_SERVER], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      SEED_OWNER_PASSWORD: 'bench-owner-password',
      ...options.env,
    },
  });
}

/** Resolves once `url` answers 2xx (polling every 250 ms), or throws after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}
