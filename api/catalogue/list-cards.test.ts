import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { addCategory } from '#api/test/catalogue-fixtures.ts';
import { followCatalogue } from './cache.ts';
import { keptCardTexts, MAX_KEPT_CARDS } from './list-cards.ts';

describe('keptCardTexts', () => {
  let t: TestApp;
  beforeEach(async () => { t = await makeTestApp(); });
  afterEach(() => t.cleanup());

  /** The cards of `keys` as a list asks for them, counting the keys its build had to make. */
  const built: number[] = [];
  const cards = (keys: number[]) =>
    keptCardTexts(t.db, 'products', keys, (missing) => {
      built.push(...missing);
      return new Map(missing.filter((key) => key >= 0).map((key) => [key, `{"id":${key}}`]));
    });

  it('answers in the order asked, leaves out keys with no card, and builds each card once', () => {
    built.length = 0;
    expect(cards([3, -1, 1, 2])).toEqual(['{"id":3}', '{"id":1}', '{"id":2}']);
    expect(cards([2, 4, 3])).toEqual(['{"id":2}', '{"id":4}', '{"id":3}']);
    expect(built).toEqual([3, -1, 1, 2, 4]);
  });

  it('forgets the card shown least recently when full, not every card', () => {
    const all = Array.from({ length: MAX_KEPT_CARDS }, (_, i) => i);
    for (let from = 0; from < all.length; from += 500) cards(all.slice(from, from + 500));
    cards([0]); // shown again: now the most recent
    built.length = 0;
    cards([MAX_KEPT_CARDS]); // one more than fits: card 1 goes
    cards([0, 2, MAX_KEPT_CARDS - 1]);
    expect(built).toEqual([MAX_KEPT_CARDS]);
    cards([1]);
    expect(built).toEqual([MAX_KEPT_CARDS, 1]);
  });

  it('builds every card again after a catalogue write', async () => {
    cards([1, 2]);
    await addCategory(t);
    await followCatalogue(t.db); // as each request on PostgreSQL does (SQLite reads the version at each look-up)
    built.length = 0;
    cards([1, 2]);
    expect(built).toEqual([1, 2]);
  });
});
