import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Suggestion } from '../ai-suggestions.ts';

// Listings a seller made without a connection, with their photos, kept in IndexedDB until they are
// on the server (web/lib/offline/listing-queue.ts). A database of their own: the outbox's is also
// opened by the service worker, and photos are large.

export type QueuedListing = {
  id: string;
  /** Idempotency-Key of the create call: sent again after a lost answer, the product is made once. */
  key: string;
  /** Whose listing this is: it is only ever sent, or shown, while she is signed in. */
  userId: string;
  storeId: string;
  status: 'active' | 'draft';
  /** The create call's body without its photos (they are added as they upload). */
  payload: Record<string, unknown> & { nameAr?: string; nameEn?: string };
  /** Photo ids in their order, the main photo first. */
  photoIds: string[];
  createdAt: string;
  /** Set when the server refused it (a rule changed meanwhile, say): shown, kept until she deletes it. */
  refusal?: { status: number; code?: string; message: string };
};

export type QueuedPhoto = {
  id: string;
  listingId: string;
  /** The shrunk photo's bytes (kept as bytes, not a Blob: some browsers cannot store Blobs in IndexedDB). */
  bytes: ArrayBuffer;
  type: string;
  /** Once uploaded: a photo is never sent twice, even if the listing's create call fails after. */
  objectPath?: string;
};

/** The photo analysis of a listing sent from the phone, kept until she has looked at it (decision 024). */
export type ArrivedSuggestion = {
  productId: string;
  userId: string;
  storeId: string;
  /** The product's names when it was sent, to name it in her list. */
  nameAr: string;
  nameEn: string;
  suggestion: Suggestion;
  at: string;
};

interface ListingDb extends DBSchema {
  listings: { key: string; value: QueuedListing };
  photos: { key: string; value: QueuedPhoto; indexes: { listingId: string } };
  suggestions: { key: string; value: ArrivedSuggestion };
}

let dbPromise: Promise<IDBPDatabase<ListingDb>> | null = null;

export function listingDb() {
  dbPromise ??= openDB<ListingDb>('souq-bayti-listings', 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('listings', { keyPath: 'id' });
        db.createObjectStore('photos', { keyPath: 'id' }).createIndex('listingId', 'listingId');
      }
      if (oldVersion < 2) db.createObjectStore('suggestions', { keyPath: 'productId' });
    },
  });
  return dbPromise;
}

export async function saveListing(listing: QueuedListing, photos: QueuedPhoto[]) {
  const tx = (await listingDb()).transaction(['listings', 'photos'], 'readwrite');
  await Promise.all([tx.objectStore('listings').put(listing), ...photos.map((p) => tx.objectStore('photos').put(p)), tx.done]);
}

/** A user's queued listings, oldest first. */
export async function listListings(userId: string): Promise<QueuedListing[]> {
  const all = await (await listingDb()).getAll('listings');
  return all.filter((l) => l.userId === userId).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function listingPhotos(listing: QueuedListing): Promise<QueuedPhoto[]> {
  const db = await listingDb();
  const photos = await Promise.all(listing.photoIds.map((id) => db.get('photos', id)));
  return photos.filter((p): p is QueuedPhoto => !!p);
}

export async function putPhoto(photo: QueuedPhoto) {
  await (await listingDb()).put('photos', photo);
}

export async function putListing(listing: QueuedListing) {
  await (await listingDb()).put('listings', listing);
}

export async function deleteListing(id: string) {
  const db = await listingDb();
  const tx = db.transaction(['listings', 'photos'], 'readwrite');
  const photoKeys = await tx.objectStore('photos').index('listingId').getAllKeys(id);
  await Promise.all([tx.objectStore('listings').delete(id), ...photoKeys.map((key) => tx.objectStore('photos').delete(key)), tx.done]);
}

/** Bytes the queued photos take on the phone. */
export async function queuedPhotoBytes(userId: string): Promise<number> {
  const db = await listingDb();
  const ids = new Set((await listListings(userId)).map((l) => l.id));
  return (await db.getAll('photos')).filter((p) => ids.has(p.listingId)).reduce((sum, p) => sum + p.bytes.byteLength, 0);
}

export async function putSuggestion(arrived: ArrivedSuggestion) {
  await (await listingDb()).put('suggestions', arrived);
}

/** The user's arrived suggestions, oldest first. */
export async function listSuggestions(userId: string): Promise<ArrivedSuggestion[]> {
  const all = await (await listingDb()).getAll('suggestions');
  return all.filter((s) => s.userId === userId).sort((a, b) => a.at.localeCompare(b.at));
}

export async function getSuggestion(productId: string): Promise<ArrivedSuggestion | undefined> {
  return (await listingDb()).get('suggestions', productId);
}

export async function deleteSuggestion(productId: string) {
  await (await listingDb()).delete('suggestions', productId);
}
