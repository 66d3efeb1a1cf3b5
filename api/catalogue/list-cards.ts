// A list's product cards (SQLite), and the cards of a state of the catalogue kept as their JSON text (products'
// and stores'). A card is the same for every list that shows it until a product or store write moves the
// catalogue's version or its counters (stock, sales, ratings, orders), so a connection keeps the text of the
// cards it built for the state it reads, and a list's answer is written from them (cardsAnswer) instead of
// reading, mapping and serialising its rows again. docs/decisions/022-interactive-early-and-cheap-lists.md, "Long tail, ninth round".
import type { Db } from '#api/db/client.ts';
import { products, stores } from '#api/db/tables.ts';
import type { ProductDto, ProductListDto, StoreListDto, StoreSummaryDto } from '#api/contract/catalogue.ts';
import { JsonText } from './cache.ts';
import { preparedFor } from './prepared.ts';
import { toProductDto, type ProductRow } from './product-dto.ts';
import { catalogueState } from './reader-builds.ts';
import { RowColumns, rowsById } from './rows-by-id.ts';

/** Cards in the order of `ids`, with their store's summary (ids with no product are left out). */
export function inOrder(ids: readonly string[], rows: ProductRow[], summaries: StoreSummaryDto[]): ProductDto[] {
  const byStore = new Map(summaries.map((s) => [s.id, s]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductDto(row, { store: byStore.get(row.storeId) })] : [];
  });
}

/** SQLite, the lists' hot path: cards read through statements prepared once (rows-by-id.ts). */
export function productCards(db: Db, ids: readonly string[]): ProductDto[] {
  const rows = rowsById(db, products, ids);
  return inOrder(ids, rows, rowsById(db, stores, [...new Set(rows.map((r) => r.storeId))], ['id', 'slug', 'nameEn', 'nameAr']));
}

/**
 * Cards a connection keeps, per kind and state of the catalogue: ~1–2 KB each, so at most this many of a kind,
 * the ones not shown for longest forgotten first.
 */
export const MAX_KEPT_CARDS = 20_000;

/**
 * Card texts, at most `size`, forgotten by CLOCK (second chance): a new card takes the slot under the hand,
 * and a card shown since the hand last passed it is kept for one more turn. Nearly least-recently-used (the
 * first pages of the common lists stay), without reordering entries at each hit, which cost a Map more than
 * the statements it saved. On the varied lists it misses 52 % of the cards asked for, against 69 % when all
 * were forgotten at once when full (docs/decisions/022, "Long tail, sixteenth round").
 */
class KeptTexts<K> {
  private readonly slots = new Map<K, number>();
  private readonly keys: K[] = [];
  private readonly texts: string[] = [];
  private readonly shown: Uint8Array;
  private hand = 0;

  constructor(private readonly size: number) {
    this.shown = new Uint8Array(size);
  }

  get(key: K): string | undefined {
    const slot = this.slots.get(key);
    if (slot === undefined) return undefined;
    this.shown[slot] = 1;
    return this.texts[slot];
  }

  set(key: K, text: string) {
    let slot = this.slots.get(key);
    if (slot === undefined) {
      if (this.keys.length < this.size) slot = this.keys.length;
      else {
        while (this.shown[this.hand] === 1) {
          this.shown[this.hand] = 0;
          this.hand = (this.hand + 1) % this.size;
        }
        slot = this.hand;
        this.slots.delete(this.keys[slot]!);
        this.hand = (this.hand + 1) % this.size;
      }
      this.keys[slot] = key;
      this.slots.set(key, slot);
      this.shown[slot] = 0;
    }
    this.texts[slot] = text;
  }
}

type Kept = { state: string; texts: KeptTexts<unknown> };
const keptBy = new WeakMap<object, Record<string, Kept>>();

/**
 * The JSON text of the cards of `keys`, in their order (keys with no card are left out): kept ones, and those
 * `build` makes (the text of each key it finds) kept for the next lists of the same state of the catalogue.
 */
export function keptCardTexts<K>(db: Db, kind: 'products' | 'stores', keys: ArrayLike<K>, build: (missing: K[]) => Map<K, string>): string[] {
  const state = catalogueState(db, true);
  let kinds = keptBy.get(db.$client);
  if (!kinds) keptBy.set(db.$client, (kinds = {}));
  let kept = kinds[kind];
  if (kept?.state !== state) kinds[kind] = kept = { state, texts: new KeptTexts(MAX_KEPT_CARDS) };
  const texts = kept.texts as KeptTexts<K>;
  const found: (string | undefined)[] = [];
  const missing: K[] = [];
  for (let i = 0; i < keys.length; i++) {
    const text = texts.get(keys[i]!);
    found.push(text);
    if (text === undefined) missing.push(keys[i]!);
  }
  if (missing.length > 0) {
    const built = build(missing);
    for (const [key, text] of built) texts.set(key, text);
    for (let i = 0; i < keys.length; i++) found[i] ??= built.get(keys[i]!);
  }
  return found.filter((text) => text !== undefined);
}

const productColumns = new RowColumns(products);
const summaryColumns = new RowColumns(stores, ['id', 'slug', 'nameEn', 'nameAr']);

/**
 * Search documents' product rows and their store's summary, in one statement (three before: the documents'
 * products, their rows, their stores' summaries; docs/decisions/022, "Long tail, tenth round").
 */
const CARD_ROWS_SQL = (count: number) =>
  `SELECT d.doc_id, ${productColumns.select('p')}, ${summaryColumns.select('s')} FROM product_search_docs d
     JOIN products p ON p.id = d.product_id LEFT JOIN stores s ON s.id = p.store_id WHERE d.doc_id IN (${Array(count).fill('?').join(',')})`;

/** The JSON text of the cards of search documents, in their order (documents with no product are left out). */
export const cardTextsOfDocs = (db: Db, docs: ArrayLike<number>): string[] =>
  keptCardTexts(db, 'products', docs, (missing) => {
    const texts = new Map<number, string>();
    const summaryFrom = 1 + productColumns.width;
    for (const values of preparedFor(db, CARD_ROWS_SQL(missing.length)).raw().all(...missing) as unknown[][]) {
      const store = values[summaryFrom] === null ? undefined : summaryColumns.row(values, summaryFrom);
      texts.set(values[0] as number, JSON.stringify(toProductDto(productColumns.row(values, 1), { store })));
    }
    return texts;
  });

/** A products list's answer from its cards' text: the bytes JSON.stringify({ products, total }) gives. */
export const cardsAnswer = (cards: string[], total: number) => new JsonText<ProductListDto>(`{"products":[${cards.join(',')}],"total":${total}}`);

/** A stores list's answer from its cards' text: the bytes JSON.stringify({ stores, total }) gives. */
export const storeCardsAnswer = (cards: string[], total: number) => new JsonText<StoreListDto>(`{"stores":[${cards.join(',')}],"total":${total}}`);
