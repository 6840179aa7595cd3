import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export type RunResult = { code: number | null; stdout: string; stderr: string };
export type StartedProcess = { child: ChildProcess; exited: Promise<number | null>; output: () => { stdout: string; stderr: string } };

/** Starts an entry of the project in a child process, as an operator would: TypeScript through tsx, or compiled (dist/). */
export function startTs(entry: string, args: string[], env: Record<string, string | undefined>, nodeArgs: string[] = []): StartedProcess {
  const runner = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...runner, ...nodeArgs, entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** Runs an entry to completion (killed after `timeoutMs`). */
export async function runTs(entry: string, args: string[], env: Record<string, string | undefined>, timeoutMs = 60_000): Promise<RunResult> {
  const started = startTs(entry, args, { NODE_ENV: 'test', ...env });
  const timer = setTimeout(() => started.child.kill('SIGKILL'), timeoutMs);
  const code = await started.exited;
  clearTimeout(timer);
  return { code, ...started.output() };
}
