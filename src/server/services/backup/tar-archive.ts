import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, gunzip } from 'node:zlib';

const gunzipAsync = promisify(gunzip);
import tar from 'tar-stream';

/** Why an archive could not be read: the callers turn it into a sentence for operators or the API. */
export class ArchiveReadError extends Error {
  override name = 'ArchiveReadError';
  constructor(
    readonly reason: 'unreadable' | 'tooLarge' | 'unsafeName',
    detail: string,
  ) {
    super(detail);
  }
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Entry names are ours (`manifest.json`, `media/{key}`): anything climbing out or absolute is refused. */
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

export type TarWriter = {
  add(name: string, body: Buffer): Promise<void>;
  /** Streams a body of known size (a video of the media store is never held in memory). */
  addStream(name: string, size: number, body: Readable): Promise<void>;
  finish(): Promise<void>;
};

/** A gzipped tar written to a file as entries are added. */
export function writeTarGzFile(file: string): TarWriter {
  const pack = tar.pack();
  const done = pipeline(pack, createGzip(), createWriteStream(file, { mode: 0o600 }));
  // Errors surface through finish(); until then keep the rejection from going unhandled.
  done.catch(() => undefined);
  return {
    add: (name, body) =>
      new Promise((resolve, reject) => {
        pack.entry({ name, size: body.length, mode: 0o600 }, body, (error) => (error ? reject(error) : resolve()));
      }),
    addStream: (name, size, body) =>
      new Promise((resolve, reject) => {
        const entry = pack.entry({ name, size, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
        pipeline(body, entry).catch(reject);
      }),
    finish: async () => {
      pack.finalize();
      await done;
    },
  };
}

/** A gzipped tar made in memory (a site archive: its size is bounded by the site's storage quota). */
export async function tarGzBuffer(entries: { name: string; body: Buffer }[]): Promise<Buffer> {
  const pack = tar.pack();
  const gzip = createGzip();
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = pipeline(pack, gzip);
  for (const entry of entries) {
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.name, size: entry.body.length, mode: 0o600 }, entry.body, (e) => (e ? reject(e) : resolve())),
    );
  }
  pack.finalize();
  await done;
  return Buffer.concat(chunks);
}

/**
 * Reads every regular file of a gzipped tar, each handed to `onEntry` as one buffer, refusing
 * unsafe names, duplicates and more than `maxBytes` unpacked. A truncated or foreign file fails
 * with ArchiveReadError('unreadable').
 */
export async function readTarGz(
  source: Readable | Buffer,
  options: { maxBytes: number; onEntry: (name: string, body: Buffer) => Promise<void> | void },
): Promise<void> {
  const extract = tar.extract();
  const seen = new Set<string>();
  let total = 0;
  let failure: ArchiveReadError | null = null;
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (data: unknown) => {
      const chunk = data as Buffer;
      total += chunk.length;
      if (total > options.maxBytes && !failure) failure = new ArchiveReadError('tooLarge', `more than ${options.maxBytes} bytes`);
      if (!failure) chunks.push(chunk);
    });
    stream.on('end', () => {
      if (failure || header.type === 'directory') return next();
      if (header.type !== 'file' || !SAFE_NAME.test(header.name) || header.name.split('/').includes('..') || seen.has(header.name)) {
        failure = new ArchiveReadError('unsafeName', header.name);
        return next();
      }
      seen.add(header.name);
      Promise.resolve(options.onEntry(header.name, Buffer.concat(chunks))).then(
        () => next(),
        (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
      );
    });
    stream.resume();
  });
  try {
    if (Buffer.isBuffer(source)) {
      // In memory (an upload): unzipped in one step, bounded, so a cut-off file is one clean error.
      const tarBytes = await gunzipAsync(source, { maxOutputLength: options.maxBytes }).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ERR_BUFFER_TOO_LARGE' ? new ArchiveReadError('tooLarge', error.message) : new ArchiveReadError('unreadable', error.message);
      });
      await pipeline(Readable.from([tarBytes]), extract);
    } else {
      const gunzip = createGunzip();
      gunzip.on('error', () => undefined);
      await pipeline(source, gunzip, extract);
    }
  } catch (error) {
    if (error instanceof ArchiveReadError) throw error;
    if (failure) throw failure;
    // Our own handler's errors pass through; gzip and tar errors mean a damaged or foreign file.
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof Error && code?.startsWith('Z_')) throw new ArchiveReadError('unreadable', error.message);
    if (error instanceof Error && !code && /tar header|unexpected end|premature close/i.test(error.message))
      throw new ArchiveReadError('unreadable', error.message);
    throw error;
  }
  if (failure) throw failure;
}

export const readTarGzFile = (file: string, options: Parameters<typeof readTarGz>[1]) => readTarGz(createReadStream(file), options);
