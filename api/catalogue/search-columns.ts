// SQLite only: a search's matches filtered and ordered in JavaScript from a copy of product_search_docs' columns
// as typed arrays, instead of the json_each JOIN of product-list.ts (most of a search list's time once its matches
// come from memory). The copy belongs to one state of the catalogue, counters included (ratings and sales are
// sort columns); a reader builds it between reads (reader-builds.ts). docs/decisions/022, "Long tail, eighth round".
import type { Db } from '#api/db/client.ts';
import { ReaderBuilt } from './reader-builds.ts';
import type { ProductSortField } from '#api/contract/catalogue.ts';
import { countInPriceRange, listIndex, sortColumns, type ProductFilters, type ProductSort } from './product-list.ts';

/** Columns by doc_id (a doc_id with no document reads as not listed). */
export type SearchColumns = {
  listed: Uint8Array;
  onSale: Uint8Array;
  price: Float64Array;
  rating: Float64Array;
  sold: Float64Array;
  category: Int32Array;
  store: Int32Array;
  /** Each document's place in `ORDER BY name_en, doc_id` and `ORDER BY created_at, doc_id`: SQLite's own order. */
  nameRank: Int32Array;
  createdRank: Int32Array;
  /** Category and store ids to the numbers held above. */
  codes: Map<string, number>;
  /**
   * The listed documents in each sort's ascending order (the sort column, then the product's id), read through
   * the index the SQL list walks: a products list without a search is a walk of one of them (pageInOrder).
   */
  orders: Record<ProductSortField, Int32Array>;
  /** The same orders split by category (its number in `codes`; -1: none): a category's list walks only its own. */
  ordersByCategory: Record<ProductSortField, Map<number, Int32Array>>;
  /** The listed documents' prices, ascending, by category (or any) and sale (pricesKey): a list's total. */
  prices: Map<string, Float64Array>;
};

const ANY_CATEGORY = 'any';
const pricesKey = (category: number | typeof ANY_CATEGORY, onSale: boolean) => `${category}:${onSale ? 'sale' : 'all'}`;

// Spelt out, not sortColumns' keys: product-list.ts imports this module, so its values are read only when a build runs.
const SORT_FIELDS: readonly ProductSortField[] = ['createdAt', 'price', 'rating', 'sales', 'name'];

/**
 * A sort's listed documents in the products list's own order: its index, ascending, ties by product id; read a
 * chunk at a time after the last (sort value, id) read (one read of the whole order holds a reader 0.2–0.3 s).
 */
const orderSql = (field: ProductSortField) => (after: unknown[] | null) =>
  `SELECT d.doc_id, p.${sortColumns[field]}, p.id FROM products p INDEXED BY ${listIndex({}, field)} JOIN product_search_docs d ON d.product_id = p.id
   WHERE p.is_listed = 1${after ? ` AND (p.${sortColumns[field]}, p.id) > (?, ?)` : ''} ORDER BY p.${sortColumns[field]}, p.id LIMIT ?`;

function growTo<A extends Uint8Array | Float64Array | Int32Array>(array: A, index: number, make: (size: number) => A): A {
  if (index < array.length) return array;
  const grown = make(Math.max(index + 1, array.length * 2));
  grown.set(array);
  return grown;
}

const built = new ReaderBuilt<SearchColumns>(() => {
  const c: SearchColumns = {
    listed: new Uint8Array(0), onSale: new Uint8Array(0), price: new Float64Array(0), rating: new Float64Array(0), sold: new Float64Array(0),
    category: new Int32Array(0), store: new Int32Array(0), nameRank: new Int32Array(0), createdRank: new Int32Array(0), codes: new Map(),
    orders: {} as SearchColumns['orders'], ordersByCategory: {} as SearchColumns['ordersByCategory'], prices: new Map(),
  };
  const orders = Object.fromEntries(SORT_FIELDS.map((field) => [field, [] as number[]])) as Record<ProductSortField, number[]>;
  const code = (id: string | null) => {
    if (id == null) return -1;
    let n = c.codes.get(id);
    if (n === undefined) c.codes.set(id, (n = c.codes.size));
    return n;
  };
  // A document's place in SQLite's own order of the column (ties by doc_id): comparing places compares both.
  const ranking = (key: 'nameRank' | 'createdRank') => {
    let place = 0;
    return ([doc]: unknown[]) => {
      c[key] = growTo(c[key], doc as number, (n) => new Int32Array(n));
      c[key][doc as number] = place++;
    };
  };
  return {
    statements: [
      {
        sql: 'SELECT doc_id, is_listed, is_on_sale, price_cents, rating, sold_count, category_id, store_id FROM product_search_docs WHERE doc_id > ? ORDER BY doc_id LIMIT ?',
        keyed: true,
        add: ([doc, listed, onSale, price, rating, sold, category, store]) => {
          const d = doc as number;
          c.listed = growTo(c.listed, d, (n) => new Uint8Array(n));
          c.onSale = growTo(c.onSale, d, (n) => new Uint8Array(n));
          c.price = growTo(c.price, d, (n) => new Float64Array(n));
          c.rating = growTo(c.rating, d, (n) => new Float64Array(n));
          c.sold = growTo(c.sold, d, (n) => new Float64Array(n));
          c.category = growTo(c.category, d, (n) => new Int32Array(n));
          c.store = growTo(c.store, d, (n) => new Int32Array(n));
          c.listed[d] = listed as number;
          c.onSale[d] = onSale as number;
          c.price[d] = price as number;
          c.rating[d] = rating as number;
          c.sold[d] = sold as number;
          c.category[d] = code(category as string | null);
          c.store[d] = code(store as string);
        },
      },
      { sql: 'SELECT doc_id FROM product_search_docs ORDER BY name_en, doc_id', add: ranking('nameRank') },
      { sql: 'SELECT doc_id FROM product_search_docs ORDER BY created_at, doc_id', add: ranking('createdRank') },
      ...SORT_FIELDS.map((field) => ({ sql: orderSql(field), cursor: ([, value, id]: unknown[]) => [value, id], add: ([doc]: unknown[]) => void orders[field].push(doc as number) })),
    ],
    finish: () => {
      for (const field of SORT_FIELDS) {
        c.orders[field] = Int32Array.from(orders[field]);
        const split = new Map<number, number[]>();
        for (const doc of orders[field]) {
          const docs = split.get(c.category[doc]!);
          if (docs) docs.push(doc);
          else split.set(c.category[doc]!, [doc]);
        }
        c.ordersByCategory[field] = new Map([...split].map(([category, docs]) => [category, Int32Array.from(docs)]));
      }
      // The price order is ascending: each filter's prices come out sorted.
      const prices = new Map<string, number[]>();
      const add = (key: string, price: number) => {
        const list = prices.get(key);
        if (list) list.push(price);
        else prices.set(key, [price]);
      };
      for (const doc of orders.price) {
        const price = c.price[doc]!;
        for (const category of [ANY_CATEGORY, c.category[doc]!] as const) {
          add(pricesKey(category, false), price);
          if (c.onSale[doc] === 1) add(pricesKey(category, true), price);
        }
      }
      c.prices = new Map([...prices].map(([key, list]) => [key, Float64Array.from(list)]));
      return c;
    },
  };
}, true);

