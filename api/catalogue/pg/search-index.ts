// PostgreSQL's search text, written by the application with the one normaliser (api/catalogue/normalize.ts),
// as SQLite's triggers write it through the same functions (migration 0001). PostgreSQL's triggers only
// mark a document stale (api/db/pg/migrations/0002); this rewrites the stale ones, in batches, each
// batch locked so that two processes never rewrite the same rows (docs/decisions/028).
import type pg from 'pg';
import { normalizeSearchText, searchIndexText, searchTokens } from '../normalize.ts';

const BATCH = 500;

/** The word index's text: the indexed forms as words joined by spaces, so the 'simple' parser only splits on spaces. */
const words = (text: string) => searchTokens(searchIndexText(text)).join(' ');
const joined = (...parts: (string | null)[]) => parts.map((p) => p ?? '').join(' ');

type ProductRow = { doc_id: number; name_ar: string; name_en: string; description_ar: string | null; description_en: string | null; store_ar: string; store_en: string };
type StoreRow = { store_id: string; name_ar: string; name_en: string; description_ar: string | null; description_en: string | null };

async function refreshProducts(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<ProductRow>(
    `SELECT d.doc_id, p.name_ar, p.name_en, p.description_ar, p.description_en, s.name_ar AS store_ar, s.name_en AS store_en
     FROM product_search_docs d JOIN products p ON p.id = d.product_id JOIN stores s ON s.id = p.store_id
     WHERE d.search_stale ORDER BY d.doc_id LIMIT ${BATCH} FOR UPDATE OF d SKIP LOCKED`,
  );
  if (rows.length === 0) return 0;
  await client.query(
    `UPDATE product_search_docs d SET names = v.names, descriptions = v.descriptions, store = v.store, body = v.body, search_stale = false
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[]) AS v(doc_id, names, descriptions, store, body)
     WHERE d.doc_id = v.doc_id`,
    [
      rows.map((r) => r.doc_id),
      rows.map((r) => words(joined(r.name_ar, r.name_en))),
      rows.map((r) => words(joined(r.description_ar, r.description_en))),
      rows.map((r) => words(joined(r.store_ar, r.store_en))),
      rows.map((r) => normalizeSearchText(joined(r.name_ar, r.name_en, r.store_ar, r.store_en))),
    ],
  );
  return rows.length;
}

async function refreshStores(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<StoreRow>(
    `SELECT d.store_id, s.name_ar, s.name_en, s.description_ar, s.description_en
     FROM store_search_docs d JOIN stores s ON s.id = d.store_id
     WHERE d.search_stale ORDER BY d.store_id LIMIT ${BATCH} FOR UPDATE OF d SKIP LOCKED`,
  );
  if (rows.length === 0) return 0;
  await client.query(
    `UPDATE store_search_docs d SET names = v.names, descriptions = v.descriptions, body = v.body, search_stale = false
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS v(store_id, names, descriptions, body)
     WHERE d.store_id = v.store_id`,
    [
      rows.map((r) => r.store_id),
      rows.map((r) => words(joined(r.name_ar, r.name_en))),
      rows.map((r) => words(joined(r.description_ar, r.description_en))),
      rows.map((r) => normalizeSearchText(joined(r.name_ar, r.name_en, r.description_ar, r.description_en))),
    ],
  );
  return rows.length;
}

/** Rewrites every stale document on a client already inside a transaction; returns how many. */
export async function refreshSearchTextIn(client: pg.ClientBase): Promise<{ products: number; stores: number }> {
  const done = { products: 0, stores: 0 };
  for (let n = BATCH; n === BATCH; done.products += n) n = await refreshProducts(client);
  for (let n = BATCH; n === BATCH; done.stores += n) n = await refreshStores(client);
  return done;
}

// Stale documents left after a pass are locked by another process rewriting them (or by a writer about to
// commit): FOR SHARE waits for that lock, then sees the row as committed. A row still stale is rewritten by
// another pass; a few passes at most, so a stream of writes never holds a search up.
const MAX_PASSES = 3;

async function staleLeft(pool: pg.Pool): Promise<boolean> {
  for (const table of ['product_search_docs', 'store_search_docs']) {
    if ((await pool.query(`SELECT 1 FROM ${table} WHERE search_stale LIMIT 1 FOR SHARE`)).rowCount) return true;
  }
  return false;
}

/**
 * Rewrites the stale documents, each pass in a transaction of its own. Cheap when there are none (a partial
 * index holds only stale rows): searches call it first, so a search finds every write committed before it,
 * even one whose documents another process was rewriting at that moment.
 */
export async function refreshSearchText(pool: pg.Pool): Promise<{ products: number; stores: number }> {
  const done = await refreshPass(pool);
  for (let pass = 1; pass < MAX_PASSES && (await staleLeft(pool)); pass += 1) {
    const more = await refreshPass(pool);
    done.products += more.products;
    done.stores += more.stores;
  }
  return done;
}

async function refreshPass(pool: pg.Pool): Promise<{ products: number; stores: number }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const done = await refreshSearchTextIn(client);
    await client.query('COMMIT');
    return done;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
