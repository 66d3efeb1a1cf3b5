import path from 'node:path';
import type { Env } from '#api/env.ts';
import { S3Storage } from './s3-storage.ts';
import { LocalFolderStorage, OBJECTS_DIR, type ObjectStorage } from './storage.ts';

/** The photo store the settings ask for: the bucket when S3_BUCKET is set, else DATA_DIR/objects. */
export function createObjectStorage(env: Pick<Env, 's3' | 'dataDir'>): ObjectStorage {
  return env.s3 ? new S3Storage(env.s3) : new LocalFolderStorage(path.join(env.dataDir, OBJECTS_DIR));
}
