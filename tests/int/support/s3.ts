import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { S3Storage } from '../../../src/server/platform/storage';

type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: Array<{ name: string }>;
}) => S3rverServer;

/** A local S3-compatible server (s3rver) on 127.0.0.1 with a temporary directory and one bucket. */
export async function startS3(bucket = 'webbox-media') {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;
  const directory = await mkdtemp(path.join(os.tmpdir(), 'webbox-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const storage = new S3Storage({
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    storage,
    async stop() {
      storage.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
