import { api, ApiError } from './api.ts';
import { shrinkPhoto, UPLOAD_MAX_SIDE } from './shrink-photo.ts';

export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * Uploads one photo through the spec's three calls, all on our server:
 * POST /api/objects/upload → uploadURL; PUT uploadURL with the raw file; PUT /api/objects/acl → objectPath.
 * Returns the object path to keep on the product or store (e.g. /objects/uploads/<id>).
 * A big phone photo is shrunk in the browser first (the server keeps at most 1280 px anyway).
 */
export async function uploadPhoto(original: File, signal?: AbortSignal): Promise<string> {
  return sendPhoto(await shrinkPhoto(original, UPLOAD_MAX_SIDE), signal);
}

/**
 * The three calls for a photo already shrunk (a listing kept on the phone keeps its shrunk bytes).
 * No window here: the service worker sends a seller's queued listings too (web/lib/offline/listing-send.ts).
 */
export async function sendPhoto(file: Blob, signal?: AbortSignal): Promise<string> {
  const { uploadURL } = await api.post<'/api/objects/upload'>('/api/objects/upload', undefined, { signal });
  const res = await fetch(uploadURL, { method: 'PUT', body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' }, credentials: 'include', signal });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  const { objectPath } = await api.put<'/api/objects/acl'>('/api/objects/acl', { objectPath: new URL(uploadURL, globalThis.location.origin).pathname }, { signal });
  return objectPath;
}
