import type { QueryClient } from '@tanstack/react-query';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// The offline outbox lives in IndexedDB so that queued writes survive reloads and can be replayed
// by the page or by the service worker (Background Sync). This module has no DOM dependency.

export type OutboxEntry = {
  seq?: number;
  /** Idempotency-Key sent with every attempt: the server does the work once. */
  key: string;
  method: 'POST' | 'PUT' | 'DELETE';
  /** Holds `lineId` as it was when queued: a temporary one (`tmp-…`) is replaced by the real id when sent. */
  path: string;
  body?: unknown;
  /** Set when this write creates a line whose id later writes refer to. */
  tempId?: string;
  kind: 'cart' | 'wishlist' | 'order';
  productId?: string;
  /**
   * The cart line a change or removal is for (a cart removal without it empties the cart); a temporary
   * id when an earlier queued write creates the line. The outbox reads it, never the path.
   */
  lineId?: string;
  /** For order status changes (a seller's next step, a buyer's cancel). */
  orderId?: string;
  createdAt: string;
  attempts: number;
};

/**
 * How an entity (cart, wishlist, orders) lays one of its queued writes over its cached data: the
 * outbox keeps them by `kind` and never reads a write's path. `key` is the head of the entity's query keys.
 */
export type QueuedWriteApplier = {
  key: readonly unknown[];
  apply: (queryClient: QueryClient, entry: OutboxEntry) => void;
};

export type OutboxConflict = {
  id?: number;
  entry: OutboxEntry;
  status: number;
  code?: string;
  message: string;
  /** The server's whole error answer (e.g. the stock still available), for the caller's message. */
  details?: Record<string, unknown>;
  at: string;
};

interface OutboxDb extends DBSchema {
  outbox: { key: number; value: OutboxEntry };
  conflicts: { key: number; value: OutboxConflict };
  idmap: { key: string; value: { tempId: string; realId: string } };
}

const DB_NAME = 'souq-bayti-offline';
let dbPromise: Promise<IDBPDatabase<OutboxDb>> | null = null;

export function outboxDb() {
  dbPromise ??= openDB<OutboxDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('conflicts', { keyPath: 'id', autoIncrement: true });
      db.createObjectStore('idmap', { keyPath: 'tempId' });
    },
  });
  return dbPromise;
}

export const TEMP_ID_PREFIX = 'tmp-';
export const isTempId = (id: string) => id.startsWith(TEMP_ID_PREFIX);

export async function addEntry(entry: Omit<OutboxEntry, 'seq'>): Promise<number> {
  return (await outboxDb()).add('outbox', entry as OutboxEntry);
}

/** Queued entries, oldest first (auto-increment keys keep the order they were made in). */
export async function listEntries(): Promise<OutboxEntry[]> {
  return (await outboxDb()).getAll('outbox');
}

export async function countEntries(): Promise<number> {
  return (await outboxDb()).count('outbox');
}

export async function removeEntry(seq: number) {
  await (await outboxDb()).delete('outbox', seq);
}

export async function updateEntry(entry: OutboxEntry) {
  await (await outboxDb()).put('outbox', entry);
}

export async function rememberId(tempId: string, realId: string) {
  await (await outboxDb()).put('idmap', { tempId, realId });
}

export async function resolveId(tempId: string): Promise<string | undefined> {
  return (await (await outboxDb()).get('idmap', tempId))?.realId;
}

export async function addConflict(conflict: OutboxConflict) {
  await (await outboxDb()).add('conflicts', conflict);
}

/** Conflicts not yet shown to the user; reading them removes them. */
export async function takeConflicts(): Promise<OutboxConflict[]> {
  const db = await outboxDb();
  const all = await db.getAll('conflicts');
  await db.clear('conflicts');
  return all;
}

/** Logout: one person's queued writes must never be sent as the next person. */
export async function clearOutbox() {
  const db = await outboxDb();
  await Promise.all([db.clear('outbox'), db.clear('conflicts'), db.clear('idmap')]);
}
