// SQLite only: things a catalogue reader builds from the whole catalogue, once per state of it, to answer
// searches without SQL (search-memory.ts, search-columns.ts). Rules (docs/decisions/022, "Long tail, eighth
// round"): a state of the catalogue is built once it has been searched `afterSearches` times (a state a write
// replaces at once is never built), at most once per `gapMs`, and only in a worker thread. It is read in slices
// of about `sliceMs` between the reader's reads (yielding to queued reads), on a connection of its own whose read transaction keeps one
// snapshot throughout; until it is ready, SQL answers.
import { isMainThread } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { openReadOnlyDatabase, type Db } from '#api/db/client.ts';
import { catalogueVersion } from './cache.ts';

export const readerBuildRules = {
  afterSearches: 20,
  gapMs: 30_000,
  sliceMs: 8,
  onMainThread: false,
  /**
   * Whether reads someone waits for are queued (the reader sets it, read-worker.ts): a build then takes one slice
   * per `busyGapMs` at most, so it never holds queued reads back by more than a slice, yet ends under any load.
   */
  busy: (): boolean => false,
  busyGapMs: 50,
};

/**
 * What a build reads: statements whose rows it takes one at a time, then what it makes of them. A `keyed`
 * statement reads rows in ascending doc_id (its first column) from `doc_id > ?` with `LIMIT ?`, a chunk at a time.
 * A `cursor` statement too, in any order: `sql(null)` reads the first chunk (`LIMIT ?`), `sql(after)` the chunk
 * after the row whose place `cursor` gives (its parameters, then `LIMIT ?`).
 */
export type BuildSteps<T> = { statements: BuildStatement[]; finish: () => T };
type BuildStatement = { add: (row: unknown[]) => void } & (
  | { sql: string; keyed?: boolean; cursor?: undefined }
  | { sql: (after: unknown[] | null) => string; cursor: (row: unknown[]) => unknown[]; keyed?: undefined }
);

/** A chunk of a statement's rows after `after` (keyed and cursor statements), or all of them. */
function readChunk(sqlite: Database.Database, step: BuildStatement, after: unknown[] | null): unknown[][] {
  if (step.cursor) return sqlite.prepare(step.sql(after)).raw().all(...(after ?? []), CHUNK_ROWS) as unknown[][];
  const rows = sqlite.prepare(step.sql).raw();
  return (step.keyed ? rows.all(after?.[0] ?? -1, CHUNK_ROWS) : rows.all()) as unknown[][];
}

/** Where the next chunk of `step` starts after `rows`, or null when `step` is read to its end. */
function nextAfter(step: BuildStatement, rows: unknown[][]): unknown[] | null {
  if (rows.length < CHUNK_ROWS || !(step.keyed || step.cursor)) return null;
  return step.cursor ? step.cursor(rows.at(-1)!) : [rows.at(-1)![0]];
}

type State<T> = { stamp: string; searches: number; builtAt: number; built: { stamp: string; value: T } | null; building: Promise<T | null> | null };

/** The state of the catalogue a connection reads: version, generation and (`withCounters`) the counters. */
export function catalogueState(db: Db, withCounters: boolean): string {
  const { version, generation, counters } = catalogueVersion(db);
  return withCounters ? `${version}.${generation}.${counters}` : `${version}.${generation}`;
}

const STATE_SQL = 'SELECT version, counters FROM catalogue_version WHERE id = 1';

export class ReaderBuilt<T> {
  private readonly states = new WeakMap<object, State<T>>();

  /**
   * `steps` plans a build on a connection inside its read transaction; `withCounters`: the value holds counters
   * (ratings, sales), so a change of them makes it stale too.
   */
  constructor(
    private readonly steps: (sqlite: Database.Database) => BuildSteps<T>,
    private readonly withCounters: boolean,
  ) {}

