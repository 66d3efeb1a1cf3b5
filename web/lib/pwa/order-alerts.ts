import type { Language } from '#web/lib/i18n.tsx';
import { api } from '#web/lib/api.ts';
import { onLogout } from '#web/lib/logout-hooks.ts';

// The page's half of sellers' order alerts (docs/decisions/025-web-push.md): asks the browser's
// permission only when she taps, subscribes with the server's VAPID key and hands the subscription
// to the API with her language. The worker's half is order-alerts-worker.ts.

/** The browser could not register with its push service (offline, or a browser without one). */
export class PushServiceUnavailable extends Error {}

export type OrderAlertsState = 'unsupported' | 'denied' | 'off' | 'on';

export const alertsSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const WORKER_WAIT_MS = 10_000;

/** The app's service worker; it registers after the first paint, so wait a little for it. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readOrderAlertsState(): Promise<OrderAlertsState> {
  if (!alertsSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

const base64urlToBytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

function saveOnServer(subscription: PushSubscription, language: Language) {
  // A subscription without keys is refused by the server's schema, as one with empty keys is.
  const { keys } = subscription.toJSON();
  const body = { endpoint: subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' }, language };
  return api.post<'/api/push/subscriptions'>('/api/push/subscriptions', body);
}

/** Call from her tap only: the browser asks its permission question then. */
export async function turnOrderAlertsOn(language: Language): Promise<OrderAlertsState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await workerRegistration();
  const { publicKey } = await api.get<'/api/push/public-key'>('/api/push/public-key');
  const existing = await registration.pushManager.getSubscription();
  // A subscription made for another server key (keys replaced by the operator) cannot be reused.
  const sameKey = existing?.options.applicationServerKey && new Uint8Array(existing.options.applicationServerKey).join() === base64urlToBytes(publicKey).join();
  if (existing && !sameKey) await existing.unsubscribe();
  const subscription = (sameKey && existing) || (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64urlToBytes(publicKey) }).catch(() => {
    throw new PushServiceUnavailable();
  }));
  try {
    await saveOnServer(subscription, language);
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
  return 'on';
}

/** The server forgets this browser, then the browser drops the subscription. */
export async function turnOrderAlertsOff(): Promise<OrderAlertsState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await api.delete<'/api/push/subscriptions'>('/api/push/subscriptions', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}

/** Alerts follow her language: re-sent when she switches it while alerts are on. */
export async function updateOrderAlertsLanguage(language: Language) {
  const subscription = await currentSubscription();
  if (subscription) await saveOnServer(subscription, language);
}

// Signing out ends the session the subscription belongs to (the server deletes it); the browser
// drops its half too so a shared phone keeps no alert channel.
onLogout.register(async () => {
  if (alertsSupported()) await (await currentSubscription())?.unsubscribe();
});
