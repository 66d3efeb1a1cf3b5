import type Database from 'better-sqlite3';
import { is } from 'drizzle-orm';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { PgDatabase } from 'drizzle-orm/pg-core';
import type { PgDb } from './pg/client.ts';
import * as schema from './schema.ts';

/**
 * The database as services receive it. Services only use shapes that every drizzle dialect runs alike:
 * `await query`, `.limit(1)` and the first row instead of `.get()`, `.returning()` instead of a run result,
 * and `transaction(db, async (tx) => …)` below instead of `db.transaction`. docs/decisions/029-asynchronous-data-access.md
 */
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * True when `db` (or a transaction's `tx`) runs on PostgreSQL. The services' own queries run alike on both
 * engines; the few places that write their own SQL ask this (docs/decisions/030-one-process-one-engine.md).
 */
export const isPostgres = (db: Db): boolean => is(db, PgDatabase);

/** A PostgreSQL database as the services receive it: they are typed by the SQLite schema, which it mirrors. */
export const asDb = (pgDb: PgDb): Db => pgDb as unknown as Db;

/** The PostgreSQL database behind `db`, for SQL written for PostgreSQL only. */
export const asPg = (db: Db): PgDb => db as unknown as PgDb;

/** Closes the SQLite file, or ends PostgreSQL's connection pool. */
export async function closeDatabase(db: Db): Promise<void> {
  if (isPostgres(db)) await asPg(db).$client.end();
  else db.$client.close();
}

/** The first row of an awaited `… .limit(1)` query, or undefined. */
export const first = <T>(rows: T[]): T | undefined => rows[0];

/**
 * One connection's transaction lock: a FIFO of exclusive turns. A transaction holds one turn from BEGIN to
 * COMMIT; a statement that another request issues while a turn is held or queued waits for its own turn, so it
 * never runs inside someone else's transaction (better-sqlite3 has one connection and one transaction state).
 */
class ConnectionLock {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  /** True while a turn is held or queued: new statements must queue behind it. */
  get busy() {
    return this.waiting > 0;
  }

  turn<T>(work: () => T | Promise<T>): Promise<T> {
    this.waiting += 1;
    const result = this.tail.then(work);
    this.tail = result.then(this.leave, this.leave);
    return result;
  }

  private readonly leave = () => {
    this.waiting -= 1;
  };
}

type Connection = { sqlite: Database.Database; lock: ConnectionLock; tx: Db; depth: number };
const connections = new WeakMap<object, Connection>();
const transactionHandles = new WeakSet<object>();

type PreparedQuery = { run: Fn; all: Fn; get: Fn; values: Fn; joinsNotNullableMap?: unknown };
type Fn = (placeholders?: unknown) => unknown;

/**
 * The same prepared query, but each execution waits for its turn on the lock. Only used when the lock is busy:
 * a drizzle query is prepared and executed in one synchronous step, so an idle lock costs nothing.
 */
function queued(query: PreparedQuery, lock: ConnectionLock): PreparedQuery {
  const wrapper = Object.create(query) as PreparedQuery;
  for (const method of ['run', 'all', 'get', 'values'] as const) {
    wrapper[method] = (placeholders) => lock.turn(() => query[method](placeholders));
  }
  // drizzle sets this on the prepared query after preparing it; the wrapped query reads it
  Object.defineProperty(wrapper, 'joinsNotNullableMap', {
    get: () => query.joinsNotNullableMap,
    set: (value) => { query.joinsNotNullableMap = value; },
  });
  return wrapper;
}

/**
 * Two drizzle handles on one SQLite connection: `db` for everyone (its statements queue behind an open
 * transaction) and the transaction's own handle, which runs at once and is only given to the callback of
 * `transaction()`.
 */
export function drizzleHandles(sqlite: Database.Database, client: Database.Database): Db {
  const lock = new ConnectionLock();
  const db = drizzle({ client, schema }) as unknown as Db;
  const tx = drizzle({ client, schema }) as unknown as Db;
  db.$client = sqlite;
  tx.$client = sqlite;
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => PreparedQuery } }).session;
  const prepare = session.prepareQuery.bind(session);
  session.prepareQuery = (...args) => {
    const query = prepare(...args);
    return lock.busy ? queued(query, lock) : query;
  };
  const connection: Connection = { sqlite, lock, tx, depth: 0 };
  connections.set(db, connection);
  connections.set(tx, connection);
  transactionHandles.add(tx);
  return db;
}

/**
 * Runs `work` in one transaction and answers its result; any throw rolls everything back. On SQLite: one
 * write-locking (IMMEDIATE) transaction at a time per connection, other statements queued behind it; called
 * with a transaction's handle it nests through a SAVEPOINT. The callback must use `tx`, never the outer `db`
 * (a statement on `db` would wait for this very transaction to end).
 */
export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  // PostgreSQL: one pooled connection per transaction, and a transaction's own handle nests through savepoints
  if (isPostgres(db)) return asPg(db).transaction((tx) => work(tx as unknown as Db));
  const connection = connections.get(db);
  if (!connection) throw new Error('transaction(): not a database opened by openDatabase()');
  const { sqlite, tx, lock } = connection;
  if (transactionHandles.has(db)) return savepoint(connection, work);
  return lock.turn(async () => {
    sqlite.exec('BEGIN IMMEDIATE');
    try {
      const result = await work(tx);
      sqlite.exec('COMMIT');
      return result;
    } catch (error) {
      if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
      throw error;
    }
  });
}

async function savepoint<T>(connection: Connection, work: (tx: Db) => Promise<T>): Promise<T> {
  const name = `sp${(connection.depth += 1)}`;
  connection.sqlite.exec(`SAVEPOINT ${name}`);
  try {
    const result = await work(connection.tx);
    connection.sqlite.exec(`RELEASE ${name}`);
    return result;
  } catch (error) {
    connection.sqlite.exec(`ROLLBACK TO ${name}`);
    connection.sqlite.exec(`RELEASE ${name}`);
    throw error;
  } finally {
    connection.depth -= 1;
  }
}
