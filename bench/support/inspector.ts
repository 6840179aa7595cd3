/**
 * A minimal Chrome DevTools Protocol client for a server started with `--inspect=127.0.0.1:0`:
 * the benches use it to run a full garbage collection and read `process.memoryUsage()` inside the
 * server, so a memory reading never depends on when the collector last ran. Needs the global
 * WebSocket (Node 22, or Node 20 with `--experimental-websocket`).
 */

export type MemoryUsage = { rss: number; heapUsed: number; external: number; arrayBuffers: number };

/** The debugger address a process started with `--inspect` printed on stderr. */
export function inspectorUrl(stderr: string): string {
  const url = stderr.match(/Debugger listening on (ws:\/\/\S+)/)?.[1];
  if (!url) throw new Error('the server printed no inspector address (was it started with --inspect?)');
  return url;
}

export async function connectInspector(url: string) {
  if (typeof WebSocket === 'undefined') throw new Error('run the bench with node --experimental-websocket (Node 20)');
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`cannot reach the inspector at ${url}`)), { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id === undefined) return;
    const settle = pending.get(message.id);
    pending.delete(message.id);
    settle?.(message.error ? new Error(message.error.message) : message.result);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, (result) => (result instanceof Error ? reject(result) : resolve(result)));
      socket.send(JSON.stringify({ id, method, params }));
    });

  await send('HeapProfiler.enable');
  return {
    /** Memory after a full collection (twice: the first may leave finalisable objects for the second). */
    async memoryAfterGc(): Promise<MemoryUsage> {
      await send('HeapProfiler.collectGarbage');
      await send('HeapProfiler.collectGarbage');
      const evaluated = (await send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })) as {
        result: { value: string };
      };
      return JSON.parse(evaluated.result.value) as MemoryUsage;
    },
    close: () => socket.close(),
  };
}

/** Least-squares slope of y over x: memory per connection from readings at several connection counts. */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  const numerator = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const denominator = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  return denominator === 0 ? 0 : numerator / denominator;
}
