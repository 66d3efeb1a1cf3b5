// An inverted index in typed arrays, for one catalogue version's search documents (api/catalogue/search-memory.ts):
// the terms in sorted order, each term's documents, and each document's terms. Documents are numbered by their
// place in ascending doc_id order, so "newest first" is a walk downwards.

/** Terms and postings of one kind of text (the words of the word index, or the words of the substring index's text). */
export type TermIndex = {
  /** Distinct terms, sorted (a prefix's terms are one range). */
  terms: string[];
  /** termStart[t]..termStart[t + 1]: the documents of term t in `postings`, ascending. */
  termStart: Int32Array;
  postings: Int32Array;
  /** docStart[d]..docStart[d + 1]: document d's distinct terms in `docTerms`, and each one's weight in `docWeights` (if weighted). */
  docStart: Int32Array;
  docTerms: Int32Array;
  docWeights: Int32Array;
};

/**
 * Builds an index one document at a time (documents in ascending doc_id order), so that a reader can build it
 * between reads: terms get ids as they come, and `finish` renumbers them in sorted order and lays out the postings.
 */
export class TermIndexBuilder {
  private readonly ids = new Map<string, number>();
  private docStart = [0];
  private docTerms = new Int32Array(1 << 16);
  private docWeights = new Int32Array(1 << 16);
  private entries = 0;
  // The document being added: its terms' summed weights by term id, and which ids it has.
  private pending = new Int32Array(1 << 12);
  private readonly touched: number[] = [];

  /** `weighted`: keep each term's weight in each document (bm25 needs them; matching alone does not). */
  constructor(private readonly weighted = true) {}

  /** The term's id (in the order terms were first seen). */
  idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(term, id);
      if (id >= this.pending.length) this.pending = grow(this.pending, this.pending.length * 2);
    }
    return id;
  }

  /** Adds `weight` (at least 1) to term `id` in the document being added. */
  count(id: number, weight: number) {
    if (this.pending[id] === 0) this.touched.push(id);
    this.pending[id]! += weight;
  }

  /** Ends the document being added (documents come in ascending doc_id order). */
  endDocument() {
    const { touched, pending } = this;
    if (this.entries + touched.length > this.docTerms.length) {
      const size = Math.max(this.docTerms.length * 2, this.entries + touched.length);
      this.docTerms = grow(this.docTerms, size);
      if (this.weighted) this.docWeights = grow(this.docWeights, size);
    }
    for (const id of touched) {
      if (this.weighted) this.docWeights[this.entries] = pending[id]!;
      this.docTerms[this.entries++] = id;
      pending[id] = 0;
    }
    touched.length = 0;
    this.docStart.push(this.entries);
  }

  finish(): TermIndex {
    const terms = [...this.ids.keys()].sort();
    const renumbered = new Int32Array(terms.length);
    terms.forEach((term, sorted) => (renumbered[this.ids.get(term)!] = sorted));
    const entries = this.entries;
    const docTerms = this.docTerms.slice(0, entries);
    const termStart = new Int32Array(terms.length + 1);
    for (let i = 0; i < entries; i++) {
      docTerms[i] = renumbered[docTerms[i]!]!;
      termStart[docTerms[i]! + 1]! += 1;
    }
    for (let t = 0; t < terms.length; t++) termStart[t + 1]! += termStart[t]!;
    const docStart = Int32Array.from(this.docStart);
    const fill = termStart.slice(0, terms.length);
    const postings = new Int32Array(entries);
    for (let doc = 0; doc + 1 < docStart.length; doc++) {
      for (let i = docStart[doc]!; i < docStart[doc + 1]!; i++) postings[fill[docTerms[i]!]!++] = doc;
    }
    return { terms, termStart, postings, docStart, docTerms, docWeights: this.weighted ? this.docWeights.slice(0, entries) : new Int32Array(0) };
  }
}

function grow(array: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(size);
  grown.set(array);
  return grown;
}

/** The ids of the terms that start with `prefix` (a range of the sorted terms). */
export function termsWithPrefix(index: TermIndex, prefix: string): Int32Array {
  const { terms } = index;
  const low = firstWhere(terms.length, (i) => terms[i]! >= prefix);
  const high = firstWhere(terms.length, (i) => terms[i]! > prefix && !terms[i]!.startsWith(prefix));
  return Int32Array.from({ length: Math.max(0, high - low) }, (_, i) => low + i);
}

