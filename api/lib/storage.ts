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

export class LocalFolderStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error('Unsafe object key');
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
