import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, ObjectExistsError, type ObjectStorage, RangeNotSatisfiableError } from '../../src/server/platform/storage';
import { startS3 } from './support/s3';

async function text(body: Readable | Buffer): Promise<string> {
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

function behavesLikeObjectStorage(name: string, open: () => Promise<{ storage: ObjectStorage; close: () => Promise<void> }>) {
  describe(name, () => {
    let storage: ObjectStorage;
    let close: () => Promise<void>;
    beforeAll(async () => ({ storage, close } = await open()));
    afterAll(async () => close());

    it('stores, reads, reads a byte range and deletes an object', async () => {
      const key = 'site-1/photos/abc-1.png';
      await storage.put(key, Buffer.from('0123456789'), 'image/png', 'public, max-age=31536000, immutable');
      expect(await storage.head(key)).toMatchObject({ size: 10, contentType: 'image/png' });
      const whole = await storage.get(key);
      expect(whole && (await text(whole.body))).toBe('0123456789');
      const part = await storage.get(key, { start: 2, end: 5 });
      expect(part?.range).toEqual({ start: 2, end: 5 });
      expect(part && (await text(part.body))).toBe('2345');
      const tail = await storage.get(key, { start: 7 });
      expect(tail && (await text(tail.body))).toBe('789');
      await expect(storage.get(key, { start: 10 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
      await storage.delete(key);
      expect(await storage.head(key)).toBeNull();
      expect(await storage.get(key)).toBeNull();
      await storage.delete(key);
    });

    it('never overwrites an existing key', async () => {
      const key = 'site-1/keep-1.jpg';
      await storage.put(key, Buffer.from('first'), 'image/jpeg', 'public');
      await expect(storage.put(key, Buffer.from('second'), 'image/jpeg', 'public')).rejects.toBeInstanceOf(ObjectExistsError);
      const object = await storage.get(key);
      expect(object && (await text(object.body))).toBe('first');
    });

    it('refuses keys that could leave the storage root', async () => {
      await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png', 'public')).rejects.toThrow('Unsafe storage key');
      await expect(storage.head('site/../../etc/passwd')).rejects.toThrow('Unsafe storage key');
    });
  });
}

behavesLikeObjectStorage('LocalStorage', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'webbox-local-'));
  return { storage: new LocalStorage(root), close: () => rm(root, { recursive: true, force: true }) };
});

behavesLikeObjectStorage('S3Storage (s3rver)', async () => {
  const s3 = await startS3();
  return { storage: s3.storage, close: s3.stop };
});

describe('LocalStorage durability', () => {
  it('leaves no temp files behind, also when the key was taken', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'webbox-local-'));
    const storage: ObjectStorage = new LocalStorage(root);
    await storage.put('s/one.png', Buffer.from('a'), 'image/png', 'public');
    await storage.put('s/one.png', Buffer.from('b'), 'image/png', 'public').catch(() => undefined);
    expect(await readdir(path.join(root, 's'))).toEqual(['one.png']);
    await rm(root, { recursive: true, force: true });
  });
});
