import { openDB } from 'idb';
import type { Query } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { onLogout } from '../logout-hooks.ts';

// The query cache survives reloads in IndexedDB, so the last catalogue and the signed-in user's
// cart and wishlist render at once on start, offline too.

const STORE = 'clients';
const KEY = 'query-cache';
// One connection, opened once and kept at hand: a write when the page is left starts its
// transaction at once, before the page goes (an await there could come too late).
type Connection = Awaited<ReturnType<typeof openDB>>;
let connection: Promise<Connection> | null = null;
let opened: Connection | null = null;
const db = () =>
  (connection ??= openDB('souq-bayti-cache', 1, { upgrade: (d) => d.createObjectStore(STORE) }).then((c) => (opened = c)));

function save(client: PersistedClient): Promise<unknown> {
  return opened ? opened.put(STORE, client, KEY) : db().then((c) => c.put(STORE, client, KEY));
}

/** Persisted for a week at most; a new app build starts with a fresh cache (see `buster`). */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
export const PERSIST_BUSTER = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';

const PERSISTED_PREFIXES = [
  '/api/categories', '/api/stores', '/api/products', '/api/cart', '/api/wishlist', '/api/auth/user', '/api/orders', '/api/dashboard/stats',
];

/**
 * Public catalogue reads, and the user's own cart, wishlist, identity and orders, and a seller's
 * stores, products, figures and store orders (with the buyer contact she needs to deliver), so her
 * shop opens offline as she last saw it. Never admin data. All of it is removed at logout, and none
 * of the private part ever goes into the service worker's caches. A query whose refetch failed
 * offline still has its data and is kept: dropping it would sign the user out at the next offline start.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const head = query.queryKey[0];
  if (query.state.data === undefined || typeof head !== 'string') return false;
  return PERSISTED_PREFIXES.some((prefix) => head === prefix || head.startsWith(`${prefix}/`) || head.startsWith(`${prefix}?`));
}

/**
 * Writes at most once a second, and at once when the page is hidden or left: a seller who opens a
 * page and closes the app a moment later must find it next time, offline.
 */
function throttle(fn: (client: PersistedClient) => Promise<void>, ms: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: PersistedClient | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (latest) void fn(latest);
    latest = null;
  };
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
    window.addEventListener('pagehide', flush);
  }
  return (client: PersistedClient) => {
    latest = client;
    timer ??= setTimeout(flush, ms);
  };
}

/** Set at logout: a write still waiting (or flushed as the page is left) must not bring her data back. */
let signedOut = false;

const readSaved = async () => (await (await db()).get(STORE, KEY)) as PersistedClient | undefined;
let earlyRead: Promise<PersistedClient | undefined> | null = null;

/**
 * Starts reading the saved cache while the page hydrates (web/main.tsx): opening IndexedDB and reading
 * wait on the disk, not on the page, and the restore after hydration then finds it read. A held tap
 * waits for it (web/lib/early-taps.ts), as does her own view of the page (docs/decisions/022, "Web,
 * ninth round").
 */
export function startReadingSavedCache(): void {
  earlyRead ??= readSaved().catch(() => undefined);
}

export const queryPersister: Persister = {
  persistClient: throttle(async (client) => {
    if (!signedOut) await save(client);
  }, 1000),
  // The early read serves the first restore only; later ones (a test's new client) read afresh.
  restoreClient: () => {
    const read = earlyRead ?? readSaved();
    earlyRead = null;
    return read;
  },
  removeClient: async () => {
    await (await db()).delete(STORE, KEY);
  },
};

// One person's cart and wishlist must never show to the next person on this phone.
onLogout.register(async () => {
  signedOut = true;
  await queryPersister.removeClient();
});
