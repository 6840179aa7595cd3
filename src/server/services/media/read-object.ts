import type { Readable } from 'node:stream';
import { AppError } from '../../platform/app-error';
import { type ObjectStorage, getStorage } from '../../platform/storage';

async function drain(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The whole bytes of a stored object (images only: they are at most 20 MB). */
export async function readObject(key: string, storage: ObjectStorage = getStorage()): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new AppError('NOT_FOUND', 'media.notFound');
  return Buffer.isBuffer(object.body) ? object.body : drain(object.body);
}
