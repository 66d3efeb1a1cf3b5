// The public lists (GET /api/products, GET /api/stores) as their services answer them: an answer's bytes
// from the catalogue cache, or built by a catalogue reader. With SQLite the reader is a worker thread on its
// own read-only connection (read-pool.ts, read-worker.ts), so a slow search never stalls the server's other
// requests; without a pool (READ_WORKERS=0, or a database that is asynchronous anyway) the list is built
// here. docs/decisions/022-interactive-early-and-cheap-lists.md, "Reads off the main thread".
import type { Db } from '#api/db/client.ts';
import type { ProductListQuery, StoreListQuery } from '#api/contract/catalogue-requests.ts';
import type { Encoding } from '#api/lib/compress-answers.ts';
import { cachedList, catalogueVersion, encodeAnswer, type CachedResponse, type CatalogueStamp, type JsonText } from './cache.ts';
import { readPoolFor } from './read-pool.ts';

export type ListRead = { list: 'products'; query: ProductListQuery } | { list: 'stores'; query: StoreListQuery };
/**
 * A list to build, at least as fresh as `expected`, compressed too when `encoding` is given; `background`:
 * nobody waits for it (a lagging list's new answer), so a reader builds it after the others.
 */
export type ListJob = ListRead & { expected: CatalogueStamp; encoding: Encoding | null; background?: boolean };
/** A built answer, the catalogue version it was read at, and when it was built (ms since the epoch, any thread's clock). */
export type ListAnswer<Value = unknown> = CachedResponse<Value> & { version: number; builtAt: number };
/** Builds a list's value (or its JSON text) on a connection (the services' `read…List`). */
export type ListBuilder<Q, Value = unknown> = (db: Db, query: Q) => Promise<Value | JsonText<Value>>;

/**
 * A list's answer: cached, or built by a reader (the worker runs the same `build`, read-worker.ts), or by
 * `build` on this thread when the database has no readers.
 */
export function listAnswer<R extends ListRead, Value>(
  db: Db,
  read: R,
  encoding: Encoding | null,
  build: ListBuilder<R['query'], Value>,
): Promise<CachedResponse<Value>> {
  return cachedList<Value>(db, `${read.list}?${JSON.stringify(read.query)}`, (expected, background) => {
    const job: ListJob = { ...read, expected, encoding, background };
    const pool = readPoolFor(db);
    // The reader runs the same `build`, so its bytes hold the same Value.
    return pool ? (pool.run(job) as Promise<ListAnswer<Value>>) : answerList(db, job, build);
  }, () => (readPoolFor(db)?.waitingPerReader ?? 0) >= BACKED_UP);
}

/** Reads waiting per reader past which the readers count as backed up (cachedList may answer lagging lists). */
const BACKED_UP = 2;

/**
 * Builds a list's answer on this connection: the version, totals, searches and rows are read together (a
 * reader runs this inside one read transaction, so they come from one snapshot).
 */
export async function answerList<Q, Value>(db: Db, job: ListJob, build: ListBuilder<Q, Value>): Promise<ListAnswer<Value>> {
  const { version } = catalogueVersion(db);
  return { ...encodeAnswer(await build(db, job.query as Q), job.encoding), version, builtAt: performance.timeOrigin + performance.now() };
}
