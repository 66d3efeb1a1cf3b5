import fs from 'node:fs';
import { count } from 'drizzle-orm';
import type { Db } from '#api/db/database.ts';
import { categories } from '#api/db/tables.ts';
import packageJson from '../../package.json' with { type: 'json' };

export type Health = {
  status: 'ok' | 'failing';
  database: 'ok' | 'failing';
  disk: 'ok' | 'low';
  freeDiskMb: number | null;
  version: string;
  uptime: number;
};

async function databaseAnswers(db: Db) {
  try {
    return (await db.select({ n: count() }).from(categories)).length === 1;
  } catch {
    return false;
  }
}

function freeMb(folder: string) {
  try {
    const stats = fs.statfsSync(folder);
    return Math.floor((stats.bavail * stats.bsize) / (1024 * 1024));
  } catch {
    return null;
  }
}

/** Healthy when the database answers a query and the data folder's disk has room to take writes. */
export async function checkHealth(db: Db, dataDir: string, minFreeDiskMb: number): Promise<Health> {
  const database = (await databaseAnswers(db)) ? 'ok' : 'failing';
  const freeDiskMb = freeMb(dataDir);
  const disk = freeDiskMb !== null && freeDiskMb >= minFreeDiskMb ? 'ok' : 'low';
  return {
    status: database === 'ok' && disk === 'ok' ? 'ok' : 'failing',
    database,
    disk,
    freeDiskMb,
    version: packageJson.version,
    uptime: Math.round(process.uptime()),
  };
}
