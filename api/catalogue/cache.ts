import type Database from 'better-sqlite3';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { Db } from '#api/db/client.ts';
import { asPg, isPostgres } from '#api/db/database.ts';
import { publicCache, strongETag } from '#api/lib/http-cache.ts';
import { chooseEncoding, keptBytesFor, type Encoding, type KeptBytes } from '#api/lib/compress-answers.ts';

// In-process caches of public catalogue answers, list totals and ordered search results.
//
// Why: better-sqlite3 is synchronous, so every millisecond a list spends in SQLite stalls the whole
// server. Counting a filter's total and ranking thousands of search matches cost milliseconds; the
// same answers are asked for again and again between writes.
//
// Correctness: every entry belongs to one catalogue version. Triggers (migrations 0001 and 0005) bump
// `catalogue_version` on every write to products, stores and categories, whoever makes it, so a
// writer never has to remember to invalidate. Reading the version is one indexed row per request.
//
// Counters (stock, sales, ratings, review and order counts) move with every checkout and review: on a busy
// evening that is many times a second, which would leave no list cached at all. They bump a second number,
// `counters`: single things (a product, a store) follow it at once; lists, totals, searches and rendered
// pages follow it at most COUNTERS_LAG_MS later (and at once after a quiet spell), well within the 30 s
// that browsers may keep a list anyway (publicCache). docs/decisions/018-running-unattended.md.
//
// On PostgreSQL several processes share one database: each request reads the version and counters from it
// once (followCatalogue), so a write through any process is seen by the next request of every other one
// (docs/decisions/028-one-code-two-databases.md, "The catalogue cache on PostgreSQL").

// Bounds: entries, and bytes (answers and search id lists) so the caches stay within ~100 MB.
const MB = 1024 * 1024;
const LIMITS = {
  responses: { entries: 2_000, bytes: 40 * MB },
  singles: { entries: 2_000, bytes: 8 * MB },
  totals: { entries: 5_000, bytes: Infinity },
  searches: { entries: 1_000, bytes: 32 * MB },
  prices: { entries: 100, bytes: 16 * MB },
} as const;

/** A map that forgets its least recently used entries past a count or a total weight in bytes. */
export class Lru<V> {
  private readonly map = new Map<string, V>();
  private weight = 0;
  constructor(
    private readonly limits: { entries: number; bytes: number },
    private readonly weigh: (value: V) => number = () => 0,
  ) {}

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: string, value: V) {
    this.delete(key);
    this.map.set(key, value);
    this.weight += this.weigh(value);
    while (this.map.size > this.limits.entries || (this.weight > this.limits.bytes && this.map.size > 1)) {
      this.delete(this.map.keys().next().value!);
    }
  }

  private delete(key: string) {
    const old = this.map.get(key);
    if (old === undefined) return;
    this.weight -= this.weigh(old);
    this.map.delete(key);
  }

  clear() {
    this.map.clear();
    this.weight = 0;
  }
}

declare const holds: unique symbol;
/**
 * The answer's bytes (encoded once, not per request), its strong ETag, and its compressed copies, each made
 * once: by the reader that built the answer for the encoding its first request took, else at its first hit.
 * `Value` is what the bytes hold, for the route's declared answer only (docs/decisions/026).
 */
export type CachedResponse<Value = unknown> = KeptBytes & {
  etag: string;
  readonly [holds]?: Value;
};
const encoder = new TextEncoder();

/** A value already written as JSON (its text is what JSON.stringify gives for it): encodeAnswer sends it as is. */
export class JsonText<Value> {
  declare readonly [holds]?: Value;
  constructor(readonly text: string) {}
}

/** A public answer as bytes with its ETag, compressed too for the encoding asked for. */
export function encodeAnswer<Value>(value: Value | JsonText<Value>, encoding: Encoding | null = null): CachedResponse<Value> {
  const body = encoder.encode(value instanceof JsonText ? value.text : JSON.stringify(value));
  const entry: CachedResponse<Value> = { body, etag: strongETag(body), encoded: {} };
  keptBytesFor(entry, encoding); // for the request that asked (where a catalogue reader builds it, off the main thread)
  return entry;
}

/** The catalogue's version as a connection reads it: an answer built from it belongs to it. */
export type CatalogueStamp = { version: number; generation: number };

/** How long lists may show counters that have since moved. */
export const COUNTERS_LAG_MS = 10_000;

