// The search tables' merge upkeep (docs/decisions/022, "Long tail, seventh round"). SQLite's own FTS5 tables:
// the test opens a SQLite file itself, whichever engine the suite runs the services on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from './client.ts';
import { compactSearchIndex, keepSearchIndexCompact, searchIndexSegments, SEARCH_INDEX_TABLES, type SearchIndexTable } from './search-index-upkeep.ts';

const NOUNS = ['cushion', 'shawl', 'honey', 'وسادة', 'عسل', 'شال', 'basket', 'سلة'];
const ADJECTIVES = ['embroidered', 'handmade', 'blue', 'مطرزة', 'يدوية', 'زرقاء'];

let dir: string;
let db: Db;
let made = 0;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-upkeep-'));
  db = openDatabase(path.join(dir, 'souq-bayti.db'));
  const sqlite = db.$client;
  const now = new Date().toISOString();
  sqlite.prepare(`INSERT INTO users (id, email, password_hash, first_name, last_name, role, created_at, updated_at) VALUES ('u', 'u@x.test', 'x', 'U', 'U', 'seller', ?, ?)`).run(now, now);
  sqlite.prepare(`INSERT INTO categories (id, slug, name_en, name_ar, sort_order, created_at) VALUES ('c', 'food', 'Food', 'طعام', 0, ?)`).run(now);
});
afterEach(() => {
  vi.useRealTimers();
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A store and `count` products in one statement: one new segment in each search table, as a batch import makes. */
function addBatch(count: number) {
  const sqlite = db.$client;
  const now = new Date().toISOString();
  const store = `s${made}`;
  sqlite.prepare(
    `INSERT INTO stores (id, slug, seller_id, category_id, name_en, name_ar, description_en, description_ar, rating, total_orders, governorate, city, whatsapp_number, created_at, updated_at)
     VALUES (?, ?, 'u', 'c', ?, ?, 'Made at home', 'صنع في البيت', 4, 0, 'amman', 'Amman', '+962791234567', ?, ?)`,
  ).run(store, `store-${made}`, `Workshop ${made}`, `مشغل ${made}`, now, now);
  const rows = Array.from({ length: count }, () => {
    const n = made++;
    const noun = NOUNS[n % NOUNS.length]!;
    const adjective = ADJECTIVES[(n * 7) % ADJECTIVES.length]!;
    return [crypto.randomUUID(), store, 'c', `${adjective} ${noun} ${n}`, `${noun} ${adjective} ${n}`, `A ${noun} made with care`, `${noun} صنع بعناية`, 100 + n, now, now];
  });
  const columns = ['id', 'store_id', 'category_id', 'name_en', 'name_ar', 'description_en', 'description_ar', 'price_cents', 'created_at', 'updated_at'];
  sqlite
    .prepare(`INSERT INTO products (${columns.join(', ')}, stock, is_listed, status) SELECT ${columns.map((_, i) => `value->>${i}`).join(', ')}, 5, 1, 'active' FROM json_each(?)`)
    .run(JSON.stringify(rows));
}

const segments = (table: SearchIndexTable) => searchIndexSegments(db.$client, table);

/** What searches find: the newest matches of a word and of a substring, and the word matches ranked by bm25. */
function answers() {
  const sqlite = db.$client;
  return ['cushion*', 'وساده*', 'emb* blue*', 'هاند*', '"12"*'].flatMap((query) => [
    sqlite.prepare(`SELECT rowid FROM product_search_words WHERE product_search_words MATCH ? ORDER BY rowid DESC LIMIT 1000`).pluck().all(query),
    sqlite.prepare(`SELECT rowid FROM product_search_words WHERE product_search_words MATCH ? ORDER BY bm25(product_search_words, 10.0, 1.0, 4.0), rowid`).pluck().all(query),
    sqlite.prepare(`SELECT rowid FROM product_search_trigrams WHERE product_search_trigrams MATCH ? ORDER BY rowid DESC`).pluck().all(query.replace(/[*"]/g, '').split(' ')[0]),
    sqlite.prepare(`SELECT store_id FROM store_search_words WHERE store_search_words MATCH 'workshop' ORDER BY rowid`).pluck().all(),
  ]);
}

describe('search index segments', () => {
  it('are counted from the structure record: one more for each batch written, back to one after compactSearchIndex, same answers', () => {
    addBatch(300);
    const afterOne = segments('product_search_words');
    addBatch(300);
    addBatch(300);
    expect(afterOne).toBe(1);
    for (const table of SEARCH_INDEX_TABLES) expect(segments(table), table).toBeGreaterThan(1);
    const before = answers();
    expect(before.flat().length).toBeGreaterThan(100);

    compactSearchIndex(db.$client, 5);

    for (const table of SEARCH_INDEX_TABLES) expect(segments(table), table).toBe(1);
    expect(answers()).toEqual(before);
  });
});

describe('keepSearchIndexCompact', () => {
  it('merges a table once its index went unwritten for a whole check, in many bounded steps, to one segment with the same answers', () => {
    vi.useFakeTimers();
    for (let i = 0; i < 6; i++) addBatch(250);
    const steps: { table: SearchIndexTable; merged: boolean }[] = [];
    const upkeep = keepSearchIndexCompact(db.$client, { checkEveryMs: 1_000, stepGapMs: 10, pages: 1, passGapMs: 60_000, onStep: (s) => steps.push(s) });
    try {
      vi.advanceTimersByTime(1_000); // the first check only notes each table's structure
      expect(steps).toEqual([]);
      addBatch(250); // written between two checks: not quiet, left alone
      vi.advanceTimersByTime(1_000);
      expect(steps.filter((s) => s.table.startsWith('product_'))).toEqual([]);
      const before = answers();

      vi.advanceTimersByTime(30_000);
      for (const table of SEARCH_INDEX_TABLES) expect(segments(table), table).toBe(1);
      expect(answers()).toEqual(before);
      // Bounded: a pass over the product word index took many steps of about one leaf page, each merging but the last.
      const words = steps.filter((s) => s.table === 'product_search_words');
      expect(words.length).toBeGreaterThan(10);
      expect(words.slice(0, -1).every((s) => s.merged)).toBe(true);
      expect(words.at(-1)!.merged).toBe(false);

      // An edit after the pass: merged again only once passGapMs has gone by since that table's pass.
      addBatch(250);
      vi.advanceTimersByTime(5_000);
      expect(segments('product_search_words')).toBeGreaterThan(1);
      vi.advanceTimersByTime(60_000);
      expect(segments('product_search_words')).toBe(1);
    } finally {
      upkeep.stop();
    }
  });

  it('stops: no step after stop()', () => {
    vi.useFakeTimers();
    addBatch(200);
    addBatch(200);
    const steps: unknown[] = [];
    const upkeep = keepSearchIndexCompact(db.$client, { checkEveryMs: 1_000, onStep: (s) => steps.push(s) });
    vi.advanceTimersByTime(1_000);
    upkeep.stop();
    vi.advanceTimersByTime(60_000);
    expect(steps).toEqual([]);
    expect(segments('product_search_words')).toBeGreaterThan(1);
  });
});
