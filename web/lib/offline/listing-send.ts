import { ApiError, isNetworkError } from '../api.ts';
import type { Answer } from '../api-types.ts';
import { requestSuggestions, type Suggestion } from '../ai-suggestions.ts';
import { sendPhoto } from '../uploads.ts';
import { WRITE_TIMEOUT_MS } from './drain.ts';
import { deleteListing, listingPhotos, listListings, putListing, putPhoto, putSuggestion, type QueuedListing } from './listing-store.ts';

// Sending a seller's queued listings: each photo uploads once (a failure resumes at that photo, never
// from the first), then the product is created once (Idempotency-Key), then the photo analysis is
// asked for and kept as suggestions. No window and no React here: the page runs it, and the service
// worker's Background Sync runs it when no page is open (docs/decisions/024-listings-offline.md).

export type SendStop = 'offline' | 'server-error' | 'unauthenticated' | null;
export type SendResult = { published: number; refused: number; stoppedBy: SendStop };

export type SendDeps = {
  upload: (blob: Blob) => Promise<string>;
  fetchImpl: typeof fetch;
  suggest: (photo: Blob) => Promise<Suggestion>;
};
// The spec's wizard asks for suggestions in Arabic; so do listings sent from the phone.
const defaultDeps: SendDeps = {
  upload: (blob) => sendPhoto(blob),
  fetchImpl: (input, init) => fetch(input, init),
  suggest: (photo) => requestSuggestions(photo, 'ar'),
};

/** One sender at a time across the page and the service worker (both may start on the same return). */
const LOCK = 'souq-bayti-listing-send';

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

async function createProduct(listing: QueuedListing, images: string[], fetchImpl: typeof fetch): Promise<string> {
  const path: '/api/products' | '/api/listing-drafts' = listing.status === 'active' ? '/api/products' : '/api/listing-drafts';
  const res = await fetchImpl(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': listing.key },
    body: JSON.stringify({ ...listing.payload, storeId: listing.storeId, images }),
    signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  return (JSON.parse(text) as Answer<typeof path, '$post'>).id;
}

let running: Promise<SendResult> | null = null;

/** Sends the user's queued listings, oldest first; one run at a time (in this context and across contexts). */
export function sendListings(userId: string, deps: Partial<SendDeps> = {}): Promise<SendResult> {
  const all = { ...defaultDeps, ...deps };
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  running ??= (locks ? locks.request(LOCK, () => runSend(userId, all)) : runSend(userId, all)).finally(() => {
    running = null;
  });
  return running;
}

type Analysis = { productId: string; listing: QueuedListing; photo: Blob };

async function runSend(userId: string, { upload, fetchImpl, suggest }: SendDeps): Promise<SendResult> {
  const result: SendResult = { published: 0, refused: 0, stoppedBy: null };
  const toAnalyse: Analysis[] = [];
  for (const listing of await listListings(userId)) {
    if (listing.refusal) continue;
    try {
      const photos = await listingPhotos(listing);
      // Only a main photo kept on the phone was never analysed (online, the wizard and bulk ask at once).
      const main = photos[0] && !photos[0].objectPath ? new Blob([photos[0].bytes], { type: photos[0].type }) : null;
      for (const photo of photos) {
        if (photo.objectPath) continue;
        photo.objectPath = await upload(new Blob([photo.bytes], { type: photo.type }));
        await putPhoto(photo);
      }
      const productId = await createProduct(listing, photos.map((p) => p.objectPath!), fetchImpl);
      await deleteListing(listing.id);
      result.published += 1;
      if (main) toAnalyse.push({ productId, listing, photo: main });
    } catch (error) {
      const stop = stopFor(error);
      if (stop !== 'refused') {
        result.stoppedBy = stop;
        break;
      }
      await refuse(listing, error);
      result.refused += 1;
    }
  }
  // After every listing is on the server: the analysis never delays publishing.
  if (result.stoppedBy !== 'offline') for (const item of toAnalyse) await keepSuggestion(item, userId, suggest);
  return result;
}

/** Suggestions only ever fill what she left empty (decision 020): kept only if there is such a field. */
function offersSomething(payload: QueuedListing['payload'], s: Suggestion) {
  const empty = (field: string) => !String(payload[field] ?? '').trim();
  return (['nameEn', 'nameAr', 'descriptionEn', 'descriptionAr'] as const).some((field) => {
    const text = { nameEn: s.titleEn, nameAr: s.titleAr, descriptionEn: s.descriptionEn, descriptionAr: s.descriptionAr }[field];
    return empty(field) && !!text.trim();
  });
}

/** A failed analysis is only logged: the listing is published with what she typed (decision 020). */
async function keepSuggestion({ productId, listing, photo }: Analysis, userId: string, suggest: SendDeps['suggest']) {
  try {
    const suggestion = await suggest(photo);
    const { nameAr = '', nameEn = '' } = listing.payload;
    if (!offersSomething(listing.payload, suggestion)) return;
    await putSuggestion({ productId, userId, storeId: listing.storeId, nameAr, nameEn, suggestion, at: new Date().toISOString() });
  } catch (error) {
    console.warn('[listings] photo suggestions failed', error);
  }
}
