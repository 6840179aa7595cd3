import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { type ByteRange, type ObjectHead, ObjectExistsError, type ObjectStorage, type StoredObject, assertSafeKey, resolveRange } from './types';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/** Media in an S3-compatible bucket (AWS, MinIO, R2, …). */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Many S3-compatible servers reject the SDK's default flexible checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string, cacheControl: string): Promise<void> {
    await this.send(key, { Body: body, ContentLength: body.length, ContentType: contentType, CacheControl: cacheControl });
  }

  async putFile(key: string, filePath: string, contentType: string, cacheControl: string): Promise<void> {
    const { size } = await stat(filePath);
    await this.send(key, { Body: createReadStream(filePath), ContentLength: size, ContentType: contentType, CacheControl: cacheControl });
  }

  /** No overwrite: a head check for servers without conditional writes, and If-None-Match for those with. */
  private async send(key: string, input: Omit<ConstructorParameters<typeof PutObjectCommand>[0], 'Bucket' | 'Key'>): Promise<void> {
    assertSafeKey(key);
    if (await this.head(key)) throw new ObjectExistsError(key);
    try {
      await this.client.send(new PutObjectCommand({ ...input, Bucket: this.bucket, Key: key, IfNoneMatch: '*' }));
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) throw new ObjectExistsError(key);
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertSafeKey(key);
    const head = await this.head(key);
    if (!head) return null;
    const resolved = range ? resolveRange(range, head.size) : undefined;
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: resolved ? `bytes=${resolved.start}-${resolved.end}` : undefined }),
      );
      if (!(out.Body instanceof Readable)) throw new Error('S3 returned no readable body');
      return { body: out.Body, size: head.size, contentType: head.contentType, range: resolved };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectHead | null> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
