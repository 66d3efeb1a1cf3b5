import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where photo bytes live. Callers only use this interface, so an S3-compatible store can replace the
 * local folder without touching them.
 */
export interface ObjectStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Stored objects never change (a new photo gets a new id), so whoever serves them may cache them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The photos' folder inside DATA_DIR (and inside every backup archive) when no bucket is set. */
export const OBJECTS_DIR = 'objects';

/** Keys come from our own ids, but a key that could climb out of the folder or bucket prefix is refused anyway. */
export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error('Unsafe object key');
}

export class LocalFolderStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer) {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
  }

  async get(key: string) {
    try {
      return await fs.readFile(this.file(key));
    } catch {
      return null;
    }
  }

  async delete(key: string) {
    await fs.rm(this.file(key), { force: true });
  }
}
