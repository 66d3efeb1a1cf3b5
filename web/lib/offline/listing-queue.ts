import { useEffect, useState } from 'react';
import { ApiError, isNetworkError } from '../api.ts';
import { shrinkPhoto } from '../shrink-photo.ts';
import { uploadPhoto } from '../uploads.ts';
import { WRITE_TIMEOUT_MS } from './drain.ts';
import type { DrainTask } from './outbox.ts';
import {
  deleteListing, listingPhotos, listListings, putListing, putPhoto, queuedPhotoBytes, saveListing, type QueuedListing,
} from './listing-store.ts';

// A listing made without a connection (the wizard, offline): its photos are shrunk on the phone and
// kept in IndexedDB with it; when the connection returns each photo uploads once (a failure resumes
// at that photo, never from the first), then the product is created once (Idempotency-Key).
// See docs/decisions/023-offline-writes.md.

/** Phone photos are shrunk to this before they are kept: a 12 MP photo costs a few hundred KB to send. */
export const QUEUED_PHOTO_MAX_SIDE = 1600;
export const QUEUED_PHOTO_QUALITY = 0.8;

export type SendStop = 'offline' | 'server-error' | 'unauthenticated' | null;
export type SendResult = { published: number; refused: number; stoppedBy: SendStop };

type Deps = { upload: (blob: Blob) => Promise<string>; fetchImpl: typeof fetch };
const defaultDeps: Deps = { upload: (blob) => uploadPhoto(blob as File), fetchImpl: (input, init) => fetch(input, init) };

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** A photo for a queued listing: a file still to upload, or one the server already has. */
export type QueuePhotoInput = { blob: Blob } | { objectPath: string };

async function keptPhoto(listingId: string, original: Blob) {
  const shrunk = await shrinkPhoto(original, QUEUED_PHOTO_MAX_SIDE, QUEUED_PHOTO_QUALITY);
  return { id: crypto.randomUUID(), listingId, bytes: await shrunk.arrayBuffer(), type: shrunk.type || 'image/jpeg' };
}

/** `key`: the Idempotency-Key of a create call already tried (its answer may have been lost). */
export async function queueListing(
  input: Pick<QueuedListing, 'userId' | 'storeId' | 'status' | 'payload'> & { photos: QueuePhotoInput[]; key?: string },
): Promise<QueuedListing> {
  const id = crypto.randomUUID();
  const photos = await Promise.all(
    input.photos.map(async (photo) =>
      'objectPath' in photo
        ? { id: crypto.randomUUID(), listingId: id, bytes: new ArrayBuffer(0), type: '', objectPath: photo.objectPath }
        : await keptPhoto(id, photo.blob),
    ),
  );
  const { photos: _files, key = crypto.randomUUID(), ...rest } = input;
  const listing: QueuedListing = { ...rest, id, key, photoIds: photos.map((p) => p.id), createdAt: new Date().toISOString() };
  await saveListing(listing, photos);
  changed();
  return listing;
}

export async function removeQueuedListing(id: string) {
  await deleteListing(id);
  changed();
}

const stopFor = (error: unknown): SendStop | 'refused' =>
  isNetworkError(error) || (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    ? 'offline'
    : error instanceof ApiError && error.status === 401
      ? 'unauthenticated'
      : error instanceof ApiError && error.status < 500 && error.status !== 429
        ? 'refused'
        : 'server-error';

async function refuse(listing: QueuedListing, error: unknown) {
  const body = error instanceof ApiError ? error.body : null;
  listing.refusal = { status: error instanceof ApiError ? error.status : 0, code: body?.code, message: body?.message ?? String(error) };
  await putListing(listing);
}

async function createProduct(listing: QueuedListing, images: string[], fetchImpl: typeof fetch) {
  const path = listing.status === 'active' ? '/api/products' : '/api/listing-drafts';
  const res = await fetchImpl(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': listing.key },
    body: JSON.stringify({ ...listing.payload, storeId: listing.storeId, images }),
    signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
}

let running: Promise<SendResult> | null = null;

/** Sends the user's queued listings, oldest first; one run at a time. */
export function sendQueuedListings(userId: string, deps: Deps = defaultDeps): Promise<SendResult> {
  running ??= runSend(userId, deps).finally(() => {
    running = null;
    changed();
  });
  return running;
}

async function runSend(userId: string, { upload, fetchImpl }: Deps): Promise<SendResult> {
  const result: SendResult = { published: 0, refused: 0, stoppedBy: null };
  for (const listing of await listListings(userId)) {
    if (listing.refusal) continue;
    try {
      const photos = await listingPhotos(listing);
      for (const photo of photos) {
        if (photo.objectPath) continue;
        photo.objectPath = await upload(new Blob([photo.bytes], { type: photo.type }));
        await putPhoto(photo);
      }
      await createProduct(listing, photos.map((p) => p.objectPath!), fetchImpl);
      await deleteListing(listing.id);
      result.published += 1;
    } catch (error) {
      const stop = stopFor(error);
      if (stop !== 'refused') {
        result.stoppedBy = stop;
        return result;
      }
      await refuse(listing, error);
      result.refused += 1;
    }
  }
  return result;
}

/** What the queued photos take, and whether the phone's storage has room for `more` bytes. */
export async function storageReport(userId: string, more = 0) {
  const queuedBytes = await queuedPhotoBytes(userId);
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const free = estimate?.quota !== undefined ? estimate.quota - (estimate.usage ?? 0) : Infinity;
  // Keep a margin: the browser refuses writes, or evicts, well before the last byte.
  return { queuedBytes, free, hasRoom: free - more > Math.max(more, 5 * 1024 * 1024) };
}

/** The user's queued listings, kept current (the seller's product list shows them). */
export function useQueuedListings(userId: string | undefined): QueuedListing[] {
  const [listings, setListings] = useState<QueuedListing[]>([]);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const load = () => void listListings(userId).then((list) => live && setListings(list));
    load();
    listeners.add(load);
    return () => {
      live = false;
      listeners.delete(load);
    };
  }, [userId]);
  return userId ? listings : [];
}

/** The seller's queued listings as work of the outbox's drains (same triggers, retries and count). */
export const listingDrainTask = (userId: string): DrainTask => ({
  run: async () => {
    const result = await sendQueuedListings(userId);
    return { sent: result.published + result.refused, stoppedBy: result.stoppedBy };
  },
  count: async () => (await listListings(userId)).filter((l) => !l.refusal).length,
});
