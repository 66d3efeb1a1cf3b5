import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listListings, listingDb, listSuggestions } from './listing-store.ts';
import { queueListing, sendQueuedListings, storageReport } from './listing-queue.ts';

const payload = { nameAr: 'صابون', nameEn: 'Soap', price: '4.50', stock: 3 };
const photo = (bytes: number) => ({ blob: new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }) });
const created = () => new Response(JSON.stringify({ id: 'p1' }), { status: 201, headers: { 'Content-Type': 'application/json' } });

type Call = { path: string; key: string | null; body: { images: string[]; storeId: string } };
function recordingFetch(answers: Array<() => Response>) {
  const calls: Call[] = [];
  const fetchImpl = vi.fn(async (path: string | URL | Request, init?: RequestInit) => {
    calls.push({ path: String(path), key: new Headers(init?.headers).get('Idempotency-Key'), body: JSON.parse(String(init!.body)) });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

beforeEach(async () => {
  const db = await listingDb();
  await Promise.all([db.clear('listings'), db.clear('photos'), db.clear('suggestions')]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('queued listings', () => {
  it('resume at the photo that failed, never upload a photo twice, and create the product once with its key', async () => {
    const listing = await queueListing({ userId: 'u1', storeId: 's1', status: 'active', payload, photos: [photo(10), photo(20), { objectPath: '/objects/uploads/old' }, photo(30)] });
    const uploaded: number[] = [];
    let failNext = false;
    const upload = vi.fn(async (blob: Blob) => {
      if (failNext) throw new TypeError('Failed to fetch');
      uploaded.push(blob.size);
      if (uploaded.length === 1) failNext = true; // the second photo fails half-way
      return `/objects/uploads/${blob.size}`;
    });
    const first = recordingFetch([]);
    expect(await sendQueuedListings('u1', { upload, fetchImpl: first.fetchImpl })).toMatchObject({ published: 0, stoppedBy: 'offline' });
    expect(first.calls).toHaveLength(0);

    failNext = false;
    const second = recordingFetch([created]);
    expect(await sendQueuedListings('u1', { upload, fetchImpl: second.fetchImpl })).toMatchObject({ published: 1, stoppedBy: null });
    expect(uploaded).toEqual([10, 20, 30]);
    expect(second.calls).toEqual([{
      path: '/api/products', key: listing.key,
      body: expect.objectContaining({ storeId: 's1', nameEn: 'Soap', images: ['/objects/uploads/10', '/objects/uploads/20', '/objects/uploads/old', '/objects/uploads/30'] }),
    }]);
    expect(await listListings('u1')).toEqual([]);
  });

  it('send the create call again with the same key when its answer was lost, without uploading again', async () => {
    const listing = await queueListing({ userId: 'u1', storeId: 's1', status: 'draft', payload, photos: [photo(5)], key: 'key-from-the-wizard-1' });
    const upload = vi.fn(async () => '/objects/uploads/a');
    const lost = recordingFetch([]);
    await sendQueuedListings('u1', { upload, fetchImpl: lost.fetchImpl });
    const again = recordingFetch([created]);
    await sendQueuedListings('u1', { upload, fetchImpl: again.fetchImpl });
    expect(upload).toHaveBeenCalledTimes(1);
    expect([...lost.calls, ...again.calls].map((c) => [c.path, c.key])).toEqual([['/api/listing-drafts', listing.key], ['/api/listing-drafts', 'key-from-the-wizard-1']]);
  });

  it('keep a refused listing with the reason until she deletes it, and go on with the next; never send another user\'s', async () => {
    await queueListing({ userId: 'u1', storeId: 's1', status: 'active', payload: { ...payload, price: '0' }, photos: [] });
    await queueListing({ userId: 'u2', storeId: 's9', status: 'active', payload, photos: [] });
    await queueListing({ userId: 'u1', storeId: 's1', status: 'active', payload, photos: [] });
    const refusal = () => new Response(JSON.stringify({ message: 'Price must be above 0', code: 'priceRequired' }), { status: 400 });
    const { calls, fetchImpl } = recordingFetch([refusal, created]);
    expect(await sendQueuedListings('u1', { upload: vi.fn(), fetchImpl })).toMatchObject({ published: 1, refused: 1 });
    expect(calls).toHaveLength(2);
    const left = await listListings('u1');
    expect(left.map((l) => l.refusal?.code)).toEqual(['priceRequired']);
    expect(await listListings('u2')).toHaveLength(1);
    // A refused listing is not sent again by itself.
    expect(await sendQueuedListings('u1', { upload: vi.fn(), fetchImpl })).toMatchObject({ published: 0, refused: 0 });
  });

  it('ask for the photo analysis once everything is published, and keep it only where it fills an empty field', async () => {
    const analysis = { titleEn: '', titleAr: '', descriptionEn: 'Colour: red.', descriptionAr: 'اللون: الأحمر.', confidence: 0.3, suggestedCategoryId: null, textileColour: null };
    await queueListing({ userId: 'u1', storeId: 's1', status: 'active', payload, photos: [photo(10)] });
    await queueListing({ userId: 'u1', storeId: 's1', status: 'active', payload: { ...payload, descriptionEn: 'Olive oil soap', descriptionAr: 'صابون زيت زيتون' }, photos: [photo(11)] });
    await queueListing({ userId: 'u1', storeId: 's1', status: 'active', payload, photos: [{ objectPath: '/objects/uploads/seen-online' }] });
    const order: string[] = [];
    const ids = ['p1', 'p2', 'p3'];
    const answer = () => {
      order.push('create');
      return new Response(JSON.stringify({ id: ids.shift() }), { status: 201 });
    };
    const { fetchImpl } = recordingFetch([answer, answer, answer]);
    const suggest = vi.fn(async (blob: Blob) => {
      order.push(`analyse ${blob.size}`);
      return analysis;
    });
    const upload = vi.fn(async (blob: Blob) => `/objects/uploads/${blob.size}`);
    expect(await sendQueuedListings('u1', { upload, fetchImpl, suggest })).toMatchObject({ published: 3, stoppedBy: null });
    // Publishing first; only photos kept on the phone were never analysed; a listing with nothing empty keeps nothing.
    expect(order).toEqual(['create', 'create', 'create', 'analyse 10', 'analyse 11']);
    expect(await listSuggestions('u1')).toEqual([expect.objectContaining({ productId: 'p1', storeId: 's1', nameEn: 'Soap', suggestion: analysis })]);
  });

  it('publish even when the analysis fails', async () => {
    await queueListing({ userId: 'u1', storeId: 's1', status: 'active', payload, photos: [photo(10)] });
    const { fetchImpl } = recordingFetch([created]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const suggest = vi.fn(async () => Promise.reject(new Error('503: analyser down')));
    expect(await sendQueuedListings('u1', { upload: async () => '/objects/uploads/a', fetchImpl, suggest })).toMatchObject({ published: 1, stoppedBy: null });
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(await listSuggestions('u1')).toEqual([]);
    expect(await listListings('u1')).toEqual([]);
  });

  it('say how much the photos take and whether the phone has room for more', async () => {
    await queueListing({ userId: 'u1', storeId: 's1', status: 'active', payload, photos: [photo(1000), photo(500)] });
    vi.stubGlobal('navigator', { ...navigator, storage: { estimate: async () => ({ quota: 100 * 1024 * 1024, usage: 90 * 1024 * 1024 }) } });
    const tight = await storageReport('u1', 6 * 1024 * 1024);
    expect(tight).toMatchObject({ queuedBytes: 1500, hasRoom: false });
    expect((await storageReport('u1', 1024 * 1024)).hasRoom).toBe(true);
  });
});
