import { useEffect, useState } from 'react';
import { shrinkPhoto } from '../shrink-photo.ts';
import { requestBackgroundSync, type DrainTask } from './outbox.ts';
import {
  deleteListing, deleteSuggestion, listListings, listSuggestions, queuedPhotoBytes, saveListing, type ArrivedSuggestion, type QueuedListing,
} from './listing-store.ts';
import { sendListings, type SendDeps, type SendResult } from './listing-send.ts';

export type { SendResult, SendStop } from './listing-send.ts';

// A listing made without a connection (the wizard or bulk creation, offline): its photos are shrunk
// on the phone and kept in IndexedDB with it; when the connection returns listing-send.ts sends it.
// See docs/decisions/023-offline-writes.md and 024-listings-offline.md.

/** Phone photos are shrunk to this before they are kept: a 12 MP photo costs a few hundred KB to send. */
export const QUEUED_PHOTO_MAX_SIDE = 1600;
export const QUEUED_PHOTO_QUALITY = 0.8;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** A photo for a queued listing: a file still to upload, or one the server already has. */
export type QueuePhotoInput = { blob: Blob } | { objectPath: string };

async function keptPhoto(listingId: string, original: Blob) {
  const shrunk = await shrinkPhoto(original, QUEUED_PHOTO_MAX_SIDE, QUEUED_PHOTO_QUALITY);
  return { id: crypto.randomUUID(), listingId, bytes: await shrunk.arrayBuffer(), type: shrunk.type || 'image/jpeg' };
}

let lastQueuedMs = 0;
/**
 * When a listing joins the queue, taken before its photos are shrunk: listings queued together (a bulk page's
 * rows, in the same millisecond) are sent in the order she gave them.
 */
function queuedAt(): string {
  lastQueuedMs = Math.max(Date.now(), lastQueuedMs + 1);
  return new Date(lastQueuedMs).toISOString();
}

/** `key`: the Idempotency-Key of a create call already tried (its answer may have been lost). */
export async function queueListing(
  input: Pick<QueuedListing, 'userId' | 'storeId' | 'status' | 'payload'> & { photos: QueuePhotoInput[]; key?: string },
): Promise<QueuedListing> {
  const id = crypto.randomUUID();
  const createdAt = queuedAt();
  const photos = await Promise.all(
    input.photos.map(async (photo) =>
      'objectPath' in photo
        ? { id: crypto.randomUUID(), listingId: id, bytes: new ArrayBuffer(0), type: '', objectPath: photo.objectPath }
        : await keptPhoto(id, photo.blob),
    ),
  );
  const { photos: _files, key = crypto.randomUUID(), ...rest } = input;
  const listing: QueuedListing = { ...rest, id, key, photoIds: photos.map((p) => p.id), createdAt };
  await saveListing(listing, photos);
  changed();
  // Sent by the service worker when the connection returns, even if she has closed the app.
  void requestBackgroundSync();
  return listing;
}

export async function removeQueuedListing(id: string) {
  await deleteListing(id);
  changed();
}

/** Sends the user's queued listings (web/lib/offline/listing-send.ts); her lists update afterwards. */
export function sendQueuedListings(userId: string, deps?: Partial<SendDeps>): Promise<SendResult> {
  return sendListings(userId, deps).finally(changed);
}

/** What the queued photos take, and whether the phone's storage has room for `more` bytes. */
export async function storageReport(userId: string, more = 0) {
  const queuedBytes = await queuedPhotoBytes(userId);
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const free = estimate?.quota !== undefined ? estimate.quota - (estimate.usage ?? 0) : Infinity;
  // Keep a margin: the browser refuses writes, or evicts, well before the last byte.
  return { queuedBytes, free, hasRoom: free - more > Math.max(more, 5 * 1024 * 1024) };
}

/** Something of the user's kept on the phone, read again whenever the queue changes. */
function useKept<T>(userId: string | undefined, read: (userId: string) => Promise<T[]>): T[] {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const load = () => void read(userId).then((list) => live && setItems(list));
    load();
    listeners.add(load);
    return () => {
      live = false;
      listeners.delete(load);
    };
  }, [userId, read]);
  return userId ? items : [];
}

/** The user's queued listings, kept current (the seller's product list shows them). */
export const useQueuedListings = (userId: string | undefined): QueuedListing[] => useKept(userId, listListings);

/** Photo suggestions that arrived for listings sent from the phone, until she has looked at them. */
export const useArrivedSuggestions = (userId: string | undefined): ArrivedSuggestion[] => useKept(userId, listSuggestions);

export async function dismissSuggestion(productId: string) {
  await deleteSuggestion(productId);
  changed();
}

/** The seller's queued listings as work of the outbox's drains (same triggers, retries and count). */
export const listingDrainTask = (userId: string): DrainTask => ({
  run: async () => {
    const result = await sendQueuedListings(userId);
    return { sent: result.published + result.refused, stoppedBy: result.stoppedBy };
  },
  count: async () => (await listListings(userId)).filter((l) => !l.refusal).length,
});
