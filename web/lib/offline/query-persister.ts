import { openDB } from 'idb';
import type { Query } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { onLogout } from '../logout-hooks.ts';

// The query cache survives reloads in IndexedDB, so the last catalogue and the signed-in user's
// cart and wishlist render at once on start, offline too.

const STORE = 'clients';
const KEY = 'query-cache';
const db = () => openDB('souq-bayti-cache', 1, { upgrade: (d) => d.createObjectStore(STORE) });

/** Persisted for a week at most; a new app build starts with a fresh cache (see `buster`). */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
export const PERSIST_BUSTER = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';

const PERSISTED_PREFIXES = ['/api/categories', '/api/stores', '/api/products', '/api/cart', '/api/wishlist', '/api/auth/user'];

/**
 * Public catalogue reads and the user's own cart, wishlist and identity; never orders, seller or
 * admin data. A query whose refetch failed offline still has its data and is kept: dropping it would
 * sign the user out of the app at the next offline start.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const head = query.queryKey[0];
  if (query.state.data === undefined || typeof head !== 'string') return false;
  if (/^\/api\/stores\/(my-stores|[^/]+\/(orders|products))/.test(head)) return false;
  return PERSISTED_PREFIXES.some((prefix) => head === prefix || head.startsWith(`${prefix}/`) || head.startsWith(`${prefix}?`));
}

function throttle(fn: (client: PersistedClient) => Promise<void>, ms: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: PersistedClient | null = null;
  return (client: PersistedClient) => {
    latest = client;
    timer ??= setTimeout(() => {
      timer = null;
      if (latest) void fn(latest);
    }, ms);
  };
}

export const queryPersister: Persister = {
  persistClient: throttle(async (client) => {
    await (await db()).put(STORE, client, KEY);
  }, 1000),
  restoreClient: async () => (await (await db()).get(STORE, KEY)) as PersistedClient | undefined,
  removeClient: async () => {
    await (await db()).delete(STORE, KEY);
  },
};

// One person's cart and wishlist must never show to the next person on this phone.
onLogout.register(async () => {
  await queryPersister.removeClient();
});
