import { startTs } from './run-node';

export type StartedWebbox = { port: number; pid: number; origin: string; stop: () => Promise<number | null>; output: () => { stdout: string; stderr: string } };

/**
 * Starts the production server (`dist/server/main.mjs`, needs `node scripts/build-if-needed.mjs`) on a free port
 * (PORT=0) and resolves once it listens, with the port it logged. Used by browser tests and benches.
 */
export async function startWebbox(
  env: Record<string, string>,
  options: {
    logLevel?: 'info' | 'debug' | 'trace';
    timeoutMs?: number /** Node flags Node refuses in NODE_OPTIONS (`--cpu-prof`). */;
    nodeArgs?: string[];
  } = {},
): Promise<StartedWebbox> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const started = startTs(
    'dist/server/main.mjs',
    [],
    {
      NODE_ENV: 'production',
      AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-better-auth',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: '0',
      ...env,
      // The listening line (info) carries the port.
      LOG_LEVEL: options.logLevel ?? 'info',
    },
    options.nodeArgs,
  );
  const stop = async () => {
    if (started.child.exitCode === null) started.child.kill('SIGTERM');
    return started.exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const line = started
      .output()
      .stdout.split('\n')
      .find((l) => l.includes('Webbox listening'));
    if (line) {
      const port = Number((JSON.parse(line) as { port: number }).port);
      return { port, pid: started.child.pid!, origin: `http://localhost:${port}`, stop, output: started.output };
    }
    if (started.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`Webbox did not start: ${started.output().stderr.slice(-2000)}`);
}
