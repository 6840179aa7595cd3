import path from 'node:path';
import { getConfig } from '../config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { ObjectStorage } from './types';
import { processSingleton } from '../process-singleton';

export { LocalStorage } from './local-storage';
export { S3Storage } from './s3-storage';
export * from './types';
export * from './object-key';

const holder = processSingleton('storage', (): { storage?: ObjectStorage } => ({}));

/** The configured media storage: S3 when S3_BUCKET is set, else `$DATA_DIR/media`. */
export function getStorage(): ObjectStorage {
  if (holder.storage) return holder.storage;
  const config = getConfig();
  holder.storage = config.S3_BUCKET
    ? new S3Storage({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        credentials:
          config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
            : undefined,
      })
    : new LocalStorage(path.join(config.dataDir, 'media'));
  return holder.storage;
}

/** Replaces the storage (tests use a temporary directory or a local S3 server); null resets. */
export function setStorage(storage: ObjectStorage | null): void {
  holder.storage = storage ?? undefined;
}
