import type Database from 'better-sqlite3';
import { normalizeSearchText, searchIndexText } from './normalize.ts';

/**
 * SQL functions the search index triggers (migration 0001) call. Every connection that writes
 * products or stores must have them, so api/db/client.ts registers them before migrating.
 */
export function registerSearchFunctions(sqlite: Database.Database) {
  const fn = { deterministic: true, varargs: false } as const;
  sqlite.function('search_normalize', fn, (text: unknown) => (text == null ? null : normalizeSearchText(String(text))));
  sqlite.function('search_index_text', fn, (text: unknown) => (text == null ? null : searchIndexText(String(text))));
}
