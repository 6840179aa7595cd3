import type { SSEStreamingApi } from 'hono/streaming';
import { onDrain } from '../platform/runtime-state';

/**
 * How soon a client told to go reconnects: through the proxy, to another instance. EventSource
 * keeps this for every later reconnection of that stream too, so it is as short as the default.
 */
export const SSE_RECONNECT_MS = 1000;

/**
 * Ends an event stream when the process starts shutting down (SIGTERM): the client is told when to
 * come back (`retry:`) and the stream closes, so the shutdown does not wait on it and the browser's
 * EventSource reconnects at once, to an instance that stays. Returns the unsubscribe.
 */
export function endStreamOnDrain(stream: SSEStreamingApi, finish: () => void): () => void {
  return onDrain(() => {
    if (stream.aborted || stream.closed) return finish();
    stream.write(`: this server is restarting; reconnect\nretry: ${SSE_RECONNECT_MS}\n\n`).then(finish, finish);
  });
}
