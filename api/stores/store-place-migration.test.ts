// Migration 0007's backfill is SQLite's: a PostgreSQL database starts from the current schema
// (docs/decisions/028-one-code-two-databases.md), so there is nothing typed before the list to turn into keys.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';
import { stores } from '#api/db/tables.ts';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { createStore } from '#api/test/seller-fixtures.ts';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(() => t.cleanup());

const satToThu = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'];
const created = async (cookie: string) => (await createStore(t, cookie)) as StoreDto;

describe('migration 0007: cities and hours typed before the list', () => {
  const backfill = fs.readFileSync(path.join(import.meta.dirname, '../db/migrations/0007_store_places.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.split('\n').filter((line) => !line.startsWith('--')).join('\n').trim())
    .filter((statement) => statement.startsWith('UPDATE'));

  it('turns names on the list into keys and the demo\'s two-language hours into days and times, and keeps the rest', async () => {
    const seller = await t.signUp('seller');
    const legacy = [
      ['Irbid', 'Sat–Thu 9:00–18:00 · السبت–الخميس'],
      ['عمان', 'Daily 8:00–17:00 · يوميًا'],
      ['Tafilah', 'By appointment'],
      ['Al-Hashimiyya', null],
    ] as const;
    const ids = [];
    for (const [city, hours] of legacy) {
      const store = await created(seller.cookie);
      await t.db.update(stores).set({ city, operatingHours: hours }).where(eq(stores.id, store.id));
      ids.push(store.id);
    }
    for (const statement of backfill) await t.db.run(sql.raw(statement));
    const rows = await Promise.all(ids.map(async (id) => first(await t.db.select({ city: stores.city, operatingHours: stores.operatingHours, openingHours: stores.openingHours }).from(stores).where(eq(stores.id, id)).limit(1))));
    expect(rows).toEqual([
      { city: 'irbid', operatingHours: null, openingHours: { days: satToThu, opens: '09:00', closes: '18:00' } },
      { city: 'amman', operatingHours: null, openingHours: { days: [...satToThu, 'fri'], opens: '08:00', closes: '17:00' } },
      { city: 'tafilah', operatingHours: 'By appointment', openingHours: null },
      { city: 'Al-Hashimiyya', operatingHours: null, openingHours: null },
    ]);
  });
});
