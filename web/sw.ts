/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';
import { drainOutbox, OUTBOX_CHANNEL } from './lib/offline/drain.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// App paths get the app shell offline; the API and photos never do (their own rules below).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/objects\//] }));

/** Never keep an answer the server marked private or no-store (a draft shown to its owner, say). */
const onlyPublicAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const cacheControl = response.headers.get('Cache-Control') ?? '';
    if (response.status !== 200 || /no-store|private/i.test(cacheControl)) return null;
    return response;
  },
};

// Public catalogue reads: show what was seen last at once, refresh in the background.
const PUBLIC_READS = /^\/api\/(categories|stores|products)(\/|$|\?)/;
const PRIVATE_UNDER_PUBLIC = /^\/api\/stores\/(my-stores|[^/]+\/(orders|products))|^\/api\/products\/bulk/;
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && PUBLIC_READS.test(url.pathname) && !PRIVATE_UNDER_PUBLIC.test(url.pathname),
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

// Background Sync: replay the outbox even when no page is open, then tell open pages.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== 'outbox') return;
  sync.waitUntil(
    drainOutbox().then((result) => {
      new BroadcastChannel(OUTBOX_CHANNEL).postMessage({ type: 'drained', sent: result.sent, conflicts: result.conflicts.length });
      if (result.stoppedBy === 'offline') throw new Error('still offline: retry the sync later');
    }),
  );
});
