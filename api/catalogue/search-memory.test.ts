// The readers' in-memory search (search-memory.ts) gives exactly FTS5's answers: the newest word and substring
// matches, and the relevance order (bm25 with the same column weights, ties by document), on a generated
// catalogue in both languages that has seen edits, renames and deletions, over many generated queries.
// It opens its own SQLite file, so it checks SQLite whichever engine the suite's apps use.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, openReadOnlyDatabase, type Db } from '#api/db/client.ts';
import { buildSearchQuery } from './normalize.ts';
import { ftsNewestMatches, ftsRankedMatches, MAX_SEARCH_MATCHES, searchProductDocs, type ProductFilters, type ProductSort } from './product-list.ts';
import { buildSearchColumns, filterAndOrder, searchColumnsBuilding, searchColumnsFor } from './search-columns.ts';
import { buildSearchMemory, memoryNewestMatches, memoryRankedMatches, searchMemoryBuilding, searchMemoryFor, type SearchMemory } from './search-memory.ts';
import { readerBuildRules } from './reader-builds.ts';
import { createRandom } from '#api/db/seed/random.ts';

// Words as sellers write them: articles and clitics, diacritics, hamza forms, teh marbuta, tatweel, digits in
// both scripts, capitals and punctuation; some common (in most products), some rare.
const ARABIC = ['وسادة', 'الوسادة', 'والأثواب', 'ثوب', 'بالعسل', 'عسل', 'مُطَرَّزة', 'مطرزه', 'إسوارة', 'أسوارة', 'قلادة', 'للبيت', 'كعك', 'فخار', 'الفخار', 'جميـــل', 'مستشفى', 'شاطئ', 'يدوية', 'تراثية', 'صغيرة', 'زرقاء', 'ذهبية', 'مؤتمر', 'سجادة', 'فالزعتر', 'ل', 'و'];
const ENGLISH = ['Cushion', 'cushions', 'thobe', 'HONEY', 'honeycomb', 'jam', 'soap', 'candle', 'candles', 'basket', 'wall-art', "Layla's", 'Café', 'embroidered', 'handmade', 'hand', 'made', 'blue', 'a', 'x', 'pottery', 'rug'];
const NUMBERS = ['12', '١٢', '۴۵', '2024', '7'];
const CATEGORIES = ['food', 'crafts'];