/** The columns of the state of the catalogue `db` reads (counters included), if a reader has built them; else null. */
export const searchColumnsFor = (db: Db) => built.for(db);
export const searchColumnsBuilding = (db: Db) => built.building(db);
export const buildSearchColumns = (db: Db) => built.buildNow(db);

/**
 * The matches (doc ids) that pass the filters, in the order given (by the sort column then doc_id, as
 * product-list.ts's SQL orders them), or in the matches' own order without one.
 */
export function filterAndOrder(c: SearchColumns, matches: Int32Array, filters: ProductFilters, sort: ProductSort | null): Int32Array {
  const passes = filterOf(c, filters);
  const kept: number[] = [];
  for (const doc of matches) if (passes(doc)) kept.push(doc);
  if (sort) {
    const key = { createdAt: c.createdRank, name: c.nameRank, price: c.price, rating: c.rating, sales: c.sold }[sort.field];
    const direction = sort.order === 'asc' ? 1 : -1;
    kept.sort((a, b) => direction * (key[a]! - key[b]! || a - b));
  }
  return Int32Array.from(kept);
}

const NONE = new Int32Array(0);

/** Whether a document is listed and passes the filters (a category or store no document has passes none). */
function filterOf(c: SearchColumns, filters: ProductFilters): (doc: number) => boolean {
  const category = filters.categoryId === undefined ? undefined : (c.codes.get(filters.categoryId) ?? -2);
  const store = filters.storeId === undefined ? undefined : (c.codes.get(filters.storeId) ?? -2);
  const { minPriceCents: min, maxPriceCents: max, onSale } = filters;
  return (doc) =>
    doc < c.listed.length && c.listed[doc] === 1
    && (category === undefined || c.category[doc] === category)
    && (store === undefined || c.store[doc] === store)
    && (min == null || c.price[doc]! >= min)
    && (max == null || c.price[doc]! <= max)
    && (!onSale || c.onSale[doc] === 1);
}

/**
 * A products list's total without a search or a store, as countProducts counts it (listed, the category,
 * sale, the price range), from the copy: two binary searches instead of a count over an index range.
 */
export function totalInOrder(c: SearchColumns, filters: ProductFilters): number {
  const category = filters.categoryId === undefined ? ANY_CATEGORY : (c.codes.get(filters.categoryId) ?? -2);
  const prices = c.prices.get(pricesKey(category, !!filters.onSale));
  return prices ? countInPriceRange(prices, filters.minPriceCents, filters.maxPriceCents) : 0;
}

/**
 * A products list's page without a search, as documents: the same walk as the SQL's over the sort's index
 * (listSql), over the copy of its order instead. Not for a store's products (they walk their store's index).
 */
export function pageInOrder(c: SearchColumns, filters: ProductFilters, sort: ProductSort, offset: number, limit: number): number[] {
  const order = filters.categoryId === undefined ? c.orders[sort.field] : (c.ordersByCategory[sort.field].get(c.codes.get(filters.categoryId) ?? -2) ?? NONE);
  const passes = filterOf(c, filters);
  const page: number[] = [];
  let skip = offset;
  const step = sort.order === 'asc' ? 1 : -1;
  for (let i = step === 1 ? 0 : order.length - 1; i >= 0 && i < order.length && page.length < limit; i += step) {
    const doc = order[i]!;
    if (!passes(doc)) continue;
    if (skip > 0) skip--;
    else page.push(doc);
  }
  return page;
}
