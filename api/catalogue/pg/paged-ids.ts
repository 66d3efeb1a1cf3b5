import type { SortOrder } from '#api/contract/catalogue.ts';
import { asPg, type Db } from '#api/db/database.ts';
import { cachedTotal, knownTotal } from '../cache.ts';
import { inListOrder, nearerEndRead } from '../product-list.ts';

export type Page = { limit: number; offset: number };
type Statement = { sql: string; params: unknown[] };

/**
 * One page of ids and the total of a list on PostgreSQL; the total is cached per catalogue version under
 * `totalKey`. The first list of a filter in a version asks for its page and total together (one round
 * trip); once the total is known, the page is read from the nearer end of the order, as on SQLite
 * (nearerEndRead, docs/decisions/022, "Long tail, twelfth round"), and a page past the end reads nothing.
 */
export async function pagedIds<Sort extends { order: SortOrder }>(
  db: Db,
  totalKey: string,
  sort: Sort,
  page: Page,
  list: (sort: Sort, page: Page) => Statement,
  count: Statement,
): Promise<{ ids: string[]; total: number }> {
  const pool = asPg(db).$client;
  const ids = async (statement: Statement) => (await pool.query<{ id: string }>(statement.sql, statement.params)).rows.map((row) => row.id);
  const known = knownTotal(db, totalKey);
  if (known === undefined) {
    const [rows, total] = await Promise.all([
      ids(list(sort, page)),
      cachedTotal(db, totalKey, async () => (await pool.query<{ n: number }>(count.sql, count.params)).rows[0]!.n),
    ]);
    return { ids: rows, total };
  }
  const read = nearerEndRead(known, sort, page.offset, page.limit);
  return { ids: read ? inListOrder(read, await ids(list(read.sort, read))) : [], total: known };
}
