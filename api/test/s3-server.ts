import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** s3rver's fixed test credentials: it checks every request's signature against them. */
const KEY = 'S3RVER';
export const TEST_BUCKET = 'souq-photos';

/**
 * A local S3-compatible server (s3rver) on a free port with one empty bucket, plus the settings that
 * point the app at it and a separate client to look inside the bucket the way an operator would.
 */
export async function startS3Server() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: TEST_BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    S3_FORCE_PATH_STYLE: '1',
  };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: KEY, secretAccessKey: KEY } });

  async function read(key: string) {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw err;
    }
  }

  async function keys(prefix: string) {
    const answer = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }));
    return (answer.Contents ?? []).map((o) => o.Key!).sort();
  }

  const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: key }));

  async function close() {
    client.destroy();
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  }

  return { env, endpoint, read, keys, head, close };
}
