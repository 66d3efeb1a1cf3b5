import type Database from 'better-sqlite3';
import type { Db } from '#api/db/client.ts';

// Catalogue list queries are raw SQL built from a handful of filter combinations; preparing a
// statement costs more than running these indexed queries, so each SQL text is prepared once per
// connection. (Each SQL text must always be used in the same mode: plain, pluck() or raw().)
const byConnection = new WeakMap<Database.Database, Map<string, Database.Statement>>();
const MAX_STATEMENTS = 500;

export function preparedFor(db: Db, sql: string): Database.Statement {
  const sqlite = db.$client;
  let statements = byConnection.get(sqlite);
  if (!statements) {
    statements = new Map();
    byConnection.set(sqlite, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    if (statements.size >= MAX_STATEMENTS) statements.clear();
    statement = sqlite.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}

/** Every SQL text prepared on this connection so far: the query-plan test explains each one. */
export function preparedSqlTexts(db: Db): string[] {
  return [...(byConnection.get(db.$client)?.keys() ?? [])];
}