  /** The value for the state of the catalogue `db` reads, if it is built; else null (and its build may start). */
  for(db: Db): T | null {
    const stamp = catalogueState(db, this.withCounters);
    let state = this.states.get(db.$client);
    if (!state) {
      state = { stamp, searches: 0, builtAt: -Infinity, built: null, building: null };
      this.states.set(db.$client, state);
    }
    if (state.built?.stamp === stamp) return state.built.value;
    if (state.stamp !== stamp) Object.assign(state, { stamp, searches: 0, built: null });
    state.searches += 1;
    const { afterSearches, gapMs, onMainThread } = readerBuildRules;
    const due = (!isMainThread || onMainThread) && !db.$client.memory && state.searches >= afterSearches && performance.now() - state.builtAt >= gapMs;
    if (due && !state.building) this.start(db.$client.name, state, catalogueVersion(db).generation);
    return null;
  }

  /** The build under way for `db`'s database, if any (tests and benchmarks wait for it). */
  building(db: Db): Promise<T | null> | null {
    return this.states.get(db.$client)?.building ?? null;
  }

  /** Builds the value now, on `db` inside the transaction it is in (tests and benchmarks). */
  buildNow(db: Db): T {
    const steps = this.steps(db.$client);
    for (const step of steps.statements) {
      let after: unknown[] | null = null;
      do {
        const rows = readChunk(db.$client, step, after);
        for (const row of rows) step.add(row);
        after = nextAfter(step, rows);
      } while (after);
    }
    return steps.finish();
  }

  private start(file: string, state: State<T>, generation: number) {
    state.builtAt = performance.now();
    const { $client: sqlite } = openReadOnlyDatabase(file);
    state.building = new Promise<T | null>((resolve) => {
      const end = (built: { stamp: string; value: T } | null) => {
        if (sqlite.inTransaction) sqlite.prepare('COMMIT').run();
        sqlite.close();
        state.building = null;
        if (built && built.stamp === state.stamp) state.built = built;
        resolve(built?.value ?? null);
      };
      const stateSql = sqlite.prepare(STATE_SQL).raw();
      const stampNow = () => {
        const [version, counters] = stateSql.get() as [number, number];
        return this.withCounters ? `${version}.${generation}.${counters}` : `${version}.${generation}`;
      };
      // Each slice reads in a short transaction of its own (a long one would keep the writer's checkpoints from
      // finishing for the whole build): a keyed statement a chunk of rows after the last doc_id read, another one
      // whole. Every slice checks the catalogue is still in the state the first one read, else the build is
      // dropped: its value would belong to no state anyone reads.
      let stamp: string | null = null;
      let steps: BuildSteps<T> | null = null;
      let after: unknown[] | null = null;
      let lastSlice = -Infinity;
      const slice = () => {
        try {
          const now = performance.now();
          if (readerBuildRules.busy() && now - lastSlice < readerBuildRules.busyGapMs) return void setTimeout(slice, 5);
          lastSlice = now;
          sqlite.prepare('BEGIN').run();
          if (stamp === null) {
            stamp = stampNow();
            steps = this.steps(sqlite);
          } else if (stampNow() !== stamp) return end(null);
          const until = now + readerBuildRules.sliceMs;
          do {
            const next = steps!.statements[0];
            if (!next) {
              sqlite.prepare('COMMIT').run();
              return void setImmediate(() => end({ stamp: stamp!, value: steps!.finish() }));
            }
            const rows = readChunk(sqlite, next, after);
            for (const row of rows) next.add(row);
            after = nextAfter(next, rows);
            if (!after) steps!.statements.shift();
          } while (performance.now() < until);
          sqlite.prepare('COMMIT').run();
          setImmediate(slice);
        } catch {
          end(null); // the database went away (a test's, or a reader's file closed): SQL answers, as before
        }
      };
      setImmediate(slice);
    });
  }
}

/** Rows a keyed statement reads at a time (~2–5 ms of a build). */
const CHUNK_ROWS = 100;
