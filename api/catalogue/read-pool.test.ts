import zlib from 'node:zlib';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { products, stores } from '#api/db/tables.ts';
import { ProductListQuerySchema } from '#api/contract/catalogue-requests.ts';
import { addProduct, addStore } from '#api/test/catalogue-fixtures.ts';
import { catalogueVersion } from './cache.ts';

// Lists are built by catalogue readers: worker threads on their own read-only connections
// (docs/decisions/022, "Reads off the main thread"). These go through the real pool.

let t: TestApp;
let storeId: string;
beforeAll(async () => {
  t = await makeTestApp();
  storeId = (await addStore(t, { nameEn: 'Before' })).store.id;
});
afterAll(() => t.cleanup());

type ProductList = { products: { id: string; nameEn: string }[]; total: number };

describe('catalogue readers', () => {
  it('answer every list with the writes made just before it, on the same server', async () => {
    for (let i = 1; i <= 15; i++) {
      const product = await addProduct(t, storeId, { nameEn: `Fresh ${i}` });
      const list = (await t.call('GET', '/api/products?limit=100')).json as ProductList;
      expect(list.total).toBe(i);
      expect(list.products.map((p) => p.id)).toContain(product.id);
      await t.db.update(products).set({ nameEn: `Renamed ${i}` }).where(eq(products.id, product.id));
      const renamed = (await t.call('GET', `/api/products?search=renamed&limit=100`)).json as ProductList;
      expect(renamed.products.map((p) => p.nameEn)).toContain(`Renamed ${i}`);
    }
    await t.db.update(stores).set({ nameEn: 'After' }).where(eq(stores.id, storeId));
    const list = (await t.call('GET', '/api/stores')).json as { stores: { nameEn: string }[] };
    expect(list.stores.map((s) => s.nameEn)).toEqual(['After']);
    // They were built by a reader, not on this thread.
    expect(t.readers!.started).toBe(1);
  });

  it('never answer from a snapshot older than the version the server expects', async () => {
    const query = v.parse(ProductListQuerySchema, {});
    const { version, generation } = catalogueVersion(t.db);
    await expect(t.readers!.run({ list: 'products', query, expected: { version: version + 1, generation }, encoding: null }))
      .rejects.toThrow(/older than catalogue version/);
    const answer = await t.readers!.run({ list: 'products', query, expected: { version, generation }, encoding: null });
    expect(answer.version).toBe(version);
  });

  it('keep reading while this thread is busy: every read sent is built without waiting for this thread', async () => {
    // Under load this thread takes tens of milliseconds between two looks at a reader's answers; a reader
    // that waited for it between reads idled meanwhile and its queue grew to seconds (docs/decisions/022,
    // "Long tail, fifth round"). Here this thread is busy for 300 ms right after sending six reads.
    const expected = catalogueVersion(t.db);
    const reads = Array.from({ length: 6 }, (_, i) =>
      t.readers!.run({ list: 'products', query: v.parse(ProductListQuerySchema, { limit: '5', offset: String(i) }), expected, encoding: null }));
    const busyUntil = Date.now() + 300;
    while (Date.now() < busyUntil);
    const builtAt = (await Promise.all(reads)).map((answer) => answer.builtAt);
    for (const at of builtAt) expect(at).toBeLessThan(busyUntil);
  });

  it('build a lagging list\'s new answer (background) after the reads someone waits for', async () => {
    const expected = catalogueVersion(t.db);
    const job = (offset: number, background = false) =>
      t.readers!.run({ list: 'products', query: v.parse(ProductListQuerySchema, { limit: '3', offset: String(offset) }), expected, encoding: null, background });
    const first = job(0);
    const background = job(1, true);
    const waited = [job(2), job(3), job(4)];
    const [late, ...others] = await Promise.all([background, first, ...waited]);
    for (const other of others) expect(other.builtAt).toBeLessThan(late!.builtAt);
  });

  it('answer every read of a burst, background ones included, while writes go on', async () => {
    const reads: Promise<unknown>[] = [];
    for (let i = 0; i < 120; i++) {
      if (i % 30 === 0) await addProduct(t, storeId, { nameEn: `Burst ${i}` });
      const query = v.parse(ProductListQuerySchema, { limit: '4', offset: String(i % 7), ...(i % 3 === 0 ? { search: 'burst' } : {}) });
      reads.push(t.readers!.run({ list: 'products', query, expected: catalogueVersion(t.db), encoding: null, background: i % 4 === 0 }));
    }
    const answers = await Promise.all(reads);
    expect(answers).toHaveLength(120);
  });

  it('build a list asked for by many at once only once, and again after a write', async () => {
    const run = vi.spyOn(t.readers!, 'run');
    const url = '/api/products?limit=7&sortBy=price&sortOrder=asc';
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call('GET', url)));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(run).toHaveBeenCalledTimes(1);
    await addProduct(t, storeId, { nameEn: 'Cheapest', priceCents: 1 });
    const [after] = await Promise.all([t.call('GET', url), t.call('GET', url)]);
    expect(run).toHaveBeenCalledTimes(2);
    expect((after!.json as ProductList).products.map((p) => p.nameEn)).toContain('Cheapest');
    run.mockRestore();
  });

  it('never answer a list read before a write after it, even one written while its reader built it', async () => {
    const url = '/api/products?limit=50&sortBy=price&sortOrder=desc';
    const run = t.readers!.run.bind(t.readers);
    for (let i = 0; i < 3; i++) {
      const product = await addProduct(t, storeId, { nameEn: `Repriced ${i}`, priceCents: 100 });
      // The reader answers from before the write; the write commits before this thread takes that answer.
      const spy = vi.spyOn(t.readers!, 'run').mockImplementationOnce(async (job) => {
        const answer = await run(job);
        await t.db.update(products).set({ priceCents: 999_000 + i }).where(eq(products.id, product.id));
        return answer;
      });
      const during = (await t.call('GET', url)).json as { products: { id: string; price: string }[] };
      expect(during.products.find((p) => p.id === product.id)?.price).toBe('1.00');
      const after = (await t.call('GET', url)).json as { products: { id: string; price: string }[] };
      expect(after.products[0]).toMatchObject({ id: product.id, price: ((999_000 + i) / 100).toFixed(2) });
      spy.mockRestore();
    }
  });

  it('compress the answer for the encoding its request takes; the ETag stays the same, weak', async () => {
    for (let i = 0; i < 20; i++) await addProduct(t, storeId, { nameEn: `Long enough to compress ${i}` });
    const url = '/api/products?limit=50&sortBy=name';
    const packed = await t.call('GET', url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(packed.headers.get('vary')).toMatch(/accept-encoding/i);
    const plain = await t.call('GET', url);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const compressed = new Uint8Array(await (await t.app.request(url, { headers: { 'accept-encoding': 'br' } })).arrayBuffer());
    expect(zlib.brotliDecompressSync(compressed).toString()).toBe(plain.text);
    expect(packed.headers.get('etag')).toBe(`W/${plain.headers.get('etag')}`);
    const gzip = await t.app.request(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString()).toBe(plain.text);
    const again = await t.call('GET', url, { headers: { 'accept-encoding': 'br', 'if-none-match': packed.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