type Caches = {
  version: number;
  generation: number;
  /** The counters the lists were built from, and when the lists were last emptied. */
  listCounters: number;
  listsSince: number;
  /** The counters the single things were built from. */
  singleCounters: number;
  /**
   * How many times the lists, and the single things, were emptied: an answer built across an await (a reader, a
   * query) is kept only if its cache was not emptied meanwhile.
   */
  epochs: Record<'list' | 'single', number>;
  /** SQLite: the version and counters, read at every look-up. PostgreSQL: null, they are read per request (followCatalogue). */
  readVersion: Database.Statement<[], [number, number]> | null;
  /** The version and counters last read. */
  seen: [number, number];
  responses: Lru<CachedResponse>;
  /**
   * The lists emptied last because their counters lagged (at the same version): answered while their new
   * answers are built when the readers are backed up (cachedList).
   */
  lagging: Lru<CachedResponse> | null;
  singles: Lru<CachedResponse>;
  totals: Lru<number>;
  searches: Lru<Int32Array>;
  /** The sorted prices of a filter's listed products (cachedPrices), and how often each was asked for before. */
  prices: Lru<Float64Array>;
  priceAsks: Map<string, number>;
  /** Lists being built now, by the state of the caches they were asked at and their key. */
  building: Map<string, Promise<CachedResponse>>;
};

// Twice the body: room for its compressed copies (always smaller), added after it is stored.
const newResponses = () => new Lru<CachedResponse>(LIMITS.responses, (entry) => 2 * entry.body.byteLength);

// One set per database (connection or pool): tests run several apps (databases) in one process.
const byConnection = new WeakMap<object, Caches>();

function cachesOf(db: Db): Caches {
  const client = db.$client;
  let caches = byConnection.get(client);
  if (!caches) {
    caches = {
      version: -1,
      generation,
      listCounters: -1,
      listsSince: 0,
      singleCounters: -1,
      epochs: { list: 0, single: 0 },
      readVersion: isPostgres(db) ? null : client.prepare<[], [number, number]>('SELECT version, counters FROM catalogue_version WHERE id = 1').raw(),
      seen: [0, 0],
      responses: newResponses(),
      lagging: null,
      singles: new Lru<CachedResponse>(LIMITS.singles, (entry) => 2 * entry.body.byteLength),
      totals: new Lru<number>(LIMITS.totals),
      searches: new Lru<Int32Array>(LIMITS.searches, (ids) => ids.byteLength),
      prices: new Lru<Float64Array>(LIMITS.prices, (prices) => prices.byteLength),
      priceAsks: new Map(),
      building: new Map(),
    };
    byConnection.set(client, caches);
  }
  return caches;
}

/** The caches, following the catalogue version (on PostgreSQL, the one this request read: followCatalogue). */
function cachesFor(db: Db): Caches {
  const caches = cachesOf(db);
  if (caches.readVersion) caches.seen = caches.readVersion.get() ?? [0, 0];
  return follow(caches);
}

function follow(caches: Caches): Caches {
  const [version, counters] = caches.seen;
  const now = Date.now();
  if (version !== caches.version || caches.generation !== generation) {
    clearLists(caches, counters, now);
    caches.lagging = null;
    caches.version = version;
    caches.generation = generation;
  } else if (counters !== caches.listCounters && now - caches.listsSince >= COUNTERS_LAG_MS) {
    const lagging = caches.responses;
    clearLists(caches, counters, now);
    caches.lagging = lagging;
  }
  if (counters !== caches.singleCounters) {
    caches.singles.clear();
    caches.epochs.single += 1;
    caches.singleCounters = counters;
  }
  return caches;
}

function clearLists(caches: Caches, counters: number, now: number) {
  caches.epochs.list += 1;
  caches.epochs.single += 1;
  caches.responses = newResponses();
  caches.singles.clear();
  caches.totals.clear();
  caches.searches.clear();
  caches.prices.clear();
  caches.priceAsks.clear();
  caches.listCounters = counters;
  caches.listsSince = now;
}

let generation = 0;

const READ_VERSION = { name: 'catalogue-version', text: 'SELECT version, counters FROM catalogue_version WHERE id = 1', rowMode: 'array' } as const;

/**
 * PostgreSQL: reads the catalogue version and counters for this request (one row by its key), so its cache
 * look-ups follow every process's writes. SQLite: null, its look-ups read the version themselves, without
 * awaiting. Every read of the catalogue's caches on PostgreSQL comes after this.
 */
export function followCatalogue(db: Db): Promise<unknown> | null {
  if (!isPostgres(db)) return null;
  const caches = cachesOf(db);
  return asPg(db).$client.query<[string, string]>(READ_VERSION).then(({ rows: [row] }) => {
    const [version, counters] = row ? [Number(row[0]), Number(row[1])] : [0, 0];
    // Reads on several pooled connections may come back out of order: never step back to an older version
    // (both numbers only grow), which would empty the caches for nothing.
    const [seenVersion, seenCounters] = caches.seen;
    if (version > seenVersion || (version === seenVersion && counters > seenCounters)) caches.seen = [version, counters];
    follow(caches);
  });
}

