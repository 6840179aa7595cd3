import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { invalidateCacheTags, onCacheTagsInvalidated } from '../../src/server/platform/cache-tags';
import { type EventBus, createPostgresEventBus } from '../../src/server/platform/event-bus';
import { CACHE_INVALIDATION_TOPIC, startCacheFanout } from '../../src/server/runtime/cache-fanout';

const until = async (check: () => boolean, tries = 100) => {
  for (let i = 0; i < tries && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
};

describe.runIf(process.env.WEBBOX_TEST_DB === 'postgres')('page cache invalidation across instances', () => {
  const logger = pino({ level: 'silent' });
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Two instances' buses on one channel of their own (other test files use the default one). */
  async function twoInstances() {
    const databaseUrl = inject('testDatabaseUrl');
    const channel = `cache_test_${randomUUID().slice(0, 8)}`;
    const busA: EventBus = await createPostgresEventBus({ databaseUrl, logger, channel });
    const busB: EventBus = await createPostgresEventBus({ databaseUrl, logger, channel });
    cleanups.push(
      () => busA.close(),
      () => busB.close(),
    );
    // What instance A's caches hear from other instances.
    const received: string[][] = [];
    cleanups.push(onCacheTagsInvalidated((tags, source) => source === 'remote' && received.push(tags)));
    const stop = startCacheFanout({ bus: busA });
    cleanups.push(stop);
    const heardByB: string[][] = [];
    busB.subscribe(CACHE_INVALIDATION_TOPIC, (payload) => heardByB.push((payload as { tags: string[] }).tags));
    return { databaseUrl, channel, busB, received, heardByB };
  }

  it('sends local invalidations to other instances and applies theirs', async () => {
    const { busB, received, heardByB } = await twoInstances();
    invalidateCacheTags(['site:a:page:1']);
    await until(() => heardByB.length > 0);
    expect(heardByB).toEqual([['site:a:page:1']]);
    // Its own invalidation is not applied twice.
    expect(received).toEqual([]);

    busB.publish(CACHE_INVALIDATION_TOPIC, { from: 'instance-b', tags: ['site:a'] });
    await until(() => received.length > 0);
    expect(received).toEqual([['site:a']]);
    // Applied locally, not sent round again.
    await new Promise((r) => setTimeout(r, 200));
    expect(heardByB).toEqual([['site:a:page:1'], ['site:a']]);
  });

  it('still reaches the other instance after the bus connection was dropped', async () => {
    const { databaseUrl, channel, busB, received, heardByB } = await twoInstances();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    cleanups.push(() => admin.end());
    const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [`webbox-event-bus:${channel}`]);
    expect(killed.rowCount).toBe(2);

    // Notifications sent while a connection is down are lost; the bus reconnects after a second.
    for (let i = 0; i < 40 && heardByB.length === 0; i += 1) {
      invalidateCacheTags([`site:a:page:${i}`]);
      await until(() => heardByB.length > 0, 10);
    }
    expect(heardByB.length).toBeGreaterThan(0);
    for (let i = 0; i < 40 && received.length === 0; i += 1) {
      busB.publish(CACHE_INVALIDATION_TOPIC, { from: 'instance-b', tags: ['site:b'] });
      await until(() => received.length > 0, 10);
    }
    expect(received[0]).toEqual(['site:b']);
  });
});
