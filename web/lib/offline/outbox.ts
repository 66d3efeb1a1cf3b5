import { useEffect, useSyncExternalStore } from 'react';
import { addEntry, clearOutbox, countEntries, TEMP_ID_PREFIX, type OutboxConflict, type OutboxEntry } from './outbox-store.ts';
import { drainOutbox, OUTBOX_CHANNEL, type DrainResult } from './drain.ts';
import { onLogout } from '../logout-hooks.ts';

export type WriteInput = Pick<OutboxEntry, 'method' | 'path' | 'body' | 'kind' | 'productId' | 'tempId'>;

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

async function refreshCount() {
  const next = await countEntries();
  if (next !== pending) {
    pending = next;
    listeners.forEach((l) => l());
  }
}

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

async function requestBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })?.sync;
    await sync?.register('outbox');
  } catch {
    /* no Background Sync here: the page drains on 'online' and at start */
  }
}

export async function drainNow(): Promise<DrainResult> {
  const result = await drainOutbox();
  await refreshCount();
  if (result.sent > 0 || result.conflicts.length > 0) drainListeners.forEach((l) => l(result));
  if (result.stoppedBy === 'offline') void requestBackgroundSync();
  return result;
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
    return { status: 'queued' };
  }
  // A drain already under way may have listed the queue before this write was added: go again once.
  for (let round = 0; round < 2; round++) {
    const result = await drainNow();
    if (result.answers.has(key)) return { status: 'sent', answer: result.answers.get(key) };
    const conflict = result.conflicts.find((c) => c.entry.key === key);
    if (conflict) return { status: 'refused', conflict };
    if (result.stoppedBy) break;
  }
  return { status: 'queued' };
}

/** Drains at start, whenever the browser comes back online, and after the service worker synced. */
export function useOutboxSync() {
  useEffect(() => {
    const drain = () => void drainNow();
    drain();
    window.addEventListener('online', drain);
    const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
    if (channel) channel.onmessage = () => void drainNow();
    return () => {
      window.removeEventListener('online', drain);
      channel?.close();
    };
  }, []);
}

onLogout.register(async () => {
  await clearOutbox();
  await refreshCount();
});