/** The id of `term` alone, if the index has it. */
export function exactTerm(index: TermIndex, term: string): Int32Array {
  const at = firstWhere(index.terms.length, (i) => index.terms[i]! >= term);
  return index.terms[at] === term ? Int32Array.of(at) : new Int32Array(0);
}

/** The smallest i in [0, length) for which `test` holds (it holds for every i after), else length. */
function firstWhere(length: number, test: (i: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (test(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** A set of terms: any of them matches. Its flags answer "is term t one of them" in one read. */
export type TermSet = { ids: Int32Array; flags: Uint8Array; postings: number };

export function termSet(index: TermIndex, ids: Int32Array): TermSet {
  const flags = new Uint8Array(index.terms.length);
  let postings = 0;
  for (const id of ids) {
    flags[id] = 1;
    postings += index.termStart[id + 1]! - index.termStart[id]!;
  }
  return { ids, flags, postings };
}

/** Whether document `doc` has one of the set's terms. */
export function hasAny(index: TermIndex, doc: number, set: TermSet): boolean {
  for (let i = index.docStart[doc]!; i < index.docStart[doc + 1]!; i++) if (set.flags[index.docTerms[i]!]) return true;
  return false;
}

/** The sum of the weights of the set's terms in document `doc` (0 when it has none). */
export function weightOf(index: TermIndex, doc: number, set: TermSet): number {
  let sum = 0;
  for (let i = index.docStart[doc]!; i < index.docStart[doc + 1]!; i++) if (set.flags[index.docTerms[i]!]) sum += index.docWeights[i]!;
  return sum;
}

/**
 * A stamp by document, reused: marking a set of documents costs its postings, never a clearing (a document is
 * marked when its stamp is the current one).
 */
class Stamps {
  marks = new Int32Array(0);
  private last = 0;

  /** Makes room for `docCount` documents, and for the stamps of one walk (a few per window). */
  begin(docCount: number) {
    if (this.marks.length < docCount || this.last > 0x7f000000) {
      this.marks = new Int32Array(Math.max(docCount, this.marks.length));
      this.last = 0;
    }
  }

  next(): number {
    return ++this.last;
  }
}

// Two: a walk's own matches, and the ones of another query it leaves out (newestMatching's `exclude`).
const walkStamps = new Stamps();
const excludeStamps = new Stamps();

/** How many documents have at least one of the set's terms. */
export function documentCount(index: TermIndex, set: TermSet, docCount: number): number {
  if (set.ids.length === 1) return set.postings;
  walkStamps.begin(docCount);
  const mark = walkStamps.next();
  const marks = walkStamps.marks;
  const { termStart, postings } = index;
  let count = 0;
  for (const id of set.ids) {
    for (let i = termStart[id]!, end = termStart[id + 1]!; i < end; i++) {
      if (marks[postings[i]!] !== mark) {
        marks[postings[i]!] = mark;
        count++;
      }
    }
  }
  return count;
}

/**
 * The documents that match every group of a query, newest first, one window of documents at a time (each window
 * below the one before). Each term's postings are read from the newest end down to the window's start, so a walk
 * that stops after a page's cap of matches reads only the postings of the windows it needed, not every posting of
 * a common word. Within a window, groups are intersected by marking, fewest postings first; a group with many
 * more postings than the first is checked per document instead, in the document's own terms (`accepts`).
 */
class NewestWalk {
  private readonly marking: TermSet[] = [];
  private readonly checked: TermSet[] = [];
  /** Per marking group, per term: the end of the postings not read yet. */
  private readonly cursors: Int32Array[];
  /** Where the last window began in each of the last group's terms (its matches are read from there). */
  private readonly windowEnds: Int32Array;
  private current = 0;
  private readonly candidates: Int32Array;

  constructor(
    private readonly index: TermIndex,
    groups: TermSet[],
    private readonly stamps: Stamps,
    docCount: number,
  ) {
    const [driver, ...rest] = [...groups].sort((a, b) => a.postings - b.postings);
    this.marking.push(driver!);
    for (const group of rest) (group.postings > driver!.postings * TERMS_PER_CHECK ? this.checked : this.marking).push(group);
    this.cursors = this.marking.map((group) => Int32Array.from(group.ids, (id) => index.termStart[id + 1]!));
    this.candidates = new Int32Array(this.marking.at(-1)!.postings);
    this.windowEnds = new Int32Array(this.marking.at(-1)!.ids.length);
    stamps.begin(docCount);
  }

  /** The fewest postings of a group: the most matches there can be. */
  get most(): number {
    return this.marking[0]!.postings;
  }

  /**
   * The documents from `low` up to the last window's start (the first time: all above `low`) that every marking
   * group has, ascending. They stay marked (`has`) until the next window.
   */
  window(low: number): Int32Array {
    const { termStart, postings } = this.index;
    const { marks } = this.stamps;
    const last = this.marking.length - 1;
    let mark = 0;
    for (let g = 0; g <= last; g++) {
      const { ids } = this.marking[g]!;
      const cursors = this.cursors[g]!;
      const kept = this.stamps.next();
      for (let k = 0; k < ids.length; k++) {
        const begin = termStart[ids[k]!]!;
        const end = cursors[k]!;
        let i = end;
        while (i > begin && postings[i - 1]! >= low) i--;
        cursors[k] = i;
        if (g === last) this.windowEnds[k] = end;
        if (g === 0) for (let j = i; j < end; j++) marks[postings[j]!] = kept;
        else for (let j = i; j < end; j++) if (marks[postings[j]!] === mark) marks[postings[j]!] = kept;
      }
      mark = kept;
    }
    // The last group's postings in the window give its matches, each once (a document with two of its terms is
    // taken at the first).
    const taken = this.stamps.next();
    const { ids } = this.marking[last]!;
    let found = 0;
    for (let k = 0; k < ids.length; k++) {
      for (let j = this.cursors[last]![k]!, end = this.windowEnds[k]!; j < end; j++) {
        const doc = postings[j]!;
        if (marks[doc] === mark) {
          marks[doc] = taken;
          this.candidates[found++] = doc;
        }
      }
    }
    this.current = taken;
    const matches = this.candidates.subarray(0, found);
    // One term's postings come ascending already; several terms' are merged by sorting.
    if (ids.length > 1) matches.sort();
    return matches;
  }

  /** Whether `doc` has every group's terms (`doc` in the last window). */
  has(doc: number): boolean {
    return this.stamps.marks[doc] === this.current && this.accepts(doc);
  }

  /** Whether `doc` (one of a window's matches) has the terms of the groups checked per document. */
  accepts(doc: number): boolean {
    for (const group of this.checked) if (!hasAny(this.index, doc, group)) return false;
    return true;
  }
}

/**
 * The newest documents (highest first) that match every group (a group: one of its terms), at most `limit`,
 * leaving out those that match every group of `exclude` (another query on an index of the same documents).
 * Windows start where the fewest-postings group alone would give `limit` matches and double until enough are
 * found (docs/decisions/022, "Long tail, tenth round").
 */
export function newestMatching(index: TermIndex, groups: TermSet[], docCount: number, limit: number, exclude?: { index: TermIndex; groups: TermSet[] }): number[] {
  const found: number[] = [];
  if (groups.length === 0 || groups.some((group) => group.postings === 0)) return found;
  const walk = new NewestWalk(index, groups, walkStamps, docCount);
  const excluded = exclude && exclude.groups.length > 0 && exclude.groups.every((group) => group.postings > 0) ? new NewestWalk(exclude.index, exclude.groups, excludeStamps, docCount) : null;
  let width = Math.max(MIN_WINDOW, Math.ceil((docCount * limit) / walk.most));
  for (let high = docCount; high > 0 && found.length < limit; width *= 2) {
    const low = Math.max(0, high - width);
    const matches = walk.window(low);
    excluded?.window(low);
    for (let i = matches.length - 1; i >= 0 && found.length < limit; i--) {
      const doc = matches[i]!;
      if (walk.accepts(doc) && !excluded?.has(doc)) found.push(doc);
    }
    high = low;
  }
  return found;
}

/** The narrowest window a walk reads at once: narrower ones cost more in per-term steps than they save. */
const MIN_WINDOW = 1024;

/** About what checking one document against a group costs, in postings marked (a document has tens of terms). */
const TERMS_PER_CHECK = 16;
