import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSortFields, sortOrders, storeSortFields } from '#api/contract/catalogue.ts';
import { makeTestPostgres } from '#api/test/postgres-database.ts';
import type { ProductFilters, ProductSort } from '../product-list.ts';
import { buildPgSearchQuery, pgCountSql, pgListSql, pgSearchSql } from './product-list.ts';
import { refreshSearchText } from './search-index.ts';
import { pgStoreCountSql, pgStoreListSql, pgStoreSearchSql, type PgStoreFilters } from './store-list.ts';

// Every list query on PostgreSQL reads through an index (as api/catalogue/list-query-plans.test.ts
// checks on SQLite). PostgreSQL plans by statistics, so the catalogue is big enough for a full scan to
// be a real choice: 30,000 products in 5,000 stores and 10 categories, analysed.

let pg: Awaited<ReturnType<typeof makeTestPostgres>>;
const PRODUCTS = 30_000;
const STORES = 5_000;

beforeAll(async () => {
  pg = await makeTestPostgres();
  const q = (sql: string) => pg.db.$client.query(sql);
  await q(`INSERT INTO users (id, email, password_hash, first_name, role, created_at, updated_at)
    SELECT 'u' || i, 'u' || i || '@example.com', 'x', 'Seller', 'seller', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM generate_series(1, ${STORES}) i`);
  await q(`INSERT INTO categories (id, slug, name_en, name_ar, created_at) SELECT 'c' || i, 'cat-' || i, 'Category ' || i, 'فئة ' || i, '2026-01-01T00:00:00.000Z' FROM generate_series(1, 10) i`);
  await q(`INSERT INTO stores (id, slug, seller_id, category_id, name_en, name_ar, rating, total_orders, governorate, city, is_active, created_at, updated_at)
    SELECT 's' || i, 'store-' || i, 'u' || i, 'c' || (1 + i % 10),
      (ARRAY['Kitchen', 'Tatreez', 'Pottery', 'Bakery', 'Soap House'])[1 + i % 5] || ' craft' || (i % 200),
      (ARRAY['مطبخ', 'تطريز', 'فخار', 'مخبز', 'بيت الصابون'])[1 + i % 5] || ' حرفة' || (i % 200),
      (i % 97) / 20.0, i % 400, (ARRAY['amman', 'irbid', 'zarqa', 'salt', 'aqaba'])[1 + i % 5], (ARRAY['amman', 'irbid', 'zarqa', 'salt', 'aqaba'])[1 + i % 5],
      i % 50 <> 0, to_char(timestamp '2024-01-01' + i * interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '2026-01-01T00:00:00.000Z'
    FROM generate_series(1, ${STORES}) i`);
  await q(`INSERT INTO products (id, store_id, category_id, name_en, name_ar, description_en, price_cents, original_price_cents, is_on_sale, rating, sold_count, is_listed, created_at, updated_at)
    SELECT 'p' || i, 's' || (1 + i % ${STORES}), 'c' || (1 + i % 10),
      (ARRAY['Cushion', 'Honey', 'Soap', 'Shawl', 'Candle', 'Basket', 'Scarf', 'Jam'])[1 + i % 8] || ' ' || i,
      (ARRAY['وسادة مطرزة', 'عسل بلدي', 'صابون زيت', 'شال حرير', 'شمعة', 'سلة قش', 'لفحة صوف', 'مربى'])[1 + i % 8] || ' ' || i,
      'Made at home ' || i, 100 + (i * 37) % 10000, CASE WHEN i % 7 = 0 THEN 20000 END, i % 7 = 0, (i % 50) / 10.0, i % 300, i % 20 <> 0,
      to_char(timestamp '2025-01-01' + i * interval '7 minutes', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '2026-01-01T00:00:00.000Z'
    FROM generate_series(1, ${PRODUCTS}) i`);
  await refreshSearchText(pg.db.$client);
  // PostgreSQL plans an index-only scan (a total's count) only over pages its visibility map marks all-visible, and
  // VACUUM leaves some unmarked while an autovacuum ANALYZE of the new rows still runs (712 to 749 of 749 pages
  // in three runs): vacuum again until every page is marked, as on a catalogue that has been up for a while.
  for (let attempt = 1; ; attempt++) {
    await q('VACUUM ANALYZE');
    const { rows } = await pg.db.$client.query<{ marked: boolean }>(`SELECT bool_and(relallvisible >= relpages) AS marked FROM pg_class WHERE relname IN ('products', 'stores')`);
    if (rows[0]!.marked || attempt === 20) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);
afterAll(() => pg?.cleanup());

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
async function planNodes(sql: string, params: unknown[]): Promise<PlanNode[]> {
  const { rows } = await pg.db.$client.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => { nodes.push(node); node.Plans?.forEach(walk); };
  walk(rows[0]['QUERY PLAN'][0].Plan);
  return nodes;
}
const describePlan = (nodes: PlanNode[]) => nodes.map((n) => `${n['Node Type']}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}`).join(' | ');

/** Each subset of the filters. */
function filterSets(): ProductFilters[] {
  const parts: ProductFilters[] = [{ categoryId: 'c3' }, { minPriceCents: 1000 }, { maxPriceCents: 4000 }, { onSale: true }];
  return parts.reduce<ProductFilters[]>((all, part) => all.flatMap((f) => [f, { ...f, ...part }]), [{}]);
}
const sorts: ProductSort[] = productSortFields.flatMap((field) => sortOrders.map((order) => ({ field, order })));

describe('every PostgreSQL list query reads through an index', () => {
  it('products list pages and totals, for every filter set and sort, shallow and deep', async () => {
    let checked = 0;
    for (const filters of [...filterSets(), { storeId: 's7' }, { storeId: 's7', onSale: true }]) {
      const count = pgCountSql(filters);
      const countPlan = await planNodes(count.sql, count.params);
      expect(countPlan.filter((n) => n['Node Type'] === 'Seq Scan'), `${JSON.stringify(filters)}: ${describePlan(countPlan)}`).toEqual([]);
      for (const sort of sorts) {
        for (const offset of [0, 2_000]) {
          const list = pgListSql(filters, sort, { limit: 20, offset });
          const nodes = await planNodes(list.sql, list.params);
          expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan'), `${JSON.stringify({ filters, sort, offset })}: ${describePlan(nodes)}`).toEqual([]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('searches: the matches come from the full-text or trigram index, capped, never a scan of the documents', async () => {
    let checked = 0;
    for (const search of ['cushion', 'cu', 'مطرزة وسادة', 'عسل', 'حرير']) {
      const query = buildPgSearchQuery(search)!;
      for (const filters of filterSets()) {
        for (const sort of [null, ...sorts]) {
          for (const statement of pgSearchSql(query, filters, sort)) {
            expect(statement.sql).toMatch(/LIMIT 1000\b/);
            const nodes = await planNodes(statement.sql, statement.params);
            const plan = describePlan(nodes);
            expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan'), plan).toEqual([]);
            expect(plan).toMatch(/product_search_docs_(words_idx|body_trgm_idx|pkey)/);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('stores list pages and totals, for every filter set and sort; a store search\'s matches from its indexes', async () => {
    const parts: PgStoreFilters[] = [{ categoryId: 'c3' }, { governorate: 'irbid' }, { city: 'Irbid' }, { minRating: 4 }, { minOrders: 100 }];
    const storeFilters = parts.reduce<PgStoreFilters[]>((all, part) => all.flatMap((f) => [f, { ...f, ...part }]), [{}]);
    const storeSorts = storeSortFields.flatMap((field) => sortOrders.map((order) => ({ field, order })));
    let checked = 0;
    for (const filters of storeFilters) {
      const count = pgStoreCountSql(filters);
      const countPlan = await planNodes(count.sql, count.params);
      expect(countPlan.filter((n) => n['Node Type'] === 'Seq Scan'), `${JSON.stringify(filters)}: ${describePlan(countPlan)}`).toEqual([]);
      for (const sort of storeSorts) {
        // Only the first pages: 2,000 rows deep into a table of a few thousand stores, PostgreSQL rightly
        // finds a pass over the table and a sort cheaper (products, the big table, are checked deep too).
        for (const offset of [0, 100]) {
          const list = pgStoreListSql(filters, sort, { limit: 20, offset });
          const nodes = await planNodes(list.sql, list.params);
          expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan'), `${JSON.stringify({ filters, sort, offset })}: ${describePlan(nodes)}`).toEqual([]);
          checked++;
        }
      }
      // words that a few dozen of the 5,000 stores have (one in five has each of the five trades: a scan is cheaper there)
      for (const search of ['craft17', 'حرفة١٧', 'craft170 pottery']) {
        const statement = pgStoreSearchSql(buildPgSearchQuery(search)!, filters, null);
        const nodes = await planNodes(statement.sql, statement.params);
        expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'store_search_docs'), describePlan(nodes)).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
