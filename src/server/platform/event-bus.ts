import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { getLogger } from './logger';
import { processSingleton } from './process-singleton';

export type EventListener = (payload: unknown) => void;

/**
 * Publish/subscribe of small JSON events by topic (e.g. `game:{id}`). Publishing delivers to this
 * process's subscribers at once; the Postgres bus also sends it to every other app instance.
 * Publish after the transaction commits, so nobody hears of a change they cannot read yet.
 */
export type EventBus = {
  publish(topic: string, payload: unknown): void;
  subscribe(topic: string, listener: EventListener): () => void;
  /** Subscribers in this process (for tests, benches and diagnostics). */
  listenerCount(topic?: string): number;
  close(): Promise<void>;
};

/** NOTIFY payloads must stay below 8000 bytes; events carry ids and a few short fields. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7900;
export const EVENT_BUS_CHANNEL = 'webbox_events';

/** The subscribers of one process, by topic. */
function createTopicMap(onListenerError: (error: unknown) => void) {
  const topics = new Map<string, Set<EventListener>>();
  return {
    deliver(topic: string, payload: unknown) {
      for (const listener of topics.get(topic) ?? []) {
        try {
          listener(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(topic: string, listener: EventListener) {
      const set = topics.get(topic) ?? new Set<EventListener>();
      topics.set(topic, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && topics.get(topic) === set) topics.delete(topic);
      };
    },
    count(topic?: string) {
      if (topic !== undefined) return topics.get(topic)?.size ?? 0;
      let total = 0;
      for (const set of topics.values()) total += set.size;
      return total;
    },
  };
}

/** One process (PGlite, or tests): events never leave it. */
export function createLocalEventBus(logger?: Logger): EventBus {
  const topics = createTopicMap((error) => logger?.error({ err: error }, 'event listener failed'));
  return {
    publish: (topic, payload) => topics.deliver(topic, payload),
    subscribe: topics.subscribe,
    listenerCount: topics.count,
    close: async () => undefined,
  };
}

type Envelope = { from: string; topic: string; payload: unknown };

/**
 * Several app instances on one PostgreSQL database: each keeps one dedicated LISTEN connection
 * (game events and page-cache invalidations share it: runtime/cache-fanout.ts). A publish is delivered locally at once and sent with
 * pg_notify; notifications from other instances are delivered to this one's subscribers. A lost
 * connection is re-opened after a second; clients re-fetch the state when their stream reconnects.
 */
export async function createPostgresEventBus(options: { databaseUrl: string; logger: Logger; channel?: string }): Promise<EventBus> {
  const { databaseUrl, logger } = options;
  const channel = options.channel ?? EVENT_BUS_CHANNEL;
  const instanceId = randomUUID();
  const topics = createTopicMap((error) => logger.error({ err: error }, 'event listener failed'));
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    try {
      const envelope = JSON.parse(message.payload) as Envelope;
      if (envelope.from !== instanceId && typeof envelope.topic === 'string') topics.deliver(envelope.topic, envelope.payload);
    } catch (error) {
      logger.warn({ err: error }, 'ignored a malformed event notification');
    }
  };

  const connect = async () => {
    // Named by channel, so operators (and tests) can tell the bus's connection apart.
    const next = new pg.Client({ connectionString: databaseUrl, application_name: `webbox-event-bus:${channel}`.slice(0, 63) });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      logger.error({ err: error }, 'event bus connection failed');
      scheduleReconnect(next);
    });
    next.on('end', () => scheduleReconnect(next));
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };

  const scheduleReconnect = (failed: pg.Client) => {
    if (closed || client !== failed || reconnectTimer) return;
    client = null;
    failed.end().catch(() => undefined);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch((error: unknown) => {
        logger.error({ err: error }, 'event bus reconnect failed');
        if (!closed && !client) reconnectTimer = setTimeout(() => void connect().catch(() => undefined), 5000);
      });
    }, 1000);
  };

  await connect();

  return {
    publish(topic, payload) {
      topics.deliver(topic, payload);
      const text = JSON.stringify({ from: instanceId, topic, payload } satisfies Envelope);
      if (Buffer.byteLength(text) > MAX_NOTIFY_PAYLOAD_BYTES) {
        logger.error({ topic, bytes: Buffer.byteLength(text) }, 'event too large to send to other instances');
        return;
      }
      if (!client) {
        logger.warn({ topic }, 'event bus disconnected: event not sent to other instances');
        return;
      }
      client.query('select pg_notify($1, $2)', [channel, text]).catch((error: unknown) => logger.error({ err: error, topic }, 'event notify failed'));
    },
    subscribe: topics.subscribe,
    listenerCount: topics.count,
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

const holder = processSingleton('event-bus', (): { bus?: EventBus } => ({}));

/** The process-wide bus, shared by the Node server and the Next bundle (in-process by default). */
export function getEventBus(): EventBus {
  holder.bus ??= createLocalEventBus(getLogger());
  return holder.bus;
}

/** The server installs the Postgres bus at start when DATABASE_URL is set. */
export function installEventBus(bus: EventBus): void {
  holder.bus = bus;
}
