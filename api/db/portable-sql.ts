// SQL pieces both engines run alike, for the few expressions drizzle has no dialect-neutral helper for
// (docs/decisions/030-one-process-one-engine.md): SQLite's two-argument max() is GREATEST on PostgreSQL,
// and a sum over a flag adds integers on SQLite but is refused over PostgreSQL's booleans.
import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `value`, or 0 when it would fall below: a counter taken back never goes negative. */
export const atLeastZero = (value: SQL): SQL<number> => sql<number>`(CASE WHEN ${value} > 0 THEN ${value} ELSE 0 END)`;

/** How many rows meet `condition` (a flag column or any boolean expression), as a number on both engines. */
export const countWhere = (condition: SQLWrapper) => count(sql`CASE WHEN ${condition} THEN 1 END`);

/**
 * The position of `column`'s value in `values`: a sort key for a column whose values have a natural order
 * (an order's statuses follow their life cycle), used where SQLite's rowid used to break ties.
 */
export const rankIn = (column: SQLWrapper, values: readonly string[]): SQL<number> =>
  sql<number>`(CASE ${column} ${sql.join(values.map((value, i) => sql`WHEN ${value} THEN ${i}`), sql` `)} END)`;
