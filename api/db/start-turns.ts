import { asPg, isPostgres, type Db } from './database.ts';

// Any constant shared by every process of one marketplace (the migrations take 2_026_028: api/db/pg/client.ts).
const START_LOCK = 2_026_029;

const localTurns = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `work` (the start-up writes: the ADMIN_EMAIL account, the demo data) while no other starter on the
 * same database runs its own. On PostgreSQL several processes may start together, so they take turns on an
 * advisory lock and the later one finds the work done; on SQLite one process owns the file and only its own
 * callers take turns.
 */
export async function oneStarterAtATime<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) {
    const result = (localTurns.get(db) ?? Promise.resolve()).then(work);
    localTurns.set(db, result.catch(() => undefined));
    return result;
  }
  const client = await asPg(db).$client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK]).catch(() => undefined);
    client.release();
  }
}
