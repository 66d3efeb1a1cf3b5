import type Database from 'better-sqlite3';

/**
 * The connection as drizzle sees it: the same database, but a query's compiled statement is reused the next
 * time drizzle builds the same SQL, instead of SQLite compiling it again for every request (under bench:load
 * compiling took ~5 % of the server's CPU). Only drizzle goes through it: hand-written statements that code
 * keeps in a mode (`pluck`, `raw`) are prepared on the database itself and never shared.
 */
export function drizzleClient(sqlite: Database.Database, limit = 1_000): Database.Database {
  const statements = new Map<string, Database.Statement>();
  const prepare = (source: string) => {
    let statement = statements.get(source);
    if (statement && !statement.busy) {
      statements.delete(source);
      // drizzle asks for `raw` rows for selections and plain ones otherwise, but never turns a mode off.
      if (statement.reader) statement.raw(false).pluck(false).expand(false);
    } else {
      statement = sqlite.prepare(source);
    }
    statements.set(source, statement); // most recently used last
    if (statements.size > limit) statements.delete(statements.keys().next().value!);
    return statement;
  };
  return { prepare, transaction: sqlite.transaction.bind(sqlite) } as unknown as Database.Database;
}
