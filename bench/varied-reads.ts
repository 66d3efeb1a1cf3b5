// node --import tsx bench/varied-reads.ts — what one catalogue reader spends per list on long-tail traffic,
// in process: the varied target's URLs (bench/varied-urls.ts) built one after another on a read-only
// connection, each in its own read transaction, as a reader builds them (api/catalogue/read-worker.ts),
// with the reader's caches kept between lists as they are during a bench:api run. Prints CPU ms per list,
// by kind. BENCH_DB=file reuses a catalogue built before (else one is built, 100,000 products);
// BENCH_LISTS (default 3,000) lists; run it with --cpu-prof for where the time goes. The readers' in-memory
// search index and column copy (api/catalogue/search-memory.ts, search-columns.ts) are built first and timed; BENCH_MEMORY=0 searches
// through FTS5 only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { openReadOnlyDatabase } from '#api/db/client.ts';
import { ProductListQuerySchema, StoreListQuerySchema } from '#api/contract/catalogue-requests.ts';
import { answerList, type ListJob } from '#api/catalogue/list-reads.ts';
import { readProductList } from '#api/products/products.service.ts';
import { readStoreList } from '#api/stores/stores.service.ts';
import { searchMemoryBuilding, searchMemoryFor } from '#api/catalogue/search-memory.ts';
import { searchColumnsBuilding, searchColumnsFor } from '#api/catalogue/search-columns.ts';
import { readerBuildRules } from '#api/catalogue/reader-builds.ts';
import { buildBenchDatabase } from './api-bench-data.ts';
import { variedUrls } from './varied-urls.ts';

const count = Number(process.env.BENCH_LISTS ?? 3_000);
let file = process.env.BENCH_DB;
if (!file) {
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'souq-reads-')), 'souq-bayti.db');
  console.log('Building 100,000 products…');
  buildBenchDatabase(file).db.$client.close();
}
const db = openReadOnlyDatabase(file);
const begin = db.$client.prepare('BEGIN');
const commit = db.$client.prepare('COMMIT');

/** The bytes a built index holds in typed arrays. */
const bytesOf = (value: unknown): number =>
  ArrayBuffer.isView(value) ? value.byteLength : value && typeof value === 'object' && !(value instanceof Map) ? Object.values(value).reduce((sum: number, v) => sum + bytesOf(v), 0) : 0;

if (process.env.BENCH_MEMORY !== '0') {
  Object.assign(readerBuildRules, { onMainThread: true, afterSearches: 1, gapMs: 0 });
  const heap = process.memoryUsage();
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  searchMemoryFor(db);
  const memory = await searchMemoryBuilding(db);
  const columnsFrom = performance.now();
  searchColumnsFor(db);
  await searchColumnsBuilding(db);
  const columnsMs = performance.now() - columnsFrom;
  const used = process.memoryUsage();
  const spent = process.cpuUsage(cpu);
  console.log(
    `Search memory built in ${(performance.now() - t0).toFixed(0)} ms (CPU ${((spent.user + spent.system) / 1000).toFixed(0)} ms), index ${(bytesOf(memory) / 1e6).toFixed(1)} MB of typed arrays (+${((used.heapUsed - heap.heapUsed) / 1e6).toFixed(1)} MB heap); ${memory?.docIds.length} documents, ${memory?.words.terms.length} words, ${memory?.substrings.terms.length} substring words; column copy built in ${columnsMs.toFixed(0)} ms`,
  );
}

const kindOf = (url: URL) => {
  if (url.pathname.endsWith('/stores')) return url.searchParams.has('search') ? 'stores: search' : 'stores: list';
  if (!url.searchParams.has('search')) return 'products: list';
  return url.searchParams.has('sortBy') ? 'products: search, chosen order' : 'products: search, relevance';
};

const next = variedUrls();
const byKind = new Map<string, number[]>();
const cpuStart = process.cpuUsage();
const started = performance.now();
for (let i = 0; i < count; i++) {
  const url = new URL(next(), 'http://bench');
  const query = Object.fromEntries(url.searchParams);
  const stores = url.pathname.endsWith('/stores');
  const job = (stores ? { list: 'stores', query: v.parse(StoreListQuerySchema, query) } : { list: 'products', query: v.parse(ProductListQuerySchema, query) }) as ListJob;
  Object.assign(job, { expected: { version: 0, generation: 0 }, encoding: null });
  const t0 = performance.now();
  begin.run();
  try {
    await answerList(db, job, (stores ? readStoreList : readProductList) as never);
  } finally {
    commit.run();
  }
  const kind = kindOf(url);
  byKind.set(kind, [...(byKind.get(kind) ?? []), performance.now() - t0]);
}
const wall = performance.now() - started;
const cpu = process.cpuUsage(cpuStart);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(0.95 * xs.length)]!;
console.log(`${count} varied lists in ${wall.toFixed(0)} ms: ${(wall / count).toFixed(3)} ms a list (CPU ${((cpu.user + cpu.system) / 1000 / count).toFixed(3)} ms)`);
for (const [kind, times] of [...byKind].sort()) {
  const share = (100 * times.reduce((a, b) => a + b, 0)) / wall;
  console.log(`  ${kind.padEnd(32)} ${String(times.length).padStart(5)} lists, mean ${mean(times).toFixed(3)} ms, p95 ${p95(times).toFixed(2)} ms, ${share.toFixed(0)} % of the time`);
}
db.$client.close();
