import type { BrowserContext, Page } from 'playwright-core';

// Shared by the offline journeys and bench:offline-listings (no test runner code here).

/** Fires the service worker's Background Sync for the outbox from `page`, as Chromium does when the network returns. */
export async function dispatchBackgroundSync(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: await registration, tag: 'outbox', lastChance: false });
  await cdp.detach();
}

/** The bytes of each photo kept on the phone with a queued listing (shrunk before it was kept). */
export const keptPhotoBytes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const open = indexedDB.open('souq-bayti-listings');
        open.onsuccess = () => {
          const get = open.result.transaction('photos').objectStore('photos').getAll();
          get.onsuccess = () => resolve((get.result as { bytes: ArrayBuffer }[]).map((p) => p.bytes.byteLength));
        };
      }),
  );