/**
 * Forgets every cached catalogue answer. Writes through SQLite already do this (the version
 * triggers); call it after anything that changes public answers without touching products,
 * stores or categories.
 */
export function invalidateCatalogueCaches() {
  generation += 1;
}

/**
 * A serialised public answer with a strong ETag computed once, or builds and stores it. A list's answer
 * may show counters up to COUNTERS_LAG_MS old; a single thing's always shows the current ones.
 */
export async function cachedResponse<Value>(db: Db, key: string, build: () => Promise<Value | null>, kind: 'list' | 'single' = 'list'): Promise<CachedResponse<Value> | null> {
  const following = followCatalogue(db);
  if (following) await following;
  const caches = cachesFor(db);
  const lru = kind === 'list' ? caches.responses : caches.singles;
  // An entry's key names the read that built it, so a hit holds what this build would give.
  const hit = lru.get(key) as CachedResponse<Value> | undefined;
  if (hit) return hit;
  const epoch = caches.epochs[kind];
  const value = await build();
  if (value == null) return null;
  const entry = encodeAnswer(value);
  // A write may have emptied the cache while the answer was built: then it is sent but not kept.
  if (caches.epochs[kind] === epoch && caches.generation === generation) lru.set(key, entry);
  return entry;
}

/**
 * A public list's answer from the cache, or built by `build` (a reader that may run in another thread, on
 * its own connection) and stored if it was read at the catalogue version this connection sees when it comes
 * back: an answer read before a write never outlives it. `build` gets the version this connection expects,
 * so a reader never answers from an older snapshot (api/catalogue/read-pool.ts).
 */
export function cachedList<Value>(
  db: Db,
  key: string,
  build: (expected: CatalogueStamp, background: boolean) => Promise<CachedResponse<Value> & { version: number; builtAt?: number }>,
  backedUp: () => boolean = () => false,
): Promise<CachedResponse<Value>> {
  const following = followCatalogue(db);
  return following ? following.then(() => listFromCaches(db, key, build, backedUp)) : listFromCaches(db, key, build, backedUp);
}

function listFromCaches<Value>(
  db: Db,
  key: string,
  build: (expected: CatalogueStamp, background: boolean) => Promise<CachedResponse<Value> & { version: number; builtAt?: number }>,
  backedUp: () => boolean,
): Promise<CachedResponse<Value>> {
  const caches = cachesFor(db);
  const hit = caches.responses.get(key) as CachedResponse<Value> | undefined;
  if (hit) return Promise.resolve(hit);
  // Requests for a list already being built for the same state of the caches wait for that build instead of
  // building it again (after the lists are emptied, many ask for the same pages at once). One asked after a
  // write, or after the lists were emptied, starts its own.
  const epoch = caches.epochs.list;
  const building = `${caches.version}.${caches.generation}.${epoch} ${key}`;
  let answer = caches.building.get(building) as Promise<CachedResponse<Value>> | undefined;
  // Lists emptied only because their counters lagged: while the new answer is built behind a queue, the one
  // it replaces is answered (its counters lag by that much longer; every other column is the same), and the
  // new one is built after the lists someone waits for. docs/decisions/022, "Long tail, fourth round" and "fifth round".
  const lagging = caches.lagging?.get(key) as CachedResponse<Value> | undefined;
  const answerLagging = lagging !== undefined && (answer !== undefined || backedUp());
  if (!answer) {
    // Kept if it was read at the version these caches last saw, without reading the version again: every look-up
    // reads it first (cachesFor) and empties the lists if it moved, so an answer kept here just before a write
    // is never found (docs/decisions/022, "Long tail, eighteenth round").
    answer = build({ version: caches.version, generation }, answerLagging).then(({ version, builtAt: _, ...entry }) => {
      if (version === caches.version && epoch === caches.epochs.list) caches.responses.set(key, entry);
      return entry;
    }).finally(() => caches.building.delete(building));
    caches.building.set(building, answer);
  }
  if (answerLagging) {
    answer.catch(() => {}); // its failure is the next request's to see
    return Promise.resolve(lagging);
  }
  return answer;
}

/** The catalogue version this connection sees now (and this thread's generation of cached answers), and its counters. */
export function catalogueVersion(db: Db): CatalogueStamp & { counters: number } {
  const caches = cachesFor(db);
  return { version: caches.version, generation, counters: caches.seen[1] };
}

/**
 * Makes this thread's caches follow another thread's generation: a reader forgets its totals and searches
 * when the thread it serves has called invalidateCatalogueCaches.
 */
export function followGeneration(other: number) {
  generation = other;
}

