// SQLite only: rows of a table by id for the lists' hot path, through a statement prepared once per count
// of ids (prepared.ts) and each column mapped as drizzle maps it, instead of drizzle's query builder building
// and compiling the same SELECT for every list (a third of a reader's time on long-tail traffic).
// docs/decisions/022-interactive-early-and-cheap-lists.md, "Long tail, fourth round".
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '#api/db/client.ts';
import { preparedFor } from './prepared.ts';

type Picked<T extends SQLiteTable, K extends keyof T['$inferSelect']> = Pick<T['$inferSelect'], K>;

/** Columns of a table read raw and mapped into a row as drizzle would (rowsById, and joins that read several tables). */
export class RowColumns<T extends SQLiteTable, K extends keyof T['$inferSelect'] & string> {
  private readonly fields: (readonly [K, SQLiteColumn])[];

  constructor(table: T, keys?: readonly K[]) {
    const columns = getTableColumns(table) as Record<string, SQLiteColumn>;
    this.fields = (keys ?? (Object.keys(columns) as K[])).map((key) => [key, columns[key]!] as const);
  }

  get width(): number {
    return this.fields.length;
  }

  /** The columns for a SELECT list, on a table alias. */
  select(alias: string): string {
    return this.fields.map(([, column]) => `${alias}."${column.name}"`).join(', ');
  }

  /** The row whose values start at `from` in a raw result row. */
  row(values: unknown[], from = 0): Picked<T, K> {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < this.fields.length; i++) {
      const value = values[from + i];
      row[this.fields[i]![0]] = value === null ? null : this.fields[i]![1].mapFromDriverValue(value);
    }
    return row as Picked<T, K>;
  }
}

/** The rows of `table` whose id is in `ids` (any order), with the columns `keys` (all of them by default). */
export function rowsById<T extends SQLiteTable, K extends keyof T['$inferSelect'] & string = keyof T['$inferSelect'] & string>(
  db: Db,
  table: T,
  ids: readonly string[],
  keys?: readonly K[],
): Picked<T, K>[] {
  if (ids.length === 0) return [];
  const columns = new RowColumns(table, keys);
  const sql = `SELECT ${columns.select(`"${getTableName(table)}"`)} FROM "${getTableName(table)}" WHERE id IN (${ids.map(() => '?').join(',')})`;
  const rows = preparedFor(db, sql).raw().all(...ids) as unknown[][];
  return rows.map((values) => columns.row(values));
}
