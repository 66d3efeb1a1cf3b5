import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, stores } from './schema.ts';

// What SQLite builds in hand-written SQL (migration 0001: the catalogue version, the search documents
// and their FTS5 indexes), as PostgreSQL tables. The normalised text columns are written by the
// application with the one normaliser (api/catalogue/normalize.ts, through api/catalogue/pg/search-index.ts):
// PostgreSQL cannot call it from a trigger. The triggers of migration 0002 mark a document stale when
// its text changes, so no writer can forget it (docs/decisions/028-one-code-two-databases.md).

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Bumped by every catalogue write (`counters` by counter-only writes); the caches compare against it. */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    counters: bigint('counters', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);

// Words weigh by where they are found, as bm25's column weights do on SQLite: names (A), the store's
// name (B), descriptions (C). The text is already tokenised by the application (words joined by spaces),
// so the 'simple' configuration only splits on those spaces.
const productWords = sql`setweight(to_tsvector('simple'::regconfig, names), 'A') || setweight(to_tsvector('simple'::regconfig, store), 'B') || setweight(to_tsvector('simple'::regconfig, descriptions), 'C')`;

/** One row per product: the columns a search filters and sorts by, and its normalised text. */
export const productSearchDocs = pgTable(
  'product_search_docs',
  {
    // a stable integer per product, as on SQLite (searches are cached as lists of these)
    docId: integer('doc_id').primaryKey().generatedByDefaultAsIdentity(),
    productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    isListed: boolean('is_listed').notNull(),
    storeId: text('store_id').notNull(),
    categoryId: text('category_id'),
    priceCents: integer('price_cents').notNull(),
    isOnSale: boolean('is_on_sale').notNull(),
    rating: doublePrecision('rating').notNull(),
    soldCount: integer('sold_count').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: text('created_at').notNull(),
    /** searchIndexText of the names, as words */
    names: text('names').notNull().default(''),
    descriptions: text('descriptions').notNull().default(''),
    store: text('store').notNull().default(''),
    /** normalizeSearchText of the names and the store's names: substrings (pg_trgm) */
    body: text('body').notNull().default(''),
    /** the text above no longer matches the product or its store: rewritten before the next search */
    searchStale: boolean('search_stale').notNull().default(true),
    words: tsvector('words').notNull().generatedAlwaysAs(productWords),
  },
  (t) => [
    uniqueIndex('product_search_docs_product_uq').on(t.productId),
    index('product_search_docs_words_idx').using('gin', t.words),
    index('product_search_docs_body_trgm_idx').using('gin', t.body.op('gin_trgm_ops')),
    index('product_search_docs_stale_idx').on(t.docId).where(sql`${t.searchStale}`),
  ],
);

const storeWords = sql`setweight(to_tsvector('simple'::regconfig, names), 'A') || setweight(to_tsvector('simple'::regconfig, descriptions), 'C')`;

/** One row per store: its normalised names and descriptions. */
export const storeSearchDocs = pgTable(
  'store_search_docs',
  {
    storeId: text('store_id').primaryKey().references(() => stores.id, { onDelete: 'cascade' }),
    names: text('names').notNull().default(''),
    descriptions: text('descriptions').notNull().default(''),
    body: text('body').notNull().default(''),
    searchStale: boolean('search_stale').notNull().default(true),
    words: tsvector('words').notNull().generatedAlwaysAs(storeWords),
  },
  (t) => [
    index('store_search_docs_words_idx').using('gin', t.words),
    index('store_search_docs_body_trgm_idx').using('gin', t.body.op('gin_trgm_ops')),
    index('store_search_docs_stale_idx').on(t.storeId).where(sql`${t.searchStale}`),
  ],
);
