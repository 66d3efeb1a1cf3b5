// The products list and search on PostgreSQL (docs/decisions/028): the same filters, sorts, caps and
// order of results as the SQLite SQL of api/catalogue/product-list.ts, over PostgreSQL's indexes —
// the sort indexes of the products table, a full-text index ('simple' configuration) of the words and a
// pg_trgm index of the normalised text for substrings (api/db/pg/search-schema.ts).
import type pg from 'pg';
import { searchQueryTokens, withoutArticle } from '../normalize.ts';
import { MAX_SEARCH_MATCHES, sortColumns, type ProductFilters, type ProductSort } from '../product-list.ts';
import { refreshSearchText } from './search-index.ts';

/** A search as PostgreSQL takes it: a tsquery for the words and LIKE patterns for substrings. */
export type PgSearchQuery = {
  /** every word as a prefix (or its article-less form), all of them: tsquery text */
  words: string;
  /** per word, the substrings any of which it may match (all words must), or null when a word is shorter than 3 characters */
  substrings: string[][] | null;
  key: string;
};

const lexeme = (token: string) => `'${token.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;
const length = (token: string) => [...token].length;

/** The same reading of the typed text as SQLite's buildSearchQuery (api/catalogue/normalize.ts). */
export function buildPgSearchQuery(input: string): PgSearchQuery | null {
  const tokens = searchQueryTokens(input);
  if (tokens.length === 0) return null;
  const words = tokens
    .map((token) => {
      const bare = withoutArticle(token);
      // a one-letter word is matched whole, as on SQLite (docs/decisions/022)
      return bare ? `(${lexeme(token)}:* | ${lexeme(bare)}:*)` : `${lexeme(token)}${length(token) > 1 ? ':*' : ''}`;
    })
    .join(' & ');
  const substrings = tokens.every((token) => length(token) >= 3)
    ? tokens.map((token) => {
        const bare = withoutArticle(token);
        return bare && length(bare) >= 3 ? [token, bare] : [token];
      })
    : null;
  return { words, substrings, key: tokens.join(' ') };
}

/** WHERE clauses for the filters on an alias with the products' column names, numbering parameters after `params`. */
export function pgFilterClauses(alias: string, filters: ProductFilters, params: unknown[]): string {
  const clauses = [`${alias}.is_listed`];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    clauses.push(clause.replace('?', `$${params.length}`));
  };
  if (filters.categoryId) add(`${alias}.category_id = ?`, filters.categoryId);
  if (filters.storeId) add(`${alias}.store_id = ?`, filters.storeId);
  if (filters.minPriceCents != null) add(`${alias}.price_cents >= ?`, filters.minPriceCents);
  if (filters.maxPriceCents != null) add(`${alias}.price_cents <= ?`, filters.maxPriceCents);
  if (filters.onSale) clauses.push(`${alias}.is_on_sale`);
  return clauses.join(' AND ');
}

// Text sorts compare code points as SQLite's BINARY collation does: openPostgres accepts only a database
// whose collation is C or C.UTF-8, so the name sort walks its index (no COLLATE here).
const orderColumn = (alias: string, sort: ProductSort) => `${alias}.${sortColumns[sort.field]}`;

/** A page of the products list: ids in order. */
export function pgListSql(filters: ProductFilters, sort: ProductSort, page: { limit: number; offset: number }) {
  const params: unknown[] = [];
  const where = pgFilterClauses('p', filters, params);
  params.push(page.limit, page.offset);
  return {
    sql: `SELECT p.id FROM products p WHERE ${where} ORDER BY ${orderColumn('p', sort)} ${sort.order}, p.id ${sort.order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  };
}

export function pgCountSql(filters: ProductFilters) {
  const params: unknown[] = [];
  return { sql: `SELECT count(*)::int AS n FROM products p WHERE ${pgFilterClauses('p', filters, params)}`, params };
}

