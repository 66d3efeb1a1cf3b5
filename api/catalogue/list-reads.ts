// The public lists (GET /api/products, GET /api/stores) as the routes see them: an answer's bytes from the
// catalogue cache, or built by a catalogue reader. With SQLite the reader is a worker thread on its own
// read-only connection (api/catalogue/read-pool.ts), so a slow search never stalls the server's other
// requests; without a pool (READ_WORKERS=0, or a database that is asynchronous anyway) the list is built
// here. docs/decisions/022-interactive-early-and-cheap-lists.md, "Reads off the main thread".
import type { Db } from '#api/db/client.ts';
import type { ProductListQuery, StoreListQuery } from '#api/contract/catalogue.ts';
import type { Encoding } from '#api/lib/compress-answers.ts';
import { readProductList } from '#api/products/products.service.ts';
import { readStoreList } from '#api/stores/stores.service.ts';
import { cachedList, catalogueVersion, encodeAnswer, type CachedResponse, type CatalogueStamp } from './cache.ts';
import { readPoolFor } from './read-pool.ts';

export type ListRead = { list: 'products'; query: ProductListQuery } | { list: 'stores'; query: StoreListQuery };
/** A list to build, at least as fresh as `expected`, compressed too when `encoding` is given. */
export type ListJob = ListRead & { expected: CatalogueStamp; encoding: Encoding | null };
/** A built answer and the catalogue version it was read at. */
export type ListAnswer = CachedResponse & { version: number };

/** GET /api/products: one page of listed products and the total, as the answer's bytes. */
export const listProducts = (db: Db, query: ProductListQuery, encoding: Encoding | null = null) =>
  listAnswer(db, { list: 'products', query }, encoding);

/** GET /api/stores: one page of active stores and the total, as the answer's bytes. */
export const listStores = (db: Db, query: StoreListQuery, encoding: Encoding | null = null) =>
  listAnswer(db, { list: 'stores', query }, encoding);

function listAnswer(db: Db, read: ListRead, encoding: Encoding | null): Promise<CachedResponse> {
  return cachedList(db, `${read.list}?${JSON.stringify(read.query)}`, (expected) => {
    const job: ListJob = { ...read, expected, encoding };
    const pool = readPoolFor(db);
    return pool ? pool.run(job) : Promise.resolve(answerList(db, job));
  });
}

/**
 * Builds a list's answer on this connection: the version, totals, searches and rows are read together (a
 * reader runs this inside one read transaction, so they come from one snapshot).
 */
export function answerList(db: Db, job: ListJob): ListAnswer {
  const { version } = catalogueVersion(db);
  const value = job.list === 'products' ? readProductList(db, job.query) : readStoreList(db, job.query);
  return { ...encodeAnswer(value, job.encoding), version };
}
