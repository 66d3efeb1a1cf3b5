// SQLite only: a product search's matches found in memory instead of in FTS5, with the same answers.
// A catalogue reader keeps, per catalogue version, the search documents' words (the word index's text:
// names, descriptions, store name, as migration 0001's product_search_source gives them) and the words of the
// substring index's text, as typed arrays (term-index.ts). A word-prefix match is a range of sorted terms, a
// substring match the terms that contain it, and relevance is FTS5's bm25 with the same column weights,
// computed the way SQLite computes it. docs/decisions/022-interactive-early-and-cheap-lists.md, "Long tail, eighth round".
import type Database from 'better-sqlite3';
import type { Db } from '#api/db/client.ts';
import { ReaderBuilt } from './reader-builds.ts';
import { indexTextOfNormalized, normalizeSearchText, type SearchQuery } from './normalize.ts';
import { TermIndexBuilder, documentCount, exactTerm, newestMatching, termSet, termsWithPrefix, weightOf, type TermIndex, type TermSet } from './term-index.ts';

export type SearchMemory = {
  /** Every search document's doc_id, ascending (a document's number is its place here). */
  docIds: Int32Array;
  words: TermIndex;
  /** Tokens per document over all three columns (bm25's document length). */
  wordCounts: Int32Array;
  /**
   * The rows and tokens FTS5's bm25 divides by, from the word index's own totals: they count every row written,
   * and a row rewritten (INSERT OR REPLACE, as the update triggers do) is not taken off them.
   */
  rows: number;
  totalWords: number;
  substrings: TermIndex;
  /** Term sets and documents counts of the phrases searched so far in this version. */
  sets: Map<string, TermSet>;
  hits: Map<string, number>;
};

// FTS5's unicode61 tokenizer with its default categories: letters, numbers and private-use characters (split
// at anything else: faster than matching the tokens).
const WORD_SEPARATORS = /[^\p{L}\p{N}\p{Co}]+/u;
// A substring of a query is letters and numbers only (searchTokens), so it lies inside one run of them.
const SUBSTRING_SEPARATORS = /[^\p{L}\p{N}]+/u;
// bm25(product_search_words, 10.0, 1.0, 4.0): names, descriptions, store (api/catalogue/product-list.ts).
const COLUMN_WEIGHTS = [10, 1, 4] as const;

/**
 * A larger catalogue is searched through FTS5: the index takes ~0.6 KB a document (~60 MB for 100,000) in each
 * reader, and its build ~45 µs of CPU a document.
 */
const MAX_DOCUMENTS = 250_000;

type SourceRow = [docId: number, nameAr: string, nameEn: string, descriptionAr: string | null, descriptionEn: string | null, storeId: string, storeAr: string, storeEn: string];

// The text of migration 0001's product_search_source view, every search document, in doc_id order (a chunk at a time).
const SOURCE_SQL = `SELECT d.doc_id, p.name_ar, p.name_en, p.description_ar, p.description_en, s.id, s.name_ar, s.name_en
  FROM product_search_docs d JOIN products p ON p.id = d.product_id JOIN stores s ON s.id = p.store_id
  WHERE d.doc_id > ? ORDER BY d.doc_id LIMIT ?`;

/** A text's tokens as term ids of `index`, and how many there are. */
function tokenIds(index: TermIndexBuilder, text: string): number[] {
  const ids: number[] = [];
  for (const token of text.split(WORD_SEPARATORS)) if (token) ids.push(index.idOf(token));
  return ids;
}

/** Indexes search documents one at a time, in doc_id order (rows of SOURCE_SQL). */
class SearchMemoryBuilder {
  // A store's text is the same for all its products: tokenised once.
  private readonly stores = new Map<string, { words: number[]; substrings: number[] }>();
  private readonly docIds: number[] = [];
  private readonly wordCounts: number[] = [];
  private readonly words = new TermIndexBuilder();
  private readonly substrings = new TermIndexBuilder(false);

  constructor(private readonly totals: { rows: number; tokens: number }) {}

