import type { Workbox } from 'workbox-window';
import { storedLanguage } from '#web/lib/i18n.tsx';
import { prefersSavingData } from '#web/lib/photos.ts';
import { firstPageSettled } from '#web/lib/performance-marks.ts';
import { workerScriptUrl } from './precache-groups.ts';

// Service worker registration with an update prompt: a new version waits until the user accepts.
type State = { updateReady: boolean };
let state: State = { updateReady: false };
let wb: Workbox | null = null;
const listeners = new Set<() => void>();
const set = (next: State) => { state = next; listeners.forEach((l) => l()); };

export const pwaState = {
  subscribe: (l: () => void) => { listeners.add(l); return () => listeners.delete(l); },
  get: () => state,
};

/**
 * Once the page has loaded and works, and the browser is idle. Registered at the app's start, the
 * worker's script and its precache (some 60 KB) were fetched and run while the page was still
 * hydrating on a slow phone; the page's load event, too, can come before it has hydrated
 * (docs/decisions/022, "Web, fourth round" and "Web, seventh round").
 */
async function pageSettled() {
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await firstPageSettled();
  await new Promise((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(resolve, { timeout: 2000 }) : setTimeout(resolve, 0)));
}

/** Registers after the page has settled; workbox-window is fetched then, not in the first load. */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  await pageSettled();
  const { Workbox } = await import('workbox-window');
  // The worker precaches for the language and data choice it was first registered with; later
  // visits keep its URL (a new URL would be offered as an update). Other files are cached when used.
  const registered = (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL;
  wb = new Workbox(registered ?? workerScriptUrl(storedLanguage(), prefersSavingData()), { scope: '/' });
  wb.addEventListener('waiting', () => set({ updateReady: true }));
  // A browser may refuse the worker (a private window, a policy, storage turned off): the app then
  // works as a web page, without an error on every visit or an hourly update check.
  const registration = await wb.register().catch(() => undefined);
  if (!registration) return;
  // Look for a new version now and then while the app stays open (cheap: the browser revalidates sw.js).
  setInterval(() => void wb?.update(), 60 * 60 * 1000);
}

/** The user accepted the update: activate the waiting worker, then reload once it controls the page. */
export function applyUpdate() {
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}