/**
 * A value of one list cache, or found and kept. Found by an awaited query (PostgreSQL), it is kept only if
 * the lists were not emptied meanwhile: an answer read before a write never outlives it.
 */
function remembered<V>(db: Db, lru: (caches: Caches) => Lru<V>, key: string, find: () => V | Promise<V>): V | Promise<V> {
  const caches = cachesFor(db);
  const hit = lru(caches).get(key);
  if (hit !== undefined) return hit;
  const found = find();
  if (!(found instanceof Promise)) {
    lru(caches).set(key, found);
    return found;
  }
  const epoch = caches.epochs.list;
  return found.then((value) => {
    if (cachesFor(db).epochs.list === epoch) lru(caches).set(key, value);
    return value;
  });
}

/** A filter's total row count, counted once per catalogue version. */
export function cachedTotal(db: Db, key: string, count: () => number): number;
export function cachedTotal(db: Db, key: string, count: () => Promise<number>): Promise<number>;
export function cachedTotal(db: Db, key: string, count: () => number | Promise<number>) {
  return remembered(db, (caches) => caches.totals, key, count);
}

/** A filter's total if it was counted in this catalogue version, without counting it. */
export const knownTotal = (db: Db, key: string): number | undefined => cachesFor(db).totals.get(key);

/**
 * The ordered search-document ids matching a search (all pages), found once per catalogue version.
 * Int32Array: 4 bytes a match, so even a search matching the whole catalogue stays small.
 */
export function cachedSearch(db: Db, key: string, find: () => Int32Array): Int32Array;
export function cachedSearch(db: Db, key: string, find: () => Promise<Int32Array>): Promise<Int32Array>;
export function cachedSearch(db: Db, key: string, find: () => Int32Array | Promise<Int32Array>) {
  return remembered(db, (caches) => caches.searches, key, find);
}

/** How many times a filter's price ranges are counted in a catalogue version before its prices are read. */
export const PRICES_AFTER = 3;

/**
 * The prices of the listed products a filter (without its price range) keeps, in ascending order, read once
 * per catalogue version like a total: any price range's total is then two binary searches. Reading them
 * costs several counts of a wide range (~20 ms for 100,000 products), so they are read at the
 * PRICES_AFTER-th range of the filter in a version; before that this answers null and the range is counted.
 */
export function cachedPrices(db: Db, key: string, read: () => Float64Array): Float64Array | null {
  const caches = cachesFor(db);
  const hit = caches.prices.get(key);
  if (hit) return hit;
  const asks = (caches.priceAsks.get(key) ?? 0) + 1;
  if (asks < PRICES_AFTER) {
    caches.priceAsks.set(key, asks);
    return null;
  }
  caches.priceAsks.delete(key);
  const prices = read();
  caches.prices.set(key, prices);
  return prices;
}

/** One thing (a product, a store, reviews): its page must show a change at once after a write. */
export const revalidateEachTime = (c: Context) => c.header('Cache-Control', 'public, no-cache');

/** The compression the request takes (a catalogue reader compresses a new answer for it). */
export const acceptedEncoding = (c: Context) => chooseEncoding(c.req.header('Accept-Encoding'));

/**
 * Answers a cached public read with the precomputed ETag (the etag middleware honours it): lists
 * may be a few seconds old (publicCache); single things are revalidated each time (a 304 is cheap).
 */

export function respondCached<Value>(c: Context, entry: CachedResponse<Value>, freshness: 'list' | 'single' = 'list') {
  if (freshness === 'list') publicCache(c);
  else revalidateEachTime(c);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  c.header('Vary', 'Accept-Encoding');
  // Compressed here (once per answer) rather than by compressAnswers on every request; the compressed bytes
  // differ from the ones the strong ETag names, so it is sent weak.
  const { bytes, encoding } = keptBytesFor(entry, acceptedEncoding(c));
  if (encoding) c.header('Content-Encoding', encoding);
  c.header('ETag', encoding ? `W/${entry.etag}` : entry.etag);
  return answeredAs<Value>(c.body(bytes, 200));
}

/** The bytes are Value's JSON: the route answers it as c.json would have, in types too (docs/decisions/026). */
const answeredAs = <Value>(response: Response) => response as Response & TypedResponse<JSONParsed<Value>, 200, 'json'>;

/**
 * Changes whenever an answer a rendered page is built from may have changed: a key part for caches of pages.
 * A list page may lag on counters like a list; a single thing's page (a product's reviews, stock and rating, a
 * store's) follows them at once, as its answers do.
 */
export function catalogueStamp(db: Db, kind: 'list' | 'single'): string {
  const caches = cachesFor(db);
  return `${caches.version}.${caches.generation}.${kind === 'list' ? caches.listCounters : caches.singleCounters}`;
}
