// The listed products' counts by category and sale (migration 0009) follow every kind of write to products, and
// are filled from the catalogue when an existing database is upgraded; a products list's total without a price
// range or a store is read from them (countProducts), and equals a count of the products. SQLite only: the
// PostgreSQL lists count their own way (api/catalogue/pg/).
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#api/db/client.ts';
import { createRandom } from '#api/db/seed/random.ts';
import { registerSearchFunctions } from './sql-functions.ts';
import { invalidateCatalogueCaches } from './cache.ts';
import { countProducts } from './product-list.ts';

const CATEGORIES = ['food', 'crafts', 'home'];
const now = new Date().toISOString();
const { next: rand, pick, int } = createRandom(9);

let dir: string;
let file: string;
let db: Db;
let made = 0;

function addProduct(store = `store-${int(0, 3)}`, sqlite = db.$client) {
  sqlite
    .prepare(
      `INSERT INTO products (id, store_id, name_en, name_ar, description_en, description_ar, stock, is_listed, updated_at, category_id, price_cents, is_on_sale, created_at)
       VALUES (?, ?, 'Cushion', 'وسادة', 'Made by hand', 'صنع يدوي', 3, ?, ?, ?, ?, ?, ?)`,
    )
    .run(`p-${made++}`, store, rand() < 0.8 ? 1 : 0, now, rand() < 0.15 ? null : pick(CATEGORIES), 100 * int(1, 20), rand() < 0.3 ? 1 : 0, now);
}

/** The kept counts, and the same counted from the products, as `category|sale → count` (rows at zero left out). */
function keptAndCounted(): [Record<string, number>, Record<string, number>] {
  const asRecord = (rows: [string, number, number][]) => Object.fromEntries(rows.filter(([, , n]) => n !== 0).map(([c, s, n]) => [`${c}|${s}`, n]));
  const sqlite = db.$client;
  return [
    asRecord(sqlite.prepare('SELECT category_id, is_on_sale, listed FROM listed_product_counts').raw().all() as [string, number, number][]),
    asRecord(sqlite.prepare(`SELECT coalesce(category_id, ''), is_on_sale, count(*) FROM products WHERE is_listed = 1 GROUP BY 1, 2`).raw().all() as [string, number, number][]),
  ];
}

/** countProducts' totals for every filter it reads from the kept counts, against a count of the products. */
function totals(): [number[], number[]] {
  invalidateCatalogueCaches();
  const filterSets = [{}, { onSale: true }, ...CATEGORIES.flatMap((categoryId) => [{ categoryId }, { categoryId, onSale: true }]), { categoryId: 'none-such' }];
  const count = (f: { categoryId?: string; onSale?: boolean }) =>
    db.$client.prepare(`SELECT count(*) FROM products WHERE is_listed = 1${f.categoryId ? ' AND category_id = ?' : ''}${f.onSale ? ' AND is_on_sale = 1' : ''}`)
      .pluck().get(...(f.categoryId ? [f.categoryId] : [])) as number;
  return [filterSets.map((f) => countProducts(db, f)), filterSets.map(count)];
}

/** A seller, her four stores and the categories, which products need. */
function addStoresAndCategories(sqlite: Database.Database) {
  sqlite.prepare(`INSERT INTO users (id, email, password_hash, first_name, last_name, role, created_at, updated_at) VALUES ('u', 'u@test', 'x', 'U', 'T', 'seller', ?, ?)`).run(now, now);
  for (let s = 0; s < 4; s++) {
    sqlite.prepare(`INSERT INTO stores (id, slug, seller_id, name_en, name_ar, whatsapp_number, created_at, updated_at) VALUES (?, ?, 'u', ?, ?, '+962791234567', ?, ?)`)
      .run(`store-${s}`, `store-${s}`, `Store ${s}`, `متجر ${s}`, now, now);
  }
  for (const id of CATEGORIES) sqlite.prepare(`INSERT INTO categories (id, slug, name_en, name_ar, created_at) VALUES (?, ?, ?, ?, ?)`).run(id, id, id, id, now);
}

