import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { categories } from '#api/db/tables.ts';
import { first, transaction, type Db } from './database.ts';

const category = (slug: string) => ({ slug, nameEn: slug, nameAr: `ar-${slug}` });
const slugs = async (db: Db) => (await db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug).sort();

describe('transaction() on SQLite', () => {
  let t: TestApp;
  beforeEach(async () => { t = await makeTestApp(); });
  afterEach(() => t.cleanup());

  it('keeps a write that another request makes while a transaction is open out of it: the write survives the rollback', async () => {
    const events: string[] = [];
    const failing = transaction(t.db, async (tx) => {
      await tx.insert(categories).values(category('inside'));
      events.push('inside written');
      await sleep(30); // a real wait (an outside call, a timer): other requests run meanwhile
      throw new Error('rolled back');
    });
    await sleep(5);
    // Another request's write while the transaction is open: it waits for the transaction to end.
    const outside = t.db.insert(categories).values(category('outside')).then(() => events.push('outside written'));
    await expect(failing).rejects.toThrow('rolled back');
    await outside;
    expect(events).toEqual(['inside written', 'outside written']);
    expect(await slugs(t.db)).toEqual(['outside']);
  });

  it('reads outside a transaction never see its uncommitted rows', async () => {
    let seen: string[] | null = null;
    const open = transaction(t.db, async (tx) => {
      await tx.insert(categories).values(category('pending'));
      await sleep(20);
      throw new Error('no');
    });
    await sleep(5);
    seen = await slugs(t.db);
    await expect(open).rejects.toThrow('no');
    expect(seen).toEqual([]);
  });

  it('runs one transaction at a time: read-modify-write sequences never lose an update', async () => {
    await t.db.insert(categories).values({ ...category('counter'), sortOrder: 0 });
    const bump = () =>
      transaction(t.db, async (tx) => {
        const row = first(await tx.select({ n: categories.sortOrder }).from(categories).where(eq(categories.slug, 'counter')).limit(1))!;
        await sleep(2); // yield between the read and the write
        await tx.update(categories).set({ sortOrder: row.n + 1 }).where(eq(categories.slug, 'counter'));
      });
    await Promise.all(Array.from({ length: 10 }, bump));
    const row = first(await t.db.select({ n: categories.sortOrder }).from(categories).where(eq(categories.slug, 'counter')).limit(1));
    expect(row?.n).toBe(10);
  });

  it('nests through a savepoint: an inner failure undoes only the inner work', async () => {
    await transaction(t.db, async (tx) => {
      await tx.insert(categories).values(category('outer'));
      await expect(
        transaction(tx, async (inner) => {
          await inner.insert(categories).values(category('inner'));
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await transaction(tx, async (inner) => { await inner.insert(categories).values(category('kept')); });
    });
    expect(await slugs(t.db)).toEqual(['kept', 'outer']);
  });

  it('commits what the callback wrote and answers its result', async () => {
    const answer = await transaction(t.db, async (tx) => {
      const [row] = await tx.insert(categories).values(category('committed')).returning({ id: categories.id });
      return row!.id;
    });
    expect(first(await t.db.select().from(categories).where(eq(categories.id, answer)).limit(1))?.slug).toBe('committed');
    expect(t.db.$client.inTransaction).toBe(false);
  });
});
