import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type { VariantRenderer } from './variants';

export type BackgroundRenderer = {
  render: VariantRenderer;
  /** The child's process id while it runs (tests check its priority and crash it). */
  processId(): number | undefined;
  stop(): Promise<void>;
};

type Reply = { id: number; bytes?: Uint8Array; error?: string };
type Pending = { resolve: (bytes: Buffer) => void; reject: (error: Error) => void };

/** The lowest priority (Linux nice 19): the kernel gives it only the CPU time pages and the editor leave. */
const LOWEST_PRIORITY = 19;

/**
 * Renders the variants job's images in a child process at the lowest CPU priority. In the server's
 * own process a render competes with page rendering and sign-ins as an equal (a new demo site's
 * 264 variants kept both cores busy for half a minute); niced, it takes only idle time, and the
 * on-demand route still renders what a visitor is waiting for at normal priority. Started on the
 * first render, restarted after a crash (the renders it had are failed; the job retries them).
 */
export function startBackgroundRenderer(logger: Logger, options: { priority?: number } = {}): BackgroundRenderer {
  const priority = options.priority ?? LOWEST_PRIORITY;
  let child: ChildProcess | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };

  const spawn = (): ChildProcess => {
    const self = fileURLToPath(import.meta.url);
    const entry = path.join(path.dirname(self), `background-renderer-child${path.extname(self)}`);
    // TypeScript sources (the server runs through tsx) need the loader in the child too.
    const execArgv = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const started = fork(entry, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    try {
      if (started.pid) os.setPriority(started.pid, priority);
    } catch (error) {
      logger.warn({ err: error }, 'background renderer runs at normal priority');
    }
    started.on('message', (reply: Reply) => {
      const entry = pending.get(reply.id);
      if (!entry) return;
      pending.delete(reply.id);
      if (reply.bytes) entry.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
      else entry.reject(new Error(reply.error ?? 'render failed'));
    });
    started.on('exit', (code, signal) => {
      if (child === started) child = null;
      if (pending.size > 0) {
        logger.warn({ code, signal }, 'background renderer exited with renders pending');
        failAll(new Error('background renderer exited'));
      }
    });
    started.on('error', (error) => logger.error({ err: error }, 'background renderer failed'));
    return started;
  };

  return {
    render(input) {
      child ??= spawn();
      const id = nextId++;
      const target = child;
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        target.send({ id, bytes: input.bytes, width: input.width, format: input.format }, (error) => {
          if (!error) return;
          pending.delete(id);
          reject(error);
        });
      });
    },
    processId: () => child?.pid,
    async stop() {
      const running = child;
      child = null;
      failAll(new Error('background renderer stopped'));
      if (!running || running.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      await exited;
    },
  };
}
