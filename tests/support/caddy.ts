import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianCommand } from './debian-package';
import { ROOT } from './run-node';

export const CADDYFILE = path.join(ROOT, 'docs', 'deploy', 'Caddyfile');

/** Caddy from Debian's packages, as the deployment guide installs it (CADDY_PATH, the PATH, else apt-get). */
export function ensureCaddy(): string {
  return ensureDebianCommand({ command: 'caddy', packageName: 'caddy', envVar: 'CADDY_PATH', neededFor: 'the TLS edge test' });
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function until(check: () => Promise<boolean>, what: string, output: () => string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} within ${timeoutMs} ms:\n${output().slice(-2000)}`);
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

export type RunningCaddy = { httpsPort: number; httpPort: number; dataDir: string; stop(): Promise<void> };

/**
 * Runs docs/deploy/Caddyfile unchanged, its placeholders set for a test: the app at `upstream`,
 * unprivileged ports, `tls internal`, no admin endpoint, its data in a temporary directory.
 */
export async function startCaddy(upstream: string): Promise<RunningCaddy> {
  const caddy = ensureCaddy();
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const home = mkdtempSync(path.join(os.tmpdir(), 'webbox-caddy-'));
  let output = '';
  const child: ChildProcess = spawn(caddy, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: {
      NODE_ENV: 'production',
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
      WEBBOX_UPSTREAM: upstream,
      WEBBOX_TLS_ISSUER: 'internal',
      CADDY_HTTP_PORT: String(httpPort),
      CADDY_HTTPS_PORT: String(httpsPort),
      CADDY_ADMIN: 'off',
    },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await until(
    async () => child.exitCode === null && (await accepts(httpsPort)),
    'Caddy did not listen',
    () => output,
  );
  return {
    httpPort,
    httpsPort,
    dataDir: path.join(home, 'data', 'caddy'),
    async stop() {
      child.kill('SIGTERM');
      // Caddy waits out its grace period for open connections; a test does not.
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(kill);
      rmSync(home, { recursive: true, force: true });
    },
  };
}
