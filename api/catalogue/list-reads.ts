// The public lists (GET /api/products, GET /api/stores) as their services answer them: an answer's bytes
// from the catalogue cache, or built by a catalogue reader. With SQLite the reader is a worker thread on its
// own read-only connection (read-pool.ts, read-worker.ts), so a slow search never stalls the server's other
// requests (when the readers are backed up, this thread helps: main-lane.ts); without a pool (READ_WORKERS=0,
// or a database that is asynchronous anyway) the list is built here. docs/decisions/022-interactive-early-and-cheap-lists.md, "Reads off the main thread".
import type { Db } from '#api/db/client.ts';
import { transaction } from '#api/db/database.ts';
import type { ProductListQuery, StoreListQuery } from '#api/contract/catalogue.ts';
import type { Encoding } from '#api/lib/compress-answers.ts';
import { cachedList, catalogueVersion, encodeAnswer, type CachedResponse, type CatalogueStamp } from './cache.ts';
import { MainLane } from './main-lane.ts';
import { readPoolFor } from './read-pool.ts';

export type ListRead = { list: 'products'; query: ProductListQuery } | { list: 'stores'; query: StoreListQuery };
/** A list to build, at least as fresh as `expected`, compressed too when `encoding` is given. */
export type ListJob = ListRead & { expected: CatalogueStamp; encoding: Encoding | null };
/** A built answer and the catalogue version it was read at. */
export type ListAnswer<Value = unknown> = CachedResponse<Value> & { version: number };
/** Builds a list's value on a connection (the services' `read…List`). */
export type ListBuilder<Q, Value = unknown> = (db: Db, query: Q) => Promise<Value>;

/**
 * A list's answer: cached, or built by a reader (the worker runs the same `build`, read-worker.ts), or by
 * `build` on this thread when the database has no readers or they are backed up.
 */
export function listAnswer<R extends ListRead, Value>(
  db: Db,
  read: R,
  encoding: Encoding | null,
  build: ListBuilder<R['query'], Value>,
): Promise<CachedResponse<Value>> {
  return cachedList<Value>(db, `${read.list}?${JSON.stringify(read.query)}`, (expected) => {
    const job: ListJob = { ...read, expected, encoding };
    const pool = readPoolFor(db);
    if (!pool) return answerList(db, job, build);
    // The reader runs the same `build`, so its bytes hold the same Value.
    if (read.query.search || !helpReaders(pool.waitingPerReader)) return pool.run(job) as Promise<ListAnswer<Value>>;
    // In a transaction of its own: none of the server's transactions is open around it (same connection).
    return mainLane.run(() => transaction(db, (tx) => answerList(tx, job, build)));
  }, () => (readPoolFor(db)?.waitingPerReader ?? 0) >= WAITING_PER_READER);
}

/**
 * Reads that may wait per reader before this thread builds lists too: enough to keep every reader busy.
 * Past it, a list without a search (one index walk, a few milliseconds at most; a search may cost several
 * times that, too long to block this thread) goes to the shorter of the two queues, a reader's or this
 * thread's, so no cheap list waits long behind searches while this thread has time: docs/decisions/022,
 * "Long tail, fourth round".
 */
export const WAITING_PER_READER = 2;
const mainLane = new MainLane();
const helpReaders = (waitingPerReader: number) => waitingPerReader >= WAITING_PER_READER && mainLane.pending < waitingPerReader;

/**
 * Builds a list's answer on this connection: the version, totals, searches and rows are read together (a
 * reader runs this inside one read transaction, so they come from one snapshot).
 */
export async function answerList<Q, Value>(db: Db, job: ListJob, build: ListBuilder<Q, Value>): Promise<ListAnswer<Value>> {
  const { version } = catalogueVersion(db);
  return { ...encodeAnswer(await build(db, job.query as Q), job.encoding), version };
}
