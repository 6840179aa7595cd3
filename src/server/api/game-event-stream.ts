import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { getMetrics } from '../platform/metrics/registry';
import { GAME_EVENTS_HEARTBEAT_MS } from '../../shared/constants/game';
import type { TGameEvent } from '../../shared/game/events';
import type { EventBus } from '../platform/event-bus';
import { getLogger } from '../platform/logger';
import { gameTopic, subscribeToGame } from '../services/games/game-events';
import { endStreamOnDrain } from './sse-drain';

/** A client this far behind is dropped; it reconnects and re-fetches the state. */
const MAX_PENDING_WRITES = 256;

/**
 * Streams one game's events as Server-Sent Events: `ready` once subscribed, then every change,
 * with a comment line every 25 s so proxies and phones keep the connection. The subscription is
 * removed when the client goes away (stream cancelled, request aborted, or a write fails), and the
 * stream ends with a `retry:` when this process shuts down (sse-drain.ts).
 */
export function streamGameEvents(c: Context, options: { bus: EventBus; gameId: string; heartbeatMs?: number; onClose?: () => void }) {
  // no-transform keeps compression middleware (Next's) from buffering the stream;
  // X-Accel-Buffering does the same for an nginx in front.
  c.header('Cache-Control', 'no-cache, no-transform');
  c.header('X-Accel-Buffering', 'no');
  const response = streamSSE(c, async (stream) => {
    const open = getMetrics().sseConnections.labels({ stream: 'game' });
    open.inc();
    let pending = 0;
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const send = (event: TGameEvent) => {
      if (stream.aborted || stream.closed) return;
      if (pending >= MAX_PENDING_WRITES) {
        getLogger().warn({ gameId: options.gameId }, 'dropping a game event stream that does not keep up');
        finish();
        return;
      }
      pending += 1;
      stream
        .writeSSE({ event: event.type, data: JSON.stringify(event) })
        .catch(() => finish())
        .finally(() => {
          pending -= 1;
        });
    };
    const unsubscribe = subscribeToGame(options.bus, options.gameId, send);
    const heartbeat = setInterval(() => {
      if (stream.aborted || stream.closed) finish();
      else void stream.write(': keep-alive\n\n').catch(() => finish());
    }, options.heartbeatMs ?? GAME_EVENTS_HEARTBEAT_MS);
    stream.onAbort(finish);
    c.req.raw.signal.addEventListener('abort', finish, { once: true });
    send({ type: 'ready', gameId: options.gameId });
    const stopDrainWatch = endStreamOnDrain(stream, finish);
    try {
      await finished;
    } finally {
      open.dec();
      clearInterval(heartbeat);
      stopDrainWatch();
      unsubscribe();
      options.onClose?.();
      c.req.raw.signal.removeEventListener('abort', finish);
      getLogger().debug({ gameId: options.gameId, listeners: options.bus.listenerCount(gameTopic(options.gameId)) }, 'game event stream closed');
    }
  });
  // streamSSE replaces Cache-Control; ours must win.
  response.headers.set('Cache-Control', 'no-cache, no-transform');
  return response;
}
