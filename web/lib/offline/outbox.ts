import { useEffect, useSyncExternalStore } from 'react';
import { addEntry, clearOutbox, countEntries, TEMP_ID_PREFIX, type OutboxConflict, type OutboxEntry } from './outbox-store.ts';
import { drainOutbox, OUTBOX_CHANNEL, type DrainResult, type WorkerDrained } from './drain.ts';
import { onLogout } from '../logout-hooks.ts';

export type WriteInput = Pick<OutboxEntry, 'method' | 'path' | 'body' | 'kind' | 'productId' | 'tempId' | 'lineId' | 'orderId'>;

/** What became of a write: answered by the server, kept for later (offline), or refused. */
export type WriteOutcome =
  | { status: 'sent'; answer: unknown }
  | { status: 'queued' }
  | { status: 'refused'; conflict: OutboxConflict };

export const newTempId = () => `${TEMP_ID_PREFIX}${crypto.randomUUID()}`;

// --- pending count, shared by every component that shows "waiting to sync (n)" ---
let pending = 0;
const listeners = new Set<() => void>();
const drainListeners = new Set<(result: DrainResult) => void>();

/** More work that waits on this phone and goes with the outbox (a seller's queued listings). */
export type DrainTask = { run: () => Promise<{ sent: number; stoppedBy: DrainResult['stoppedBy'] }>; count: () => Promise<number> };
const tasks = new Set<DrainTask>();

export function registerDrainTask(task: DrainTask): () => void {
  tasks.add(task);
  void refreshCount();
  return () => {
    tasks.delete(task);
    void refreshCount();
  };
}

async function refreshCount() {
  const counts = await Promise.all([countEntries(), ...[...tasks].map((task) => task.count())]);
  const next = counts.reduce((a, b) => a + b, 0);
  if (next !== pending) {
    pending = next;
    listeners.forEach((l) => l());
  }
}

/** Whether writes are waiting, as last counted (synchronous, for cache listeners). */
export const hasPendingWrites = () => pending > 0;

export function useOutboxCount(): number {
  return useSyncExternalStore(
    (l) => { listeners.add(l); void refreshCount(); return () => listeners.delete(l); },
    () => pending,
    () => 0,
  );
}

/** Called after every drain that sent something or met a conflict (to refetch and to tell the user). */
export function onDrained(listener: (result: DrainResult) => void): () => void {
  drainListeners.add(listener);
  return () => void drainListeners.delete(listener);
}

/** Once something waits on this phone, ask the browser not to evict our storage under pressure. */
async function keepStorage() {
  try {
    if (!(await navigator.storage?.persisted?.())) await navigator.storage?.persist?.();
  } catch {
    /* not offered here: the outbox still works, with the browser's ordinary eviction rules */
  }
}

/** Asks the service worker to drain when the connection returns (also with no page open). */
export async function requestBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })?.sync;
    await sync?.register('outbox');
  } catch {
    /* no Background Sync here: the page drains on 'online' and at start */
  }
}

// --- trying again while the page is open ---
// A weak signal fails requests while the browser still reports "online", so no 'online' event will
// come: the page tries again by itself, sooner first, then less often.
export const RETRY_FIRST_MS = 3_000;
export const RETRY_MAX_MS = 30_000;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelay = RETRY_FIRST_MS;

function cancelRetry() {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

function planRetry(result: DrainResult) {
  const failed = result.stoppedBy === 'offline' || result.stoppedBy === 'server-error';
  if (!failed) {
    retryDelay = RETRY_FIRST_MS;
    return;
  }
  void requestBackgroundSync();
  // Offline as far as the browser knows: its 'online' event (or Background Sync) drains next.
  if (retryTimer || typeof window === 'undefined' || navigator.onLine === false) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void drainNow();
  }, retryDelay);
  retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
}

/** Keys of writes whose caller on this page waits for the answer (see DrainOptions.isAwaited). */
const awaited = new Set<string>();

export async function drainNow(): Promise<DrainResult> {
  cancelRetry();
  const result = { ...(await drainOutbox({ isAwaited: (key) => awaited.has(key) })) };
  // The rest waits behind the outbox: a listing's photos go after the writes made before them.
  for (const task of tasks) {
    if (result.stoppedBy) break;
    const done = await task.run();
    result.sent += done.sent;
    result.stoppedBy = done.stoppedBy;
  }
  await refreshCount();
  const offlineConflicts = result.conflicts.filter((c) => !awaited.has(c.entry.key));
  if (result.sent > 0 || offlineConflicts.length > 0) drainListeners.forEach((l) => l({ ...result, conflicts: offlineConflicts }));
  planRetry(result);
  return result;
}

/**
 * The service worker drained the outbox: the page drains what is left, and when the worker sent
 * writes or met refusals that the page's own drain did not, the page's listeners hear of them too
 * (they refetch, and tell her of the refusals kept in the store). Without it, a page open when the
 * connection came back never said which offline changes could not be saved when the worker's
 * Background Sync sent them first (docs/decisions/023-offline-writes.md).
 */
async function afterWorkerDrained(worker: Partial<WorkerDrained>) {
  const own = await drainNow();
  const heardOf = own.sent > 0 || own.conflicts.length > 0;
  if (!heardOf && ((worker.sent ?? 0) > 0 || (worker.conflicts ?? 0) > 0)) {
    drainListeners.forEach((l) => l({ sent: worker.sent ?? 0, conflicts: [], stoppedBy: null, answers: new Map() }));
  }
}

/**
 * Every cart and wishlist write goes through the outbox, online or not, so writes always reach the
 * server in the order they were made and each carries its Idempotency-Key from the moment it is made.
 */
export async function submitWrite(input: WriteInput): Promise<WriteOutcome> {
  const key = crypto.randomUUID();
  await addEntry({ ...input, key, createdAt: new Date().toISOString(), attempts: 0 });
  await refreshCount();
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    void requestBackgroundSync();
    void keepStorage();
    return { status: 'queued' };
  }
  awaited.add(key);
  try {
    // A drain already under way may have listed the queue before this write was added: go again once.
    for (let round = 0; round < 2; round++) {
      const result = await drainNow();
      if (result.answers.has(key)) return { status: 'sent', answer: result.answers.get(key) };
      const conflict = result.conflicts.find((c) => c.entry.key === key);
      if (conflict) return { status: 'refused', conflict };
      if (result.stoppedBy) break;
    }
    void keepStorage();
    return { status: 'queued' };
  } finally {
    // From now on nobody waits for it: a later refusal (after a reload, say) is an offline conflict.
    awaited.delete(key);
  }
}

/**
 * Drains at start, whenever the browser comes back online or the app comes back to the screen,
 * after the service worker synced, and again by itself after a failed attempt (see planRetry).
 */
export function useOutboxSync() {
  useEffect(() => {
    const drain = () => void drainNow();
    const drainIfVisible = () => {
      if (document.visibilityState === 'visible' && pending > 0) drain();
    };
    drain();
    window.addEventListener('online', drain);
    document.addEventListener('visibilitychange', drainIfVisible);
    const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
    if (channel) channel.onmessage = (event: MessageEvent<Partial<WorkerDrained>>) => void afterWorkerDrained(event.data ?? {});
    return () => {
      window.removeEventListener('online', drain);
      document.removeEventListener('visibilitychange', drainIfVisible);
      channel?.close();
      cancelRetry();
    };
  }, []);
}

onLogout.register(async () => {
  cancelRetry();
  await clearOutbox();
  await refreshCount();
});
