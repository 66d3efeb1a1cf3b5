/// <reference lib="webworker" />
import type { PushMessage } from '#api/contract/push.ts';

// The service worker's half of sellers' order alerts (docs/decisions/025-web-push.md): the server
// writes the words in her language (the worker has no catalogs), the worker shows them and opens
// the order when she taps.

/** The decrypted push payload, or null when it is not one of ours. Never trusts a cross-origin link. */
export function readOrderAlert(text: string | undefined, origin: string): PushMessage | null {
  try {
    const message = JSON.parse(text ?? '') as Partial<PushMessage>;
    if (typeof message.title !== 'string' || typeof message.body !== 'string' || typeof message.url !== 'string') return null;
    if (new URL(message.url, origin).origin !== origin) return null;
    return message as PushMessage;
  } catch {
    return null;
  }
}

export function notificationFor(message: PushMessage): NotificationOptions {
  return {
    body: message.body,
    lang: message.language,
    dir: message.language === 'ar' ? 'rtl' : 'ltr',
    // One notification per order: a cancellation replaces the "new order" alert of the same order.
    tag: `order-${message.reference}`,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: message.url },
  };
}

export function listenForOrderAlerts(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('push', (event) => {
    const message = readOrderAlert(event.data?.text(), worker.location.origin);
    if (message) event.waitUntil(worker.registration.showNotification(message.title, notificationFor(message)));
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = (event.notification.data as { url?: string } | null)?.url ?? '/seller/dashboard';
    const url = new URL(path, worker.location.origin).href;
    event.waitUntil(
      (async () => {
        // An open window of the app goes to the order; else a new one opens there.
        const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
        if (open) {
          await open.focus();
          await open.navigate(url).catch(() => worker.clients.openWindow(url));
        } else {
          await worker.clients.openWindow(url);
        }
      })(),
    );
  });
}