  add([docId, nameAr, nameEn, descriptionAr, descriptionEn, storeId, storeAr, storeEn]: SourceRow) {
    if (this.docIds.length >= MAX_DOCUMENTS) throw new Error('search memory: the catalogue is larger than MAX_DOCUMENTS');
    const { words, substrings } = this;
    let store = this.stores.get(storeId);
    if (!store) {
      const body = normalizeSearchText(`${storeAr} ${storeEn}`);
      const bodyWords = body.split(SUBSTRING_SEPARATORS).filter(Boolean);
      store = { words: tokenIds(words, indexTextOfNormalized(body)), substrings: bodyWords.map((word) => substrings.idOf(word)) };
      this.stores.set(storeId, store);
    }
    const names = normalizeSearchText(`${nameAr} ${nameEn}`);
    const nameWords = tokenIds(words, indexTextOfNormalized(names));
    const descriptionWords = tokenIds(words, indexTextOfNormalized(normalizeSearchText(`${descriptionAr ?? ''} ${descriptionEn ?? ''}`)));
    for (const id of nameWords) words.count(id, COLUMN_WEIGHTS[0]);
    for (const id of descriptionWords) words.count(id, COLUMN_WEIGHTS[1]);
    for (const id of store.words) words.count(id, COLUMN_WEIGHTS[2]);
    words.endDocument();
    this.docIds.push(docId);
    this.wordCounts.push(nameWords.length + descriptionWords.length + store.words.length);
    // The substring index's text: normalised names then the store's (normalising is per character, so the parts
    // normalised apart read the same as the whole).
    for (const word of names.split(SUBSTRING_SEPARATORS)) if (word) substrings.count(substrings.idOf(word), 1);
    for (const id of store.substrings) substrings.count(id, 1);
    substrings.endDocument();
  }

  finish(): SearchMemory {
    return {
      docIds: Int32Array.from(this.docIds),
      words: this.words.finish(),
      wordCounts: Int32Array.from(this.wordCounts),
      rows: this.totals.rows,
      totalWords: this.totals.tokens,
      substrings: this.substrings.finish(),
      sets: new Map(),
      hits: new Map(),
    };
  }
}

/**
 * The word index's averages record (FTS5's `%_data` row 1): the row count, then each column's token count, as
 * varints. xRowCount and xColumnTotalSize read the same.
 */
function wordIndexTotals(sqlite: Database.Database): { rows: number; tokens: number } {
  const record = sqlite.prepare('SELECT block FROM product_search_words_data WHERE id = 1').pluck().get() as Uint8Array | undefined;
  const values: number[] = [];
  for (let at = 0; record && at < record.length; ) {
    let value = 0;
    for (let i = 0; ; i++) {
      const byte = record[at++]!;
      if (i === 8) {
        value = value * 256 + byte;
        break;
      }
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) break;
    }
    values.push(value);
  }
  return { rows: values[0] ?? 0, tokens: values.slice(1).reduce((sum, n) => sum + n, 0) };
}

function wordPhrase(memory: SearchMemory, token: string, prefix: boolean): TermSet {
  const key = `w${prefix ? '*' : ''}:${token}`;
  let set = memory.sets.get(key);
  if (!set) {
    set = termSet(memory.words, prefix ? termsWithPrefix(memory.words, token) : exactTerm(memory.words, token));
    memory.sets.set(key, set);
  }
  return set;
}

function substringTerms(memory: SearchMemory, group: string[]): TermSet {
  const key = `s:${group.join(' ')}`;
  let set = memory.sets.get(key);
  if (!set) {
    const { terms } = memory.substrings;
    const ids: number[] = [];
    for (let t = 0; t < terms.length; t++) if (group.some((part) => terms[t]!.includes(part))) ids.push(t);
    set = termSet(memory.substrings, Int32Array.from(ids));
    memory.sets.set(key, set);
  }
  return set;
}

/** A word group: any of its phrases (a token, or its article-less form). */
function wordGroup(memory: SearchMemory, group: SearchQuery['wordGroups'][number]): TermSet {
  if (group.length === 1) return wordPhrase(memory, group[0]!.token, group[0]!.prefix);
  const key = `g:${JSON.stringify(group)}`;
  let set = memory.sets.get(key);
  if (!set) {
    const ids = new Set<number>();
    for (const { token, prefix } of group) for (const id of wordPhrase(memory, token, prefix).ids) ids.add(id);
    set = termSet(memory.words, Int32Array.from(ids));
    memory.sets.set(key, set);
  }
  return set;
}

const toDocIds = (memory: SearchMemory, docs: number[]) => docs.map((doc) => memory.docIds[doc]!);

