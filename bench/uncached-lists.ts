import * as v from 'valibot';
import type { Db } from '#api/db/client.ts';
import { ProductListQuerySchema, StoreListQuerySchema } from '#api/contract/catalogue-requests.ts';
import { invalidateCatalogueCaches } from '#api/catalogue/cache.ts';
import { readProductList } from '#api/products/products.service.ts';
import { readStoreList } from '#api/stores/stores.service.ts';
import { productListCombinations, storeListCombinations, toQueryString, type CombinationValues, type ListQuery } from '#api/catalogue/list-query-combinations.ts';

// Every list combination (the same ones the query-plan test checks), each timed once with the
// catalogue caches emptied first: what a request costs the first time it is asked.

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function time(queries: ListQuery[], run: (q: ListQuery) => Promise<unknown>) {
  const timings: { q: ListQuery; ms: number }[] = [];
  for (const q of queries) {
    invalidateCatalogueCaches();
    const started = performance.now();
    await run(q);
    timings.push({ q, ms: performance.now() - started });
  }
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 3);
  return { count: queries.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)!, slowest };
}

export async function printUncachedLists(db: Db, values: CombinationValues) {
  const products = await time(productListCombinations(values), (q) => readProductList(db, v.parse(ProductListQuerySchema, q)));
  const stores = await time(storeListCombinations(values), (q) => readStoreList(db, v.parse(StoreListQuerySchema, q)));
  console.log('\nEvery list combination, uncached (in-process, caches emptied before each):');
  for (const [name, r] of [['products', products], ['stores', stores]] as const) {
    console.log(`  ${name.padEnd(9)} ${r.count} queries: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms ${r.p95 <= 15 ? '(p95 ≤ 15 ms: met)' : '(p95 ≤ 15 ms: NOT met)'}`);
    for (const s of r.slowest) console.log(`            slowest: ${s.ms.toFixed(1)} ms  ?${toQueryString(s.q)}`);
  }
}
