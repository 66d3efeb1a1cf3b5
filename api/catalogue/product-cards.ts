// A list's product cards (SQLite), and the cards of a state of the catalogue kept as their JSON text. A card
// is the same for every list that shows it until a product or store write moves the catalogue's version or its
// counters (stock, sales, ratings), so a connection keeps the text of the cards it built for the state it reads,
// and a list's answer is written from them (cardsAnswer) instead of reading, mapping and serialising its 20 rows
// again. docs/decisions/022-interactive-early-and-cheap-lists.md, "Long tail, ninth round".
import type { Db } from '#api/db/client.ts';
import { products, stores } from '#api/db/tables.ts';
import type { ProductDto, ProductListDto, StoreSummaryDto } from '#api/contract/catalogue.ts';
import { JsonText } from './cache.ts';
import { preparedFor } from './prepared.ts';
import { toProductDto, type ProductRow } from './product-dto.ts';
import { catalogueState } from './reader-builds.ts';
import { rowsById } from './rows-by-id.ts';

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
 * Cards a connection keeps, per state of the catalogue: ~1–2 KB each, so at most this many (emptied when full:
 * the cards asked for since are the ones lists show most).
 */
export const MAX_KEPT_CARDS = 20_000;

type Kept = { state: string; texts: Map<number, string> };
const keptBy = new WeakMap<object, Kept>();

/** The JSON text of the cards of search documents, in their order (documents with no product are left out). */
export function cardTextsOfDocs(db: Db, docs: ArrayLike<number>): string[] {
  const state = catalogueState(db, true);
  let kept = keptBy.get(db.$client);
  if (kept?.state !== state) keptBy.set(db.$client, (kept = { state, texts: new Map() }));
  const { texts } = kept;
  if (texts.size + docs.length > MAX_KEPT_CARDS) texts.clear();
  const missing: number[] = [];
  for (let i = 0; i < docs.length; i++) if (!texts.has(docs[i]!)) missing.push(docs[i]!);
  if (missing.length > 0) {
    const productOf = new Map(preparedFor(db, `SELECT doc_id, product_id FROM product_search_docs WHERE doc_id IN (${missing.map(() => '?').join(',')})`)
      .raw()
      .all(...missing) as [number, string][]);
    const cards = new Map(productCards(db, [...productOf.values()]).map((card) => [card.id, JSON.stringify(card)]));
    for (const [doc, id] of productOf) {
      const text = cards.get(id);
      if (text !== undefined) texts.set(doc, text);
    }
  }
  const found: string[] = [];
  for (let i = 0; i < docs.length; i++) {
    const text = texts.get(docs[i]!);
    if (text !== undefined) found.push(text);
  }
  return found;
}

/** A products list's answer from its cards' text: the bytes JSON.stringify({ products, total }) gives. */
export const cardsAnswer = (cards: string[], total: number) => new JsonText<ProductListDto>(`{"products":[${cards.join(',')}],"total":${total}}`);
