// The newest matches' walk (term-index.ts) against the plainest reading of its rule: every document, newest
// first, kept when each group has one of its terms and the excluded query does not match it. Random indexes
// with rare and common terms, queries of one to four groups of one to many terms, caps from 1 to past every
// match: walks of one window and of many, groups intersected by marking and checked per document.
import { describe, expect, it } from 'vitest';
import { createRandom } from '#api/db/seed/random.ts';
import { TermIndexBuilder, documentCount, newestMatching, termSet, type TermIndex, type TermSet } from './term-index.ts';

const { next: rand } = createRandom(16);
const TERMS = 300;

const NAMES = Array.from({ length: TERMS }, (_, t) => `t${String(t).padStart(3, '0')}`);

/** Documents of a few terms each, term t drawn with a frequency from ~60 % (t = 0) down to a few documents. */
function randomIndex(docCount: number): { index: TermIndex; docs: Set<string>[] } {
  const builder = new TermIndexBuilder(false);
  const docs: Set<string>[] = [];
  for (let d = 0; d < docCount; d++) {
    const terms = new Set(NAMES.filter((_, t) => rand() < 0.6 / (1 + t * 0.7)));
    for (const name of terms) builder.count(builder.idOf(name), 1);
    builder.endDocument();
    docs.push(terms);
  }
  return { index: builder.finish(), docs };
}

/** A group of one to many terms, common or rare (terms no document has are left out of its set). */
function randomGroup(index: TermIndex): { names: Set<string>; set: TermSet } {
  const range = rand() < 0.5 ? 8 : TERMS;
  const size = Math.min(range, rand() < 0.5 ? 1 : 1 + Math.floor(rand() * (rand() < 0.2 ? 60 : 5)));
  const names = new Set<string>();
  while (names.size < size) names.add(NAMES[Math.floor(rand() * range * (rand() < 0.5 ? 1 : rand()))]!);
  const ids = [...names].map((name) => index.terms.indexOf(name)).filter((id) => id >= 0);
  return { names, set: termSet(index, Int32Array.from(ids)) };
}

const matchesAll = (terms: Set<string>, groups: { names: Set<string> }[]) => groups.length > 0 && groups.every(({ names }) => [...names].some((name) => terms.has(name)));
const sets = (groups: { set: TermSet }[]) => groups.map(({ set }) => set);

describe('newestMatching', () => {
  it('finds the newest documents that have a term of every group, leaving out the excluded query, up to the cap', () => {
    let compared = 0;
    for (const docCount of [1, 700, 5_000, 20_000]) {
      const { index, docs } = randomIndex(docCount);
      for (let q = 0; q < 60; q++) {
        const groups = Array.from({ length: 1 + Math.floor(rand() * 4) }, () => randomGroup(index));
        const excluded = rand() < 0.4 ? Array.from({ length: 1 + Math.floor(rand() * 2) }, () => randomGroup(index)) : null;
        const limit = [1, 3, 20, 100, 1_000, docCount + 1][Math.floor(rand() * 6)]!;
        const expected: number[] = [];
        for (let d = docCount - 1; d >= 0 && expected.length < limit; d--) {
          if (matchesAll(docs[d]!, groups) && !(excluded && matchesAll(docs[d]!, excluded))) expected.push(d);
        }
        const found = newestMatching(index, sets(groups), docCount, limit, excluded ? { index, groups: sets(excluded) } : undefined);
        expect(found, `docs ${docCount}, limit ${limit}, query ${q}`).toEqual(expected);
        compared += 1;
      }
    }
    expect(compared).toBe(240);
  });

  it('counts the documents that have any of a set\'s terms', () => {
    const { index, docs } = randomIndex(3_000);
    for (let q = 0; q < 40; q++) {
      const group = randomGroup(index);
      expect(documentCount(index, group.set, docs.length)).toBe(docs.filter((terms) => matchesAll(terms, [group])).length);
    }
  });
});
