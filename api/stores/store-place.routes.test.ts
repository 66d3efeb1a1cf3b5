import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { createStore, storeBody } from '#api/test/seller-fixtures.ts';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(() => t.cleanup());

const satToThu = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'];
const created = async (cookie: string, over: Record<string, unknown> = {}) => (await createStore(t, cookie, over)) as StoreDto;

describe('a store\'s city and opening hours', () => {
  it('keeps the city as a key of the list (a name in either language counts) and the hours as days and times', async () => {
    const seller = await t.signUp('seller');
    const byKey = await created(seller.cookie, { city: 'wadi-musa', openingHours: { days: ['thu', 'sat', 'sun', 'sat'], opens: '09:00', closes: '18:30' } });
    expect(byKey).toMatchObject({ city: 'wadi-musa', openingHours: { days: ['sat', 'sun', 'thu'], opens: '09:00', closes: '18:30' }, operatingHours: null });
    expect((await created(seller.cookie, { city: 'إربد' })).city).toBe('irbid');
    expect((await created(seller.cookie, { city: ' jabal amman ' })).city).toBe('jabal-amman');
    expect((await created(seller.cookie, { city: '' })).city).toBeNull();
    const read = await t.call('GET', `/api/stores/slug/${byKey.slug}`);
    expect(read.json).toMatchObject({ city: 'wadi-musa', openingHours: { days: ['sat', 'sun', 'thu'] } });
  });

  it('answers 400 with a field code for a city off the list and for incomplete or impossible hours', async () => {
    const seller = await t.signUp('seller');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ city: 'Atlantis' }, 'city', 'invalidCity'],
      [{ openingHours: { days: [], opens: '09:00', closes: '17:00' } }, 'openingHours.days', 'hoursDaysRequired'],
      [{ openingHours: { days: ['sat'], opens: '', closes: '17:00' } }, 'openingHours.opens', 'invalidHours'],
      [{ openingHours: { days: ['sat'], opens: '09:00', closes: '24:00' } }, 'openingHours.closes', 'invalidHours'],
      [{ openingHours: { days: ['someday'], opens: '09:00', closes: '17:00' } }, 'openingHours.days.0', 'invalidHours'],
      [{ openingHours: { days: ['sat'], opens: '09:00', closes: '09:00' } }, 'openingHours', 'hoursSameTime'],
      [{ openingHours: 'Sat–Thu 9–5' }, 'openingHours', 'invalidHours'],
    ];
    for (const [over, field, code] of cases) {
      const res = await t.call('POST', '/api/stores', { cookie: seller.cookie, body: storeBody(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json.issues).toContainEqual(expect.objectContaining({ path: field, code }));
    }
  });

  it('keeps hours typed as text until days and times replace them', async () => {
    const seller = await t.signUp('seller');
    const store = await created(seller.cookie, { operatingHours: 'Sat–Thu 9–5 · السبت–الخميس' });
    expect(store).toMatchObject({ operatingHours: 'Sat–Thu 9–5 · السبت–الخميس', openingHours: null });
    const hours = { days: satToThu, opens: '09:00', closes: '17:00' };
    const res = await t.call('PUT', `/api/stores/${store.id}`, { cookie: seller.cookie, body: storeBody({ operatingHours: store.operatingHours, openingHours: hours }) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ operatingHours: null, openingHours: hours });
  });
});