/** A database file as the committed migrations before `tag` made it (their folder, its journal cut there). */
function databaseBefore(tag: string, file: string): Database.Database {
  const folder = fileURLToPath(new URL('../db/migrations', import.meta.url));
  const cut = fs.mkdtempSync(path.join(dir, 'migrations-'));
  fs.cpSync(folder, cut, { recursive: true });
  const journalFile = path.join(cut, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string; idx: number }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  const sqlite = new Database(file);
  registerSearchFunctions(sqlite);
  migrate(drizzle(sqlite), { migrationsFolder: cut });
  return sqlite;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-listed-counts-'));
  file = path.join(dir, 'souq-bayti.db');
  db = openDatabase(file);
  addStoresAndCategories(db.$client);
});

afterAll(() => {
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the listed products\' counts', () => {
  it('follow inserts, listing and unlisting, a new category or none, sale on and off, a store hidden, and deletions', () => {
    const sqlite = db.$client;
    const someProduct = () => sqlite.prepare('SELECT id FROM products ORDER BY random() LIMIT 1').pluck().get() as string;
    const writes: (() => void)[] = [
      () => addProduct(),
      () => sqlite.prepare('UPDATE products SET is_listed = 1 - is_listed WHERE id = ?').run(someProduct()),
      () => sqlite.prepare('UPDATE products SET category_id = ? WHERE id = ?').run(rand() < 0.2 ? null : pick(CATEGORIES), someProduct()),
      () => sqlite.prepare('UPDATE products SET is_on_sale = 1 - is_on_sale WHERE id = ?').run(someProduct()),
      // Every column written again, none changed, as an edit form's save does; and a price change alone.
      () => sqlite.prepare('UPDATE products SET is_listed = is_listed, category_id = category_id, is_on_sale = is_on_sale, price_cents = price_cents + 100 WHERE id = ?').run(someProduct()),
      () => sqlite.prepare('UPDATE products SET is_listed = 0 WHERE store_id = ?').run(`store-${int(0, 3)}`),
      () => sqlite.prepare('UPDATE products SET is_listed = 1, is_on_sale = 1, category_id = ? WHERE store_id = ?').run(pick(CATEGORIES), `store-${int(0, 3)}`),
      () => sqlite.prepare('DELETE FROM products WHERE id = ?').run(someProduct()),
    ];
    for (let i = 0; i < 120; i++) addProduct();
    const seen = new Set<string>();
    for (let round = 0; round < 40; round++) {
      for (let w = 0; w < 10; w++) pick(writes)();
      const [kept, counted] = keptAndCounted();
      expect(kept, `round ${round}`).toEqual(counted);
      for (const key of Object.keys(counted)) seen.add(key);
      const [fromKept, fromProducts] = totals();
      expect(fromKept, `round ${round}`).toEqual(fromProducts);
    }
    expect(seen.size).toBe(8); // every category and none, on sale and not
  });

  it('are filled from the catalogue when a database made before them is upgraded', () => {
    // A database made before migration 0009, with products.
    const older = path.join(dir, 'before-0009.db');
    const sqlite = databaseBefore('0009_listed_counts', older);
    expect(sqlite.prepare(`SELECT count(*) FROM sqlite_master WHERE name = 'listed_product_counts'`).pluck().get()).toBe(0);
    addStoresAndCategories(sqlite);
    for (let i = 0; i < 50; i++) addProduct(undefined, sqlite);
    sqlite.close();
    db.$client.close();
    db = openDatabase(older);
    const [kept, counted] = keptAndCounted();
    expect(Object.keys(counted).length).toBeGreaterThan(4);
    expect(kept).toEqual(counted);
    addProduct();
    expect(keptAndCounted()[0]).toEqual(keptAndCounted()[1]);
  });
});
