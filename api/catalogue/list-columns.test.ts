// A products list without a search, from a reader's column copy (a walk of the sort's order, search-columns.ts)
// and its cards' kept text (list-cards.ts), gives exactly the SQL path's answer: the same bytes (items,
// order, total) over many generated queries on a catalogue full of ties, and the next list after a write
// (stock, an edit, a new product, a hidden store) shows it. It opens its own SQLite file, so it checks SQLite
// whichever engine the suite's apps use.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, openReadOnlyDatabase, type Db } from '#api/db/client.ts';
import { type ProductListDto, type StoreListDto } from '#api/contract/catalogue.ts';
import { ProductListQuerySchema, StoreListQuerySchema } from '#api/contract/catalogue-requests.ts';
import { readProductList } from '#api/products/products.service.ts';
import { readStoreList } from '#api/stores/stores.service.ts';
import { encodeAnswer } from './cache.ts';
import { readerBuildRules } from './reader-builds.ts';
import { searchColumnsBuilding, searchColumnsFor } from './search-columns.ts';
import { priceRangeRules } from './product-list.ts';
import { createRandom } from '#api/db/seed/random.ts';

const CATEGORIES = ['food', 'crafts', 'home'];
const NAMES = ['Cushion', 'Honey jar', 'Olive soap', 'Basket', 'Rug', 'Candle'];

let dir: string;
let writer: Db;
/** Answers from the column copy once built (`copied`), and from SQL (`bySql`, which never builds one). */
let copied: Db;
let bySql: Db;
const rules = { ...readerBuildRules };
const priceRules = { ...priceRangeRules };

// Seeded: the same catalogue and queries every run.
const { next: rand, pick } = createRandom(5);
/** Product ids in no relation to their insertion (doc_id) order, so a tie broken by doc_id instead of id shows. */
const productId = (n: number) => `p-${((n * 7919) % 1201).toString(36).padStart(3, '0')}-${n}`;

