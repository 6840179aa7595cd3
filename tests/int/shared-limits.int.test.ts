import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/server/api/app';
import { redisAuthRateLimit } from '../../src/server/platform/limits/auth-rate-limit';
import { type LimitRedis, connectLimitRedis } from '../../src/server/platform/limits/redis';
import { redisStreamSlots } from '../../src/server/platform/limits/stream-slots';
import { RedisSearchRateLimit } from '../../src/server/services/search/search-rate-limit';
import { sseReader } from '../support/sse';
import { createTestSite } from './support/fixtures';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.log('skipped: limits across instances need Redis (set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379)');

/**
 * Two instances of the API, each with its own Redis connection (as two processes with the same
 * REDIS_URL would have): a limit counts the requests of both.
 */
describe.runIf(redisUrl)('limits shared across instances through Redis', () => {
  const connections: LimitRedis[] = [];
  const connect = () => {
    const client = connectLimitRedis(redisUrl ?? '');
    connections.push(client);
    return client;
  };
  afterAll(async () => {
    for (const client of connections) if (client.status !== 'end') await client.quit();
  });

  function twoInstances(games: { createLimitPerMinute?: number; streamsPerAddress?: number }) {
    return [connect(), connect()].map((client) => createApi({ games: { ...games, redis: () => client } }));
  }

  it('refuses the game an address starts on one instance after it used its limit on the other', async () => {
    const [a, b] = twoInstances({ createLimitPerMinute: 3 });
    const { host } = await createTestSite();
    expect((await createGame(a!, host)).status).toBe(201);
    expect((await createGame(b!, host)).status).toBe(201);
    expect((await createGame(a!, host)).status).toBe(201);
    expect((await createGame(b!, host)).status).toBe(429);
    expect((await createGame(a!, host)).status).toBe(429);
    // Another site is counted apart.
    const other = await createTestSite();
    expect((await createGame(b!, other.host)).status).toBe(201);
  });

  it("counts an address's searches on every instance together, and other addresses apart", async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    const [a, b] = [new RedisSearchRateLimit(connect(), 3), new RedisSearchRateLimit(connect(), 3)];
    expect([await a.take(address), await b.take(address), await a.take(address)]).toEqual([true, true, true]);
    expect(await b.isOver(address)).toBe(true);
    expect(await b.take(address)).toBe(false);
    expect(await a.take(`${address}-other`)).toBe(true);
  });

  it('caps the event streams one address holds across instances, and frees a slot when one closes', async () => {
    const [a, b] = twoInstances({ streamsPerAddress: 2 });
    const { host } = await createTestSite();
    const created = (await (await createGame(a!, host)).json()) as { data: { id: string } };
    const open = (app: ReturnType<typeof createApi>) => app.request(`http://${host}/api/v1/games/${created.data.id}/events`, { headers: { host } });
    const first = sseReader(await open(a!));
    const second = sseReader(await open(b!));
    expect((await first.next()).event).toBe('ready');
    expect((await second.next()).event).toBe('ready');
    expect((await open(a!)).status).toBe(429);
    expect((await open(b!)).status).toBe(429);
    await first.close();
    let reopened = await open(b!);
    for (let i = 0; i < 50 && reopened.status === 429; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      reopened = await open(b!);
    }
    expect(reopened.status).toBe(200);
    await sseReader(reopened).close();
    await second.close();
  });

  it('lets the stream slots of an instance that died lapse instead of locking the address out', async () => {
    const dying = connect();
    const key = `test-${crypto.randomUUID()}`;
    const held = await redisStreamSlots({ redis: () => dying, leaseMs: 300 }).acquire(key, 1);
    expect(held).not.toBeNull();
    // Gone without a goodbye (kill -9): nobody releases or renews its slot.
    dying.disconnect();
    const survivor = redisStreamSlots({ redis: connect, leaseMs: 300 });
    expect(await survivor.acquire(key, 1)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const slot = await survivor.acquire(key, 1);
    expect(slot).not.toBeNull();
    slot?.release();
  });

  it('counts sign-in attempts of one address on every instance together', async () => {
    const [a, b] = [redisAuthRateLimit(connect()), redisAuthRateLimit(connect())];
    const key = `test-${crypto.randomUUID()}/sign-in/email`;
    const rule = { window: 60, max: 3 };
    const answers = [await a.consume(key, rule), await b.consume(key, rule), await a.consume(key, rule), await b.consume(key, rule)];
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]?.retryAfter).toBeGreaterThan(0);
    expect(answers[3]?.retryAfter).toBeLessThanOrEqual(60);
  });
});

describe('limits without Redis', () => {
  it('count per instance: each app has its own memory', async () => {
    const [a, b] = [null, null].map(() => createApi({ games: { createLimitPerMinute: 1, redis: () => null } }));
    const { host } = await createTestSite();
    expect((await createGame(a!, host)).status).toBe(201);
    expect((await createGame(b!, host)).status).toBe(201);
    expect((await createGame(a!, host)).status).toBe(429);
  });
});

function createGame(app: ReturnType<typeof createApi>, host: string) {
  return app.request(`http://${host}/api/v1/games`, { method: 'POST', headers: { host, origin: `http://${host}` } });
}