let dir: string;
let file: string;
let writer: Db;
let db: Db;
let memory: SearchMemory;
// Seeded: the same catalogue and queries every run.
const { next: rand, pick } = createRandom(11);
const phrase = (n: number) => Array.from({ length: n }, () => pick(rand() < 0.5 ? ARABIC : rand() < 0.85 ? ENGLISH : NUMBERS)).join(rand() < 0.8 ? ' ' : '، ');

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-search-memory-'));
  file = path.join(dir, 'souq-bayti.db');
  writer = openDatabase(file);
  const sqlite = writer.$client;
  const now = new Date().toISOString();
  sqlite.prepare(`INSERT INTO users (id, email, password_hash, first_name, last_name, role, created_at, updated_at) VALUES ('u', 'u@test', 'x', 'U', 'T', 'seller', ?, ?)`).run(now, now);
  const storeIds = Array.from({ length: 24 }, (_, s) => `store-${s}`);
  const insertStore = sqlite.prepare(`INSERT INTO stores (id, slug, seller_id, name_en, name_ar, whatsapp_number, created_at, updated_at) VALUES (?, ?, 'u', ?, ?, '+962791234567', ?, ?)`);
  storeIds.forEach((id, s) => insertStore.run(id, id, `${phrase(2)} ${s}`, `مشغل ${phrase(1)} ${s}`, now, now));
  const insertCategory = sqlite.prepare(`INSERT INTO categories (id, slug, name_en, name_ar, created_at) VALUES (?, ?, ?, ?, ?)`);
  for (const id of CATEGORIES) insertCategory.run(id, id, id, id, now);
  const insertProduct = sqlite.prepare(
    `INSERT INTO products (id, store_id, name_en, name_ar, description_en, description_ar, stock, is_listed, updated_at,
       category_id, price_cents, is_on_sale, rating, sold_count, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Few distinct prices, ratings, sales and times: the sorts meet many ties, broken by doc_id.
  const columns = () => [rand() < 0.1 ? null : pick(CATEGORIES), 100 * (1 + Math.floor(rand() * 20)), rand() < 0.3 ? 1 : 0,
    Math.floor(rand() * 11) / 2, Math.floor(rand() * 6), new Date(Date.UTC(2026, 0, 1 + Math.floor(rand() * 30))).toISOString()];
  // Three batches with edits between them: the search tables then hold several segments and deleted rows.
  for (let batch = 0; batch < 3; batch++) {
    sqlite.transaction(() => {
      for (let i = 0; i < 500; i++) {
        const n = batch * 500 + i;
        insertProduct.run(`p-${n}`, pick(storeIds), phrase(1 + Math.floor(rand() * 3)), phrase(1 + Math.floor(rand() * 3)),
          rand() < 0.2 ? null : `${phrase(3)} made by hand`, rand() < 0.2 ? null : phrase(4), rand() < 0.9 ? 1 : 0, now, ...columns());
      }
    })();
    sqlite.prepare(`UPDATE products SET name_en = ?, description_ar = ? WHERE id = ?`).run(phrase(2), phrase(2), `p-${batch * 500 + 7}`);
    sqlite.prepare(`UPDATE stores SET name_en = ? WHERE id = ?`).run(`${phrase(2)} renamed`, pick(storeIds));
    sqlite.prepare(`DELETE FROM products WHERE id IN (?, ?, ?)`).run(`p-${batch * 500 + 3}`, `p-${batch * 500 + 4}`, `p-${batch * 500 + 250}`);
  }
  db = openReadOnlyDatabase(file);
  db.$client.prepare('BEGIN').run();
  memory = buildSearchMemory(db);
});

afterAll(() => {
  db.$client.close();
  writer.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Queries as buyers type them: whole words, prefixes of 1–5 letters, pieces from inside words, one to three words. */
function queries(count: number): string[] {
  const words = [...ARABIC, ...ENGLISH, ...NUMBERS, 'absent', 'غير'];
  const piece = (word: string) => {
    const letters = [...word];
    const roll = rand();
    if (roll < 0.4) return word;
    if (roll < 0.75) return letters.slice(0, 1 + Math.floor(rand() * 5)).join('');
    const start = Math.floor(rand() * letters.length);
    return letters.slice(start, start + 3 + Math.floor(rand() * 3)).join('');
  };
  return Array.from({ length: count }, () => Array.from({ length: 1 + Math.floor(rand() * 3) }, () => piece(pick(words))).join(' '));
}

describe('the in-memory search', () => {
  it('indexes every search document', () => {
    expect(memory.docIds.length).toBe(1500 - 9);
  });

  it('finds the same newest word and substring matches as FTS5, and ranks them as bm25 does', () => {
    let capped = 0;
    let ranked = 0;
    // Words of most products (every store name has مشغل) reach the cap; the generated ones mostly do not.
    for (const typed of ['made', 'مشغل', 'hand made', 'ma', 'مشغ', 'مشغل made', ...queries(600)]) {
      const query = buildSearchQuery(typed);
      if (!query) continue;
      const newest = [...ftsNewestMatches(db, query)].sort((a, b) => a - b);
      expect([...memoryNewestMatches(memory, query, MAX_SEARCH_MATCHES)].sort((a, b) => a - b), typed).toEqual(newest);
      const byRelevance = [...ftsRankedMatches(db, query)];
      expect([...memoryRankedMatches(memory, query, MAX_SEARCH_MATCHES)], typed).toEqual(byRelevance);
      if (newest.length >= MAX_SEARCH_MATCHES) capped++;
      if (byRelevance.length > 1) ranked++;
    }
    // The queries reach both sides of the cap, and rank lists of several matches.
    expect(capped).toBeGreaterThan(8);
    expect(ranked).toBeGreaterThan(200);
  });
});

describe('the column copy', () => {
  it('filters and orders a search\'s matches as the SQL filter pass does', () => {
    const columns = buildSearchColumns(db);
    const sorts: (ProductSort | null)[] = [null, ...(['createdAt', 'price', 'rating', 'sales', 'name'] as const).flatMap((field) => (['asc', 'desc'] as const).map((order) => ({ field, order })))];
    let compared = 0;
    for (const typed of ['made', 'مشغل', ...queries(60)]) {
      const query = buildSearchQuery(typed);
      if (!query) continue;
      for (const sort of sorts) {
        const filters: ProductFilters = {
          categoryId: rand() < 0.3 ? pick([...CATEGORIES, 'none']) : undefined,
          storeId: rand() < 0.15 ? `store-${Math.floor(rand() * 25)}` : undefined,
          minPriceCents: rand() < 0.3 ? 100 * Math.floor(rand() * 12) : undefined,
          maxPriceCents: rand() < 0.3 ? 100 * (8 + Math.floor(rand() * 12)) : undefined,
          onSale: rand() < 0.2 || undefined,
        };
        const matches = sort ? ftsNewestMatches(db, query) : ftsRankedMatches(db, query);
        const bySql = searchProductDocs(db, query, filters, sort);
        expect([...filterAndOrder(columns, matches, filters, sort)], JSON.stringify([typed, filters, sort])).toEqual([...bySql]);
        if (bySql.length > 1) compared++;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });
});

describe('built by a reader', () => {
  it('is used only for the state of the catalogue it was read at, once built in slices to the same value', async () => {
    const rules = { ...readerBuildRules };
    Object.assign(readerBuildRules, { onMainThread: true, afterSearches: 3, gapMs: 0, sliceMs: 1 });
    const reader = openReadOnlyDatabase(file);
    const begin = () => reader.$client.prepare('BEGIN').run();
    const commit = () => reader.$client.prepare('COMMIT').run();
    begin();
    try {
      expect(searchMemoryFor(reader)).toBeNull();
      expect(searchMemoryFor(reader)).toBeNull();
      expect(searchMemoryBuilding(reader)).toBeNull();
      expect(searchMemoryFor(reader)).toBeNull(); // the third search starts the build; FTS5 answers meanwhile
      for (let i = 0; i < 3; i++) expect(searchColumnsFor(reader)).toBeNull();
      const [words, columns] = await Promise.all([searchMemoryBuilding(reader), searchColumnsBuilding(reader)]);
      expect(searchMemoryFor(reader)).toBe(words);
      expect(searchColumnsFor(reader)).toBe(columns);
      const { sets: _, hits: __, ...index } = words!;
      const { sets: ___, hits: ____, ...direct } = memory;
      expect(index).toEqual(direct);
      expect(columns).toEqual(buildSearchColumns(db));

      // A sale moves the counters only: the words stay, the columns (sales, ratings) do not.
      writer.$client.prepare(`UPDATE products SET sold_count = sold_count + 1 WHERE id = 'p-10'`).run();
      commit();
      begin();
      expect(searchMemoryFor(reader)).toBe(words);
      expect(searchColumnsFor(reader)).toBeNull();
      // A new name moves the version: neither is used by a read of the new one.
      writer.$client.prepare(`UPDATE products SET name_en = 'Renamed' WHERE id = 'p-10'`).run();
      commit();
      begin();
      expect(searchMemoryFor(reader)).toBeNull();
      expect(searchColumnsFor(reader)).toBeNull();

      // A build the catalogue moves under (between two of its slices) is dropped.
      Object.assign(readerBuildRules, { afterSearches: 2 });
      searchMemoryFor(reader);
      const dropped = searchMemoryBuilding(reader);
      expect(dropped).not.toBeNull();
      await new Promise((resolve) => setImmediate(resolve)); // its first slice
      writer.$client.prepare(`UPDATE products SET name_en = 'Renamed again' WHERE id = 'p-11'`).run();
      expect(await dropped).toBeNull();
    } finally {
      commit();
      reader.$client.close();
      Object.assign(readerBuildRules, rules);
    }
  });
});
