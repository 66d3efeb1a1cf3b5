import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { categories } from '#api/db/tables.ts';
import { cachedResponse, cachedTotal, invalidateCatalogueCaches, Lru } from '#api/catalogue/cache.ts';
import { addCategory } from '#api/test/catalogue-fixtures.ts';

describe('Lru', () => {
  it('forgets the least recently used entries past a count or a weight', () => {
    const lru = new Lru<string>({ entries: 3, bytes: 10 }, (v) => v.length);
    lru.set('a', 'aaa');
    lru.set('b', 'bbb');
    lru.set('c', 'ccc');
    expect(lru.get('a')).toBe('aaa'); // a is now the most recent
    lru.set('d', 'd');
    expect(lru.get('b')).toBeUndefined();
    lru.set('e', 'eeeeee'); // weight 3 + 3 + 1 + 6 > 10: drops c (the oldest), then 10 fits
    expect([lru.get('c'), lru.get('a'), lru.get('d'), lru.get('e')]).toEqual([undefined, 'aaa', 'd', 'eeeeee']);
    lru.set('e', 'e'); // replacing an entry releases its weight
    lru.set('f', 'ffffffff'); // 1 + 1 + 3 + 8 > 10: drops a
    expect([lru.get('d'), lru.get('e'), lru.get('f')]).toEqual(['d', 'e', 'ffffffff']);
  });
});

describe('caches per catalogue version', () => {
  let t: TestApp;
  beforeEach(async () => { t = await makeTestApp(); });
  afterEach(() => t.cleanup());

  it('reuses an answer until a catalogue table changes or the caches are invalidated', async () => {
    let builds = 0;
    const build = async () => ({ n: ++builds });
    const first = (await cachedResponse(t.db, 'k', build))!;
    expect(await cachedResponse(t.db, 'k', build)).toBe(first);
    const cat = await addCategory(t); // any write to categories, stores or products bumps the version
    expect(await cachedResponse(t.db, 'k', build)).not.toBe(first);
    await t.db.update(categories).set({ nameEn: 'Renamed' }).where(eq(categories.id, cat.id));
    await cachedResponse(t.db, 'k', build);
    expect(builds).toBe(3);
    invalidateCatalogueCaches();
    await cachedResponse(t.db, 'k', build);
    expect(builds).toBe(4);
    expect(cachedTotal(t.db, 'n', () => 7)).toBe(7);
    expect(cachedTotal(t.db, 'n', () => 8)).toBe(7);
  });

  it('does not cache an answer that is not public (null)', async () => {
    expect(await cachedResponse(t.db, 'hidden', async () => null)).toBeNull();
    expect(await cachedResponse(t.db, 'hidden', async () => ({ ok: true }))).not.toBeNull();
  });
});
