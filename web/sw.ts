/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';
import { api } from './lib/api.ts';
import { drainOutbox, OUTBOX_CHANNEL, type WorkerDrained } from './lib/offline/drain.ts';
import { sendListings } from './lib/offline/listing-send.ts';
import { isPublicRead } from './lib/public-reads.ts';
import { precacheFor, workerOptions, type TaggedEntry } from './lib/pwa/precache-groups.ts';
import { listenForOrderAlerts } from './lib/pwa/order-alerts-worker.ts';
import { afterPageRefresh } from './lib/pwa/page-refresh.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: TaggedEntry[] };

// A buyer's offline needs only, in her language; under Save-Data the shell only (docs/decisions/022).
// No directory index: "/" is the home page, handled with the other app paths below, not the shell file.
const options = workerOptions(self.location.href);
const saveData = options.saveData || (self.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
precacheAndRoute(precacheFor(self.__WB_MANIFEST, { ...options, saveData }), { directoryIndex: '' });
cleanupOutdatedCaches();

// The build's other files (seller and admin tools, the other language's words and font, the tour):
// kept when first used. Their names carry a hash, so a kept copy never goes stale.
const ASSETS_CACHE = `assets-${__APP_BUILD__}`;
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
);

// App paths. A public page the server rendered (anonymous, so nothing private; see api/pages) is
// kept for this build and shown at once next time, offline too, while a fresh copy is fetched in
// the background. Any other path, or one not kept yet, gets the precached app shell at once.
const PAGES_CACHE = `pages-${__APP_BUILD__}`;
const pageExpiration = new CacheExpiration(PAGES_CACHE, { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 });
const shell = createHandlerBoundToURL('/index.html');

async function refreshPage(url: string, saveData: boolean) {
  if (saveData) return;
  try {
    const response = await fetch(url, { credentials: 'same-origin', headers: { 'X-Page-Refresh': '1' } });
    const cache = await caches.open(PAGES_CACHE);
    const action = afterPageRefresh(response.status, response.headers.get('X-App-Build'), __APP_BUILD__);
    if (action === 'replace') {
      await cache.put(url, response);
      await pageExpiration.updateTimestamp(url);
      await pageExpiration.expireEntries();
    } else if (action === 'drop') {
      await cache.delete(url);
    }
  } catch {
    /* offline: keep what we have */
  }
}

registerRoute(
  new NavigationRoute(
    async (options) => {
      const url = options.url.href;
      options.event.waitUntil(refreshPage(url, options.request.headers.get('Save-Data') === 'on'));
      return (await caches.match(url, { cacheName: PAGES_CACHE })) ?? shell(options);
    },
    { denylist: [/^\/api\//, /^\/objects\//] },
  ),
);

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(names.filter((name) => (name.startsWith('pages-') && name !== PAGES_CACHE) || (name.startsWith('assets-') && name !== ASSETS_CACHE)).map((name) => caches.delete(name))),
    ),
  );
});

/** Never keep an answer the server marked private or no-store (a draft shown to its owner, say). */
const onlyPublicAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const cacheControl = response.headers.get('Cache-Control') ?? '';
    if (response.status !== 200 || /no-store|private/i.test(cacheControl)) return null;
    return response;
  },
};

// Public catalogue reads: show what was seen last at once, refresh in the background.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isPublicRead(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'catalogue-v1',
    plugins: [onlyPublicAnswers, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// Photos are immutable: cache first, bounded in number and age.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/objects/'),
  new CacheFirst({
    cacheName: 'photos-v1',
    plugins: [onlyPublicAnswers, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// The page asks before a new version takes over (an update prompt, never a silent swap).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

type SyncEvent = ExtendableEvent & { tag: string };

/** The signed-in user by the session cookie, or null (signed out: nothing of hers is sent). */
const signedInUser = () => api.get<'/api/auth/user'>('/api/auth/user', { on401: 'returnNull' });

/**
 * Background Sync: replay the outbox even when no page is open, then a seller's queued listings
 * (their photos are already shrunk and kept as bytes, so the worker sends them itself:
 * docs/decisions/024-listings-offline.md), then tell open pages.
 */
async function syncAll() {
  const result = await drainOutbox();
  let stoppedBy = result.stoppedBy;
  let sent = result.sent;
  if (!stoppedBy) {
    const user = await signedInUser().catch(() => undefined);
    if (user === undefined) stoppedBy = 'offline';
    else if (user) {
      const listings = await sendListings(user.id);
      stoppedBy = listings.stoppedBy;
      sent += listings.published + listings.refused;
    }
  }
  const drained: WorkerDrained = { type: 'drained', sent, conflicts: result.conflicts.length };
  new BroadcastChannel(OUTBOX_CHANNEL).postMessage(drained);
  if (stoppedBy === 'offline') throw new Error('still offline: retry the sync later');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== 'outbox') return;
  sync.waitUntil(syncAll());
});

// Sellers' order alerts (Web Push): show them, open the order on a tap.
listenForOrderAlerts(self);
