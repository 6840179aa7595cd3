import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, copyFile, link, mkdir, open, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey } from './content-types';
import { type ByteRange, type ObjectHead, ObjectExistsError, type ObjectStorage, type StoredObject, assertSafeKey, resolveRange } from './types';

const isCode = (error: unknown, code: string) => error instanceof Error && (error as NodeJS.ErrnoException).code === code;

/** Media on the local disk under `root` (normally `$DATA_DIR/media`). */
export class LocalStorage implements ObjectStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.commit(key, async (tmp) => {
      const handle = await open(tmp, 'wx', 0o600);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
  }

  async putFile(key: string, filePath: string): Promise<void> {
    await this.commit(key, async (tmp) => {
      await copyFile(filePath, tmp);
      await chmod(tmp, 0o600);
      const handle = await open(tmp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
  }

  /**
   * Writes to a temp file beside the target, fsyncs it, then hard-links it into place: link fails
   * if the key exists (no overwrite, no race), and the bytes are durable before any row points here.
   */
  private async commit(key: string, write: (tmp: string) => Promise<void>): Promise<void> {
    const target = this.pathOf(key);
    const dir = path.dirname(target);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const tmp = path.join(dir, `.tmp-${randomUUID()}`);
    try {
      await write(tmp);
      await link(tmp, target);
    } catch (error) {
      if (isCode(error, 'EEXIST')) throw new ObjectExistsError(key);
      throw error;
    } finally {
      await unlink(tmp).catch(() => undefined);
    }
    const dirHandle = await open(dir, 'r');
    try {
      await dirHandle.sync();
    } finally {
      await dirHandle.close();
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const head = await this.head(key);
    if (!head) return null;
    const file = this.pathOf(key);
    if (!range) return { body: createReadStream(file), size: head.size, contentType: head.contentType };
    const resolved = resolveRange(range, head.size);
    return { body: createReadStream(file, resolved), size: head.size, contentType: head.contentType, range: resolved };
  }

  async head(key: string): Promise<ObjectHead | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, contentType: contentTypeOfKey(key) } : null;
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: unknown) => {
      if (!isCode(error, 'ENOENT')) throw error;
    });
  }
}
