import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { user } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/platform/logger';

/** A real logger writing into memory. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => lines.join('') };
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

describe('error logs', () => {
  it('keep the query shape and error code of a failed insert, not the visitor data', async () => {
    const email = `anna-${randomUUID().slice(0, 8)}@example.ch`;
    const row = { id: randomUUID(), name: 'Anna Muster', email, emailVerified: false, createdAt: new Date(), updatedAt: new Date() };
    await getDb().insert(user).values(row);
    const error = await failure(() =>
      getDb()
        .insert(user)
        .values({ ...row, id: randomUUID(), name: 'Draft: Geheimer Entwurf' }),
    );
    const { logger, text } = capture();
    logger.error({ err: error, path: '/api/v1/contact' }, 'api error');
    const logged = text();
    expect(logged).toContain('insert into \\"user\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('user_email_unique');
    for (const secret of [email, 'Anna Muster', 'Geheimer Entwurf']) expect(logged).not.toContain(secret);
  });

  it('drop input values that Postgres echoes in its message', async () => {
    const error = await failure(() => getDb().execute(sql`select ${'anna@example.ch'}::uuid`));
    const { logger, text } = capture();
    logger.error({ err: error }, 'api error');
    expect(text()).toContain('22P02');
    expect(text()).toContain('invalid input syntax for type uuid');
    expect(text()).not.toContain('anna@example.ch');
  });

  it('redact personal fields logged beside the error', () => {
    const { logger, text } = capture();
    logger.warn({ email: 'anna@example.ch', mail: { to: 'ben@example.ch', subject: 'Termin' }, url: '/de/login' }, 'mail failed');
    expect(text()).not.toContain('anna@example.ch');
    expect(text()).not.toContain('ben@example.ch');
    expect(text()).toContain('Termin');
  });
});
