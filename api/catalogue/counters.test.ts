import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { products } from '#api/db/tables.ts';
import { cachedResponse, COUNTERS_LAG_MS } from '#api/catalogue/cache.ts';
import { addProduct, addStore } from '#api/test/catalogue-fixtures.ts';

// Counters (stock, sales, ratings, counts) bump `counters`, every other column `version` (migration 0005).
describe('catalogue caches and counters', () => {
  let t: TestApp;
  let productId: string;
  let builds: number;
  const build = async () => ({ n: ++builds });
  const list = async () => (await cachedResponse(t.db, 'list', build))!;
  const single = async () => (await cachedResponse(t.db, 'single', build, 'single'))!;
  const setProduct = async (values: Partial<typeof products.$inferInsert>) => await t.db.update(products).set(values).where(eq(products.id, productId));

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await makeTestApp();
    const { store } = await addStore(t);
    productId = (await addProduct(t, store.id)).id;
    builds = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    t.cleanup();
  });

  it('lets lists lag on counters for a while, never single things', async () => {
    await list();
    await single(); // both filled at the same moment: the lists were just emptied
    const [listBefore, singleBefore] = [await list(), await single()];
    await setProduct({ stock: 3, soldCount: 9, rating: 4.5, totalReviews: 2 });
    expect(await list()).toBe(listBefore);
    expect(await single()).not.toBe(singleBefore);
    vi.advanceTimersByTime(COUNTERS_LAG_MS);
    expect(await list()).not.toBe(listBefore);
  });

  it('shows a counter at once after a quiet spell', async () => {
    const before = await list();
    vi.advanceTimersByTime(COUNTERS_LAG_MS);
    expect(await list()).toBe(before); // nothing changed: still the same answer
    await setProduct({ stock: 1 });
    expect(await list()).not.toBe(before);
  });

  it('drops every list at once when anything but a counter changes', async () => {
    for (const change of [{ priceCents: 999 }, { nameEn: 'Renamed' }, { isListed: false }, { imageUrl: '/objects/x.webp' }]) {
      const before = await list();
      await setProduct(change);
      expect(await list(), JSON.stringify(change)).not.toBe(before);
    }
  });
});
