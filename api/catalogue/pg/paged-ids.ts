import { asPg, type Db } from '#api/db/database.ts';
import { cachedTotal } from '../cache.ts';

export type Page = { limit: number; offset: number };
type Statement = { sql: string; params: unknown[] };

/** One page of ids and the total of a list on PostgreSQL, asked together; the total is cached per catalogue version under `totalKey`. */
export async function pagedIds(db: Db, totalKey: string, list: Statement, count: Statement): Promise<{ ids: string[]; total: number }> {
  const pool = asPg(db).$client;
  const [rows, total] = await Promise.all([
    pool.query<{ id: string }>(list.sql, list.params),
    cachedTotal(db, totalKey, async () => (await pool.query<{ n: number }>(count.sql, count.params)).rows[0]!.n),
  ]);
  return { ids: rows.rows.map((row) => row.id), total };
}
