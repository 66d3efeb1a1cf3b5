import { ensureAdmin } from '#api/auth/auth.service.ts';
import type { Db } from '#api/db/database.ts';
import { oneStarterAtATime } from '#api/db/start-turns.ts';
import type { Env } from '#api/env.ts';
import type { ObjectStorage } from '#api/lib/storage.ts';
import { seedDemoDataIfEmpty, type SeedSummary } from './seed.ts';

/**
 * What the server writes at start, through the services on either engine: the ADMIN_EMAIL account, then
 * the demo data when DEMO_DATA=1 and the catalogue is empty. Processes starting together on one PostgreSQL
 * take turns, so one loads the demo data and the others find it there. Answers what was loaded, or null.
 */
export async function writeStartData(db: Db, storage: ObjectStorage, env: Pick<Env, 'adminEmail' | 'adminPassword' | 'demoData'>): Promise<SeedSummary | null> {
  return oneStarterAtATime(db, async () => {
    if (env.adminEmail) await ensureAdmin(db, env.adminEmail, env.adminPassword);
    return env.demoData ? seedDemoDataIfEmpty(db, storage) : null;
  });
}