/** The newest word matches (at most `limit`), as document numbers, highest first. */
function newestWordDocs(memory: SearchMemory, query: SearchQuery, limit: number): number[] {
  const groups = query.wordGroups.map((group) => wordGroup(memory, group));
  return newestMatching(memory.words, groups, memory.docIds.length, limit);
}

/** As FTS5's `ORDER BY rowid DESC LIMIT limit` on the word index, then on the substring index: both lists' doc ids. */
export function memoryNewestMatches(memory: SearchMemory, query: SearchQuery, limit: number): Int32Array {
  const words = newestWordDocs(memory, query, limit);
  if (!query.substringGroups) return Int32Array.from(toDocIds(memory, words));
  const found = new Set(words);
  const groups = query.substringGroups.map((group) => substringTerms(memory, group));
  for (const doc of newestMatching(memory.substrings, groups, memory.docIds.length, limit)) found.add(doc);
  return Int32Array.from(toDocIds(memory, [...found]));
}

/**
 * By relevance, as product-list.ts's FTS5 query: the newest `limit` word matches by bm25 (ties by doc_id), then
 * the newest `limit` substring matches that are not word matches.
 */
export function memoryRankedMatches(memory: SearchMemory, query: SearchQuery, limit: number): Int32Array {
  const words = newestWordDocs(memory, query, limit);
  const scores = bm25Scores(memory, query, words);
  const order = words.map((_, i) => i).sort((a, b) => scores[a]! - scores[b]! || words[a]! - words[b]!);
  const ranked = toDocIds(memory, order.map((i) => words[i]!));
  if (!query.substringGroups) return Int32Array.from(ranked);
  const wordGroups = query.wordGroups.map((group) => wordGroup(memory, group));
  const groups = query.substringGroups.map((group) => substringTerms(memory, group));
  const others = newestMatching(memory.substrings, groups, memory.docIds.length, limit, { index: memory.words, groups: wordGroups });
  return Int32Array.from(ranked.concat(toDocIds(memory, others)));
}

/**
 * FTS5's bm25 (sqlite3.c, fts5Bm25Function) for each document: over the query's phrases in order, IDF from the
 * count of documents with the phrase, each phrase's frequency weighted by column, k1 = 1.2, b = 0.75; negated.
 */
function bm25Scores(memory: SearchMemory, query: SearchQuery, docs: number[]): Float64Array {
  const k1 = 1.2;
  const b = 0.75;
  const { rows } = memory;
  const averageLength = memory.totalWords / rows;
  const phrases = query.wordGroups.flat().map(({ token, prefix }) => {
    const set = wordPhrase(memory, token, prefix);
    const key = `${prefix ? '*' : ''}${token}`;
    let hits = memory.hits.get(key);
    if (hits === undefined) {
      hits = documentCount(memory.words, set, memory.docIds.length);
      memory.hits.set(key, hits);
    }
    const idf = Math.log((rows - hits + 0.5) / (hits + 0.5));
    return { set, idf: idf <= 0 ? 1e-6 : idf };
  });
  const scores = new Float64Array(docs.length);
  docs.forEach((doc, i) => {
    const length = memory.wordCounts[doc]!;
    let score = 0;
    for (const { set, idf } of phrases) {
      const frequency = weightOf(memory.words, doc, set);
      score += idf * ((frequency * (k1 + 1.0)) / (frequency + k1 * (1 - b + (b * length) / averageLength)));
    }
    scores[i] = -1.0 * score;
  });
  return scores;
}

const built = new ReaderBuilt<SearchMemory>((sqlite) => {
  const builder = new SearchMemoryBuilder(wordIndexTotals(sqlite));
  return { statements: [{ sql: SOURCE_SQL, keyed: true, add: (row) => builder.add(row as SourceRow) }], finish: () => builder.finish() };
}, false);

/** The search memory of the catalogue version `db` reads, if a reader has built it (reader-builds.ts); else null. */
export const searchMemoryFor = (db: Db) => built.for(db);

/** The build under way for `db`'s database, if any (tests and benchmarks wait for it). */
export const searchMemoryBuilding = (db: Db) => built.building(db);

/** Reads and indexes every search document on `db` at once (inside the read's transaction: one snapshot). */
export const buildSearchMemory = (db: Db) => built.buildNow(db);