// Relevance: names weigh most, then the store's name, then descriptions (weights of D, C, B, A), as
// SQLite's bm25 column weights; substring-only matches come after every word match.
const WORD_SCORE = `ts_rank('{0, 0.1, 0.4, 1.0}', words, $1::tsquery, 1)`;

function substringClause(substrings: string[][], params: unknown[]): string {
  return substrings
    .map((alternatives) => `(${alternatives.map((s) => { params.push(`%${s}%`); return `body LIKE $${params.length}`; }).join(' OR ')})`)
    .join(' AND ');
}

// The matches carry the columns the filters and sorts read, so the capped matches are filtered and
// ordered on their own, never joined back to the whole table.
const MATCH_COLUMNS = 'doc_id, is_listed, store_id, category_id, price_cents, is_on_sale, rating, sold_count, name_en, created_at';

/** The statements of one search, in the order their results follow one another. */
export function pgSearchSql(query: PgSearchQuery, filters: ProductFilters, sort: ProductSort | null): { sql: string; params: unknown[] }[] {
  const newestFirst = `ORDER BY doc_id DESC LIMIT ${MAX_SEARCH_MATCHES}`;
  if (sort) {
    const params: unknown[] = [query.words];
    const substrings = query.substrings
      ? `UNION (SELECT ${MATCH_COLUMNS} FROM product_search_docs WHERE ${substringClause(query.substrings, params)} ${newestFirst})`
      : '';
    const where = pgFilterClauses('d', filters, params);
    return [{
      sql: `WITH matches AS MATERIALIZED ((SELECT ${MATCH_COLUMNS} FROM product_search_docs WHERE words @@ $1::tsquery ${newestFirst}) ${substrings})
        SELECT d.doc_id FROM matches d WHERE ${where} ORDER BY ${orderColumn('d', sort)} ${sort.order}, d.doc_id ${sort.order}`,
      params,
    }];
  }
  const wordParams: unknown[] = [query.words];
  const statements = [{
    sql: `WITH matches AS MATERIALIZED (SELECT ${MATCH_COLUMNS}, ${WORD_SCORE} AS score FROM product_search_docs WHERE words @@ $1::tsquery ${newestFirst})
      SELECT d.doc_id FROM matches d WHERE ${pgFilterClauses('d', filters, wordParams)} ORDER BY d.score DESC, d.doc_id`,
    params: wordParams,
  }];
  if (query.substrings) {
    const params: unknown[] = [query.words];
    const substrings = substringClause(query.substrings, params);
    statements.push({
      sql: `WITH matches AS MATERIALIZED (SELECT ${MATCH_COLUMNS} FROM product_search_docs WHERE ${substrings} AND NOT (words @@ $1::tsquery) ${newestFirst})
        SELECT d.doc_id FROM matches d WHERE ${pgFilterClauses('d', filters, params)} ORDER BY d.doc_id DESC`,
      params,
    });
  }
  return statements;
}

/** Listed products matching a search and the filters, as search-document ids in result order. */
export async function pgSearchProductDocs(pool: pg.Pool, query: PgSearchQuery, filters: ProductFilters, sort: ProductSort | null): Promise<number[]> {
  await refreshSearchText(pool);
  const ids: number[] = [];
  for (const statement of pgSearchSql(query, filters, sort)) {
    const { rows } = await pool.query<{ doc_id: number }>(statement.sql, statement.params);
    for (const row of rows) ids.push(row.doc_id);
  }
  return ids;
}

/** Product ids of search documents, in the given order. */
export async function pgProductIdsOfDocs(pool: pg.Pool, docIds: number[]): Promise<string[]> {
  if (docIds.length === 0) return [];
  const { rows } = await pool.query<{ doc_id: number; product_id: string }>('SELECT doc_id, product_id FROM product_search_docs WHERE doc_id = ANY($1::int[])', [docIds]);
  const byDoc = new Map(rows.map((r) => [r.doc_id, r.product_id]));
  return docIds.map((doc) => byDoc.get(doc)).filter((id): id is string => id != null);
}
