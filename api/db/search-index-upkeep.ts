// Keeps the SQLite search tables' FTS5 indexes in one segment each, merging in small steps off the request
// path (docs/decisions/022, "Long tail, seventh round"). Every write adds a segment (b-tree) to an FTS5
// index and FTS5 merges them only in fours, so a catalogue built or edited in batches is searched through
// 8–10 segments, each looked up per word. One segment makes a search's index work cheaper; the merge itself
// is a write of the whole index, done here in bounded steps the event loop interleaves with requests.
// SQLite only: PostgreSQL's search index (api/catalogue/pg/) needs none of this.
import type Database from 'better-sqlite3';

export const SEARCH_INDEX_TABLES = ['product_search_words', 'product_search_trigrams', 'store_search_words', 'store_search_trigrams'] as const;
export type SearchIndexTable = (typeof SEARCH_INDEX_TABLES)[number];

/**
 * Leaf pages a step merges at most: ~3–5 ms on 100,000 products; a step that also checkpoints the WAL (its
 * 1,000 pages) takes 15–35 ms, like any other write that does.
 */
export const MERGE_STEP_PAGES = 50;

// The structure record (rowid 10 of the table's %_data): a 4-byte cookie, a 4-byte marker in the newer
// format (contentless_delete tables), then varints: levels, segments, write counter, the levels' segments.
const STRUCTURE_ROWID = 10;
const STRUCTURE_V2_MARKER = 0xff000001;

/** The table's structure record: it changes whenever the index is written, so it tells whether writes have paused. */
function structureRecord(sqlite: Database.Database, table: SearchIndexTable): Buffer | null {
  return (sqlite.prepare(`SELECT block FROM ${table}_data WHERE id = ?`).pluck().get(STRUCTURE_ROWID) as Buffer | undefined) ?? null;
}

/** SQLite's varint (big-endian, 7 bits a byte, the ninth byte whole); only small counts are read here. */
function readVarint(bytes: Buffer, start: number): { value: number; next: number } {
  let value = 0;
  let at = start;
  for (let n = 0; n < 9; n++) {
    const byte = bytes[at++] ?? 0;
    if (n === 8) return { value: value * 256 + byte, next: at };
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) break;
  }
  return { value, next: at };
}

function segmentsIn(structure: Buffer | null): number {
  if (!structure || structure.length < 6) return 0;
  const start = structure.length >= 8 && structure.readUInt32BE(4) === STRUCTURE_V2_MARKER ? 8 : 4;
  return readVarint(structure, readVarint(structure, start).next).value;
}

/** How many segments the table's index is searched through (0 while it is empty). */
export function searchIndexSegments(sqlite: Database.Database, table: SearchIndexTable): number {
  return segmentsIn(structureRecord(sqlite, table));
}

/**
 * One bounded merge step: at most about `pages` leaf pages written. A pass's first step gives FTS5 a negative
 * count (merge every level, however few segments); the later ones a positive count, which carries on that
 * merge without restarting it when a write adds a segment meanwhile (FTS5's 'merge' command). Returns
 * whether it merged anything: a pass is over when a step changes fewer than two rows.
 */
export function mergeSearchIndexStep(sqlite: Database.Database, table: SearchIndexTable, pages: number, startsPass: boolean): boolean {
  const changes = sqlite.prepare('SELECT total_changes()').pluck();
  const before = changes.get() as number;
  sqlite.prepare(`INSERT INTO ${table}(${table}, rank) VALUES ('merge', ?)`).run(startsPass ? -pages : pages);
  return (changes.get() as number) - before >= 2;
}

/** Merges one table's index into one segment, step after step, synchronously. */
function mergeToOneSegment(sqlite: Database.Database, table: SearchIndexTable, pages: number): void {
  if (searchIndexSegments(sqlite, table) <= 1) return;
  let startsPass = true;
  while (mergeSearchIndexStep(sqlite, table, pages, startsPass)) startsPass = false;
}

/**
 * Every search table in one segment, synchronously (~1 s on 100,000 products): for scripts that build or
 * import a catalogue before a server opens it (seeding, benchmarks), never on a request's path.
 */
export function compactSearchIndex(sqlite: Database.Database, pages = MERGE_STEP_PAGES): void {
  for (const table of SEARCH_INDEX_TABLES) mergeToOneSegment(sqlite, table, pages);
}

export type SearchIndexUpkeepOptions = {
  /**
   * How often the tables' structure is looked at (a few µs a table). A pass starts only after a table's index
   * went unwritten for one whole check, so a batch being written is left to finish first.
   */
  checkEveryMs?: number;
  /** The pause between two steps: requests run in it. */
  stepGapMs?: number;
  pages?: number;
  /** The least time from the end of one table's pass to the start of its next: bounds the rewriting under steady edits. */
  passGapMs?: number;
  onStep?: (step: { table: SearchIndexTable; ms: number; merged: boolean }) => void;
  onError?: (err: unknown) => void;
};

/**
 * The rule (docs/decisions/022, "Long tail, seventh round"): a table whose index has more than one segment
 * and was not written between two checks is merged back into one, one step of at most `pages` leaf pages per
 * timer turn with `stepGapMs` between, one table at a time; a table is merged again at most once per
 * `passGapMs` (FTS5's own merging keeps the segments from new edits few meanwhile). Returns stop().
 */
export function keepSearchIndexCompact(sqlite: Database.Database, options: SearchIndexUpkeepOptions = {}): { stop: () => void } {
  const { checkEveryMs = 2_000, stepGapMs = 20, pages = MERGE_STEP_PAGES, passGapMs = 10 * 60_000, onStep, onError } = options;
  const seen = new Map<SearchIndexTable, Buffer | null>();
  const passEnded = new Map<SearchIndexTable, number>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const schedule = (ms: number, run: () => void) => {
    if (stopped) return;
    timer = setTimeout(() => {
      try {
        run();
      } catch (err) {
        // A busy database (a backup, another process) or a closed one: try again at the next check.
        onError?.(err);
        schedule(checkEveryMs, check);
      }
    }, ms);
    timer.unref();
  };

  const step = (table: SearchIndexTable, startsPass: boolean) => {
    const started = performance.now();
    const merged = mergeSearchIndexStep(sqlite, table, pages, startsPass);
    onStep?.({ table, ms: performance.now() - started, merged });
    if (merged) return schedule(stepGapMs, () => step(table, false));
    passEnded.set(table, Date.now());
    seen.set(table, structureRecord(sqlite, table));
    schedule(stepGapMs, check);
  };

  const check = () => {
    for (const table of SEARCH_INDEX_TABLES) {
      const structure = structureRecord(sqlite, table);
      const quiet = seen.has(table) && sameBytes(seen.get(table)!, structure);
      seen.set(table, structure);
      const rested = Date.now() - (passEnded.get(table) ?? -Infinity) >= passGapMs;
      if (quiet && rested && segmentsIn(structure) > 1) return schedule(0, () => step(table, true));
    }
    schedule(checkEveryMs, check);
  };

  schedule(checkEveryMs, check);
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

const sameBytes = (a: Buffer | null, b: Buffer | null) => (a && b ? a.equals(b) : a === b);
