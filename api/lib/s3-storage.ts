import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from '#api/env.ts';
import { isStoredFormat, PHOTO_CONTENT_TYPES } from './photo-files.ts';
import { assertSafeKey, IMMUTABLE_CACHE, type ObjectStorage } from './storage.ts';

const contentTypeOf = (key: string) => {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return isStoredFormat(extension) ? PHOTO_CONTENT_TYPES[extension] : 'application/octet-stream';
};

const isMissing = (err: unknown) => err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

/**
 * Photos in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) through the AWS SDK v3.
 * Each object carries its content type and cache header, so a CDN or the bucket's own public address
 * serves it exactly as `/objects/…` would (docs/decisions/027-photo-storage-backends.md).
 */
export class S3Storage implements ObjectStorage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: settings.credentials,
      forcePathStyle: settings.forcePathStyle,
      // A photo upload waits on these calls: fail in seconds rather than hang a request on a stalled store.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      maxAttempts: 3,
    });
  }

  async put(key: string, bytes: Buffer) {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentTypeOf(key), CacheControl: IMMUTABLE_CACHE }),
    );
  }

  async get(key: string) {
    assertSafeKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** S3 answers a delete of a missing key with success, like `rm -f`. */
  async delete(key: string) {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