const now = new Date().toISOString();
function insertProduct(n: number, storeId: string) {
  writer.$client
    .prepare(
      `INSERT INTO products (id, store_id, name_en, name_ar, description_en, description_ar, stock, is_listed, updated_at,
         category_id, price_cents, original_price_cents, is_on_sale, rating, sold_count, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      productId(n), storeId, pick(NAMES), 'منتج', rand() < 0.3 ? null : 'Made by hand', 'صنع يدوي', Math.floor(rand() * 5), rand() < 0.9 ? 1 : 0, now,
      rand() < 0.1 ? null : pick(CATEGORIES), 100 * (1 + Math.floor(rand() * 15)), rand() < 0.3 ? 2_000 : null, rand() < 0.3 ? 1 : 0,
      Math.floor(rand() * 11) / 2, Math.floor(rand() * 6), new Date(Date.UTC(2026, 0, 1 + Math.floor(rand() * 20))).toISOString(),
    );
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-list-columns-'));
  const file = path.join(dir, 'souq-bayti.db');
  writer = openDatabase(file);
  const sqlite = writer.$client;
  sqlite.prepare(`INSERT INTO users (id, email, password_hash, first_name, last_name, role, created_at, updated_at) VALUES ('u', 'u@test', 'x', 'U', 'T', 'seller', ?, ?)`).run(now, now);
  const insertStore = sqlite.prepare(`INSERT INTO stores (id, slug, seller_id, name_en, name_ar, whatsapp_number, created_at, updated_at) VALUES (?, ?, 'u', ?, ?, '+962791234567', ?, ?)`);
  for (let s = 0; s < 12; s++) insertStore.run(`store-${s}`, `store-${s}`, `Store ${s}`, `متجر ${s}`, now, now);
  const insertCategory = sqlite.prepare(`INSERT INTO categories (id, slug, name_en, name_ar, created_at) VALUES (?, ?, ?, ?, ?)`);
  for (const id of CATEGORIES) insertCategory.run(id, `${id}-slug`, id, id, now);
  sqlite.transaction(() => {
    for (let n = 0; n < 1200; n++) insertProduct(n, `store-${Math.floor(rand() * 12)}`);
  })();
  copied = openReadOnlyDatabase(file);
  bySql = openReadOnlyDatabase(file);
  Object.assign(readerBuildRules, { onMainThread: true, afterSearches: 1, gapMs: 0, sliceMs: 1 });
  copied.$client.prepare('BEGIN').run();
  searchColumnsFor(copied);
  await searchColumnsBuilding(copied);
  // bySql never builds one.
  Object.assign(readerBuildRules, { afterSearches: Infinity });
});

afterAll(() => {
  Object.assign(readerBuildRules, rules);
  copied.$client.close();
  bySql.$client.close();
  writer.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A list's answer as the bytes a reader sends, read inside one read transaction. */
async function answerText(db: Db, raw: Record<string, string>): Promise<string> {
  const inside = db.$client.inTransaction;
  if (!inside) db.$client.prepare('BEGIN').run();
  try {
    return new TextDecoder().decode(encodeAnswer(await readProductList(db, v.parse(ProductListQuerySchema, raw))).body);
  } finally {
    if (!inside) db.$client.prepare('COMMIT').run();
  }
}

/** Lists as shoppers ask for them: any filters, any sort and direction, shallow and deep pages, pages past the end. */
function randomQuery(): Record<string, string> {
  const q: Record<string, string> = {};
  if (rand() < 0.35) q.categoryId = pick([...CATEGORIES, 'food-slug', 'no-such-category']);
  if (rand() < 0.35) q.minPrice = (Math.floor(rand() * 12)).toFixed(2);
  if (rand() < 0.35) q.maxPrice = (Math.max(Number(q.minPrice ?? 0), Math.floor(rand() * 16))).toFixed(2);
  if (rand() < 0.25) q.isOnSale = pick(['true', 'false']);
  if (rand() < 0.85) q.sortBy = pick(['createdAt', 'price', 'rating', 'sales', 'name']);
  if (rand() < 0.8) q.sortOrder = pick(['asc', 'desc']);
  q.limit = String(1 + Math.floor(rand() * 40));
  q.offset = String(rand() < 0.5 ? Math.floor(rand() * 40) : Math.floor(rand() * 1200));
  return q;
}

describe('a products list from the column copy', () => {
  it('is the SQL list, byte for byte, over many filters, sorts and pages', async () => {
    expect(searchColumnsFor(copied)).not.toBeNull();
    expect(searchColumnsFor(bySql)).toBeNull();
    let compared = 0;
    // SQL counts a price range's total from what lies outside it while each side is short, else the range
    // itself (product-list.ts countOutsideRange): with a low cap, both ways are compared.
    for (const outsideCap of [priceRangeRules.outsideCap, 60]) {
      Object.assign(priceRangeRules, { outsideCap });
      for (let i = 0; i < 350; i++) {
        const query = randomQuery();
        const expected = await answerText(bySql, query);
        expect(await answerText(copied, query), JSON.stringify(query)).toBe(expected);
        if ((JSON.parse(expected) as ProductListDto).products.length > 1) compared++;
      }
    }
    Object.assign(priceRangeRules, priceRules);
    // Every sort in both directions over pages with many products (and ties in every sort column).
    expect(compared).toBeGreaterThan(400);
  });

  it('reads a page from either end of its list as that slice of the whole list, and nothing past its end', async () => {
    // The whole list written out here, apart from the service's SQL: its filters, then the sort and the id.
    const columnOf = { createdAt: 'created_at', price: 'price_cents', rating: 'rating', sales: 'sold_count', name: 'name_en' } as const;
    const wholeList = (filters: Record<string, string>, field: keyof typeof columnOf, order: 'asc' | 'desc') => {
      const clauses: [string, string | number | null][] = [
        ['is_listed = 1', null],
        ...(filters.categoryId ? [['category_id = ?', filters.categoryId] as [string, string]] : []),
        ...(filters.isOnSale === 'true' ? [['is_on_sale = 1', null] as [string, null]] : []),
        ...(filters.minPrice ? [['price_cents >= ?', Math.round(Number(filters.minPrice) * 100)] as [string, number]] : []),
        ...(filters.maxPrice ? [['price_cents <= ?', Math.round(Number(filters.maxPrice) * 100)] as [string, number]] : []),
      ];
      const sql = `SELECT id FROM products WHERE ${clauses.map(([clause]) => clause).join(' AND ')} ORDER BY ${columnOf[field]} ${order}, id ${order}`;
      return bySql.$client.prepare(sql).pluck().all(...clauses.flatMap(([, param]) => (param === null ? [] : [param]))) as string[];
    };
    const filterSets: Record<string, string>[] = [{}, { categoryId: 'food' }, { categoryId: 'crafts', isOnSale: 'true' }, { minPrice: '3.00', maxPrice: '6.00', isOnSale: 'true' }];
    const sorts = [['createdAt', 'desc'], ['price', 'asc'], ['name', 'desc'], ['rating', 'asc'], ['sales', 'desc']] as const;
    const limit = 20;
    let fromEnd = 0;
    for (const filters of filterSets) {
      for (const [field, order] of sorts) {
        const all = wholeList(filters, field, order);
        expect(all.length, JSON.stringify(filters)).toBeGreaterThan(3 * limit);
        const middle = Math.floor(all.length / 2);
        for (const offset of [0, 1, middle - limit, middle + 3, all.length - limit - 1, all.length - limit + 7, all.length - 1, all.length, all.length + 5]) {
          if (offset > all.length - offset - limit) fromEnd++;
          const query = { ...filters, sortBy: field, sortOrder: order, limit: String(limit), offset: String(offset) };
          for (const db of [copied, bySql]) {
            const answer = JSON.parse(await answerText(db, query)) as ProductListDto;
            expect(answer.products.map((p) => p.id), JSON.stringify(query)).toEqual(all.slice(offset, offset + limit));
            expect(answer.total).toBe(all.length);
          }
        }
      }
    }
    expect(fromEnd).toBeGreaterThan(80); // most of these pages are nearer the end
    expect(searchColumnsFor(copied)).not.toBeNull(); // still answered from the copy
  });

  it('shows a write in the next list: a stock change, an edit, a new product, a hidden store', async () => {
    const query = { sortBy: 'price', sortOrder: 'asc', limit: '40' };
    const search = { search: 'cushion', sortBy: 'price', sortOrder: 'asc', limit: '40' };
    const before = JSON.parse(await answerText(copied, query)) as ProductListDto;
    await answerText(copied, search); // its cards are kept too
    const first = before.products[0]!;
    const sqlite = writer.$client;
    const steps: [string, () => void, (list: ProductListDto) => boolean][] = [
      ['stock', () => sqlite.prepare('UPDATE products SET stock = 99 WHERE id = ?').run(first.id), (list) => list.products.some((p) => p.id === first.id && p.stock === 99)],
      ['edit', () => sqlite.prepare(`UPDATE products SET name_en = 'Cushion, renamed' WHERE id = ?`).run(first.id), (list) => list.products.some((p) => p.nameEn === 'Cushion, renamed')],
      ['new', () => { insertProduct(5000, 'store-1'); sqlite.prepare(`UPDATE products SET price_cents = 1, is_listed = 1, name_en = 'Cushion' WHERE id = ?`).run(productId(5000)); }, (list) => list.products[0]!.id === productId(5000)],
      ['hidden store', () => sqlite.prepare(`UPDATE products SET is_listed = 0 WHERE store_id = 'store-1'`).run(), (list) => list.products.length > 0 && list.products.every((p) => p.storeId !== 'store-1')],
    ];
    for (const [name, write, seen] of steps) {
      copied.$client.prepare('COMMIT').run();
      write();
      copied.$client.prepare('BEGIN').run();
      const list = JSON.parse(await answerText(copied, query)) as ProductListDto;
      expect(seen(list), name).toBe(true);
      expect(JSON.stringify(list), name).toBe(await answerText(bySql, query));
      expect(await answerText(copied, search), name).toBe(await answerText(bySql, search));
    }
  });
});

describe('a stores list from its cards\' kept text', () => {
  const storesText = async (db: Db, raw: Record<string, string>) => {
    db.$client.prepare('BEGIN').run();
    try {
      return new TextDecoder().decode(encodeAnswer(await readStoreList(db, v.parse(StoreListQuerySchema, raw))).body);
    } finally {
      db.$client.prepare('COMMIT').run();
    }
  };
  const storeOf = async (db: Db, id: string, raw: Record<string, string> = { sortBy: 'name', limit: '50' }) =>
    (JSON.parse(await storesText(db, raw)) as StoreListDto).stores.find((store) => store.id === id);

  it('shows a write in the next list: a rename, an order counted, a product hidden', async () => {
    const reader = openReadOnlyDatabase(path.join(dir, 'souq-bayti.db'));
    try {
      const before = (await storeOf(reader, 'store-3'))!;
      expect(await storeOf(reader, 'store-3', { search: 'store', limit: '50' })).toEqual(before);
      const sqlite = writer.$client;
      const steps: [string, () => void, (store: StoreListDto['stores'][number]) => boolean][] = [
        ['rename', () => sqlite.prepare(`UPDATE stores SET name_en = 'Store three' WHERE id = 'store-3'`).run(), (store) => store.nameEn === 'Store three'],
        ['an order', () => sqlite.prepare(`UPDATE stores SET total_orders = total_orders + 7 WHERE id = 'store-3'`).run(), (store) => store.totalOrders === before.totalOrders + 7],
        ['a product hidden', () => sqlite.prepare(`UPDATE products SET is_listed = 0 WHERE id = (SELECT id FROM products WHERE store_id = 'store-3' AND is_listed = 1 LIMIT 1)`).run(),
          (store) => store.productCount === before.productCount! - 1],
      ];
      for (const [name, write, seen] of steps) {
        write();
        expect(seen((await storeOf(reader, 'store-3'))!), name).toBe(true);
        expect(seen((await storeOf(reader, 'store-3', { search: 'store', limit: '50' }))!), name).toBe(true);
      }
    } finally {
      reader.$client.close();
    }
  });
});
