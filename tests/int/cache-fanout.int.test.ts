import pg from 'pg';
import pino from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { invalidateCacheTags } from '../../src/server/platform/cache-tags';
import { startCacheFanout } from '../../src/server/runtime/cache-fanout';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
};

describe.runIf(process.env.WEBBOX_TEST_DB === 'postgres')('page cache invalidation across instances', () => {
  it('sends local invalidations to other instances and applies theirs', async () => {
    const databaseUrl = inject('testDatabaseUrl');
    const received: string[][] = [];
    const stop = await startCacheFanout({ databaseUrl, invalidateLocal: (tags) => received.push(tags), logger: pino({ level: 'silent' }) });
    const otherInstance = new pg.Client({ connectionString: databaseUrl });
    await otherInstance.connect();
    const heard: string[] = [];
    await otherInstance.query('listen webbox_cache_tags');
    otherInstance.on('notification', (message) => heard.push(message.payload ?? ''));
    try {
      invalidateCacheTags(['site:a:page:1']);
      await until(() => heard.length > 0);
      expect(JSON.parse(heard[0]!).tags).toEqual(['site:a:page:1']);
      // Its own notification is not applied twice.
      expect(received).toEqual([]);

      await otherInstance.query('select pg_notify($1, $2)', ['webbox_cache_tags', JSON.stringify({ from: 'instance-b', tags: ['site:a'] })]);
      await until(() => received.length > 0);
      expect(received).toEqual([['site:a']]);
    } finally {
      await otherInstance.end();
      await stop();
    }
  });
});
