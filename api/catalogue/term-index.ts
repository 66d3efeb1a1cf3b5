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

// One stamp array per document count, reused: marking a set's documents costs its postings, never a clearing.
let stamps = new Int32Array(0);
let stamp = 0;

function nextStamp(docCount: number): number {
  // Room for the stamps a newestMatching call adds after its first (one per group).
  if (stamps.length < docCount || stamp > 0x7fff0000) {
    stamps = new Int32Array(Math.max(docCount, stamps.length));
    stamp = 0;
  }
  return ++stamp;
}

function markDocs(index: TermIndex, set: TermSet, docCount: number): number {
  const mark = nextStamp(docCount);
  const { termStart, postings } = index;
  const marks = stamps;
  for (const id of set.ids) {
    for (let i = termStart[id]!, end = termStart[id + 1]!; i < end; i++) marks[postings[i]!] = mark;
  }
  return mark;
}

/** How many documents have at least one of the set's terms. */
export function documentCount(index: TermIndex, set: TermSet, docCount: number): number {
  if (set.ids.length === 1) return set.postings;
  const mark = markDocs(index, set, docCount);
  const marks = stamps;
  let count = 0;
  for (let doc = 0; doc < docCount; doc++) if (marks[doc] === mark) count++;
  return count;
}

/**
 * The newest documents (highest first) that match every group (a group: one of its terms), at most `limit`,
 * skipping those `skip` refuses. Groups are intersected by marking, fewest postings first: each group's postings
 * keep the documents the groups before it marked. A group with many more postings than documents left is
 * checked per document instead, in each one's own terms, during the walk downwards that collects the matches.
 */
export function newestMatching(index: TermIndex, groups: TermSet[], docCount: number, limit: number, skip?: (doc: number) => boolean): number[] {
  const found: number[] = [];
  if (groups.length === 0 || groups.some((group) => group.postings === 0)) return found;
  const [driver, ...rest] = [...groups].sort((a, b) => a.postings - b.postings);
  let mark = markDocs(index, driver!, docCount);
  let last = driver!;
  const checked: TermSet[] = [];
  const { termStart, postings } = index;
  const marks = stamps;
  for (const group of rest) {
    if (group.postings > driver!.postings * TERMS_PER_CHECK) {
      checked.push(group);
      continue;
    }
    const kept = ++stamp;
    for (const id of group.ids) {
      for (let i = termStart[id]!, end = termStart[id + 1]!; i < end; i++) {
        const doc = postings[i]!;
        if (marks[doc] === mark) marks[doc] = kept;
      }
    }
    mark = kept;
    last = group;
  }
  const accept = (doc: number) => {
    for (const group of checked) if (!hasAny(index, doc, group)) return false;
    return !skip?.(doc);
  };
  // Few candidates: gathered from the last marking group's postings and sorted, rather than a walk of every document.
  if (last.postings * SORT_COST < docCount) {
    const candidates: number[] = [];
    const taken = ++stamp;
    for (const id of last.ids) {
      for (let i = termStart[id]!, end = termStart[id + 1]!; i < end; i++) {
        const doc = postings[i]!;
        if (marks[doc] === mark) {
          marks[doc] = taken;
          candidates.push(doc);
        }
      }
    }
    candidates.sort((a, b) => b - a);
    for (const doc of candidates) {
      if (found.length >= limit) break;
      if (accept(doc)) found.push(doc);
    }
    return found;
  }
  for (let doc = docCount - 1; doc >= 0 && found.length < limit; doc--) {
    if (marks[doc] === mark && accept(doc)) found.push(doc);
  }
  return found;
}

/** Sorting a candidate costs about this many steps of the walk over every document. */
const SORT_COST = 16;

/** About what checking one document against a group costs, in postings marked (a document has tens of terms). */
const TERMS_PER_CHECK = 16;

// A second stamp array: the documents markMatching marked stay marked while newestMatching uses the first.
let kept = new Int32Array(0);
let keptStamp = 0;

/** Every document that matches all groups, as a test (valid until markMatching is called again). */
export function markMatching(index: TermIndex, groups: TermSet[], docCount: number): (doc: number) => boolean {
  if (kept.length < docCount || keptStamp === 0x7fffffff) {
    kept = new Int32Array(Math.max(docCount, kept.length));
    keptStamp = 0;
  }
  const mark = ++keptStamp;
  const marks = kept;
  if (groups.length > 0 && groups.every((group) => group.postings > 0)) {
    const sorted = [...groups].sort((a, b) => a.postings - b.postings);
    let current = markDocs(index, sorted[0]!, docCount);
    const { termStart, postings } = index;
    for (const group of sorted.slice(1)) {
      const next = ++stamp;
      for (const id of group.ids) {
        for (let i = termStart[id]!, end = termStart[id + 1]!; i < end; i++) if (stamps[postings[i]!] === current) stamps[postings[i]!] = next;
      }
      current = next;
    }
    for (const id of sorted.at(-1)!.ids) {
      for (let i = termStart[id]!, end = termStart[id + 1]!; i < end; i++) if (stamps[postings[i]!] === current) marks[postings[i]!] = mark;
    }
  }
  return (doc) => marks[doc] === mark;
}
