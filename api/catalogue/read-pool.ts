// SQLite only: catalogue readers in worker threads. better-sqlite3 is synchronous, so a list read on the
// server's connection stalls every other request while it runs; each reader here has its own read-only
// connection (WAL lets readers run beside the writer) and builds whole answers, bytes included, so the
// main thread only sends them. A database that is asynchronous itself needs no pool (list-reads.ts then
// builds lists on its own connection). docs/decisions/022-interactive-early-and-cheap-lists.md.
import { Worker } from 'node:worker_threads';
import type { Db } from '#api/db/client.ts';
import type { ListAnswer, ListJob } from './list-reads.ts';

/** What the main thread asks a reader about a database file; a reader answers `{ id, answer }` or `{ id, error }`. */
export type ReaderRequest = { id: number; file: string } & ({ job: ListJob } | { sqlTexts: true });
export type ReaderReply = { id: number; answer?: ListAnswer | string[]; error?: { message: string; stack?: string } };

type Task = { request: ReaderRequest; background: boolean; resolve: (value: never) => void; reject: (err: Error) => void };
/**
 * A reader and the reads sent to it that it has not answered yet (it keeps its own queue: read-worker.ts);
 * `ready` once it has answered one (until then it is still loading, and gets no more than the read that started it).
 */
type Reader = { worker: Worker; tasks: Map<number, Task>; ready: boolean };

// In development and tests the worker is TypeScript, loaded through tsx; the build compiles it next to
// the server (scripts/build-server.mjs), and `import.meta.url` tells which of the two this is.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './read-worker.ts' : './read-worker.js', import.meta.url);

function startWorker(): Worker {
  const workerData = { entry: workerUrl.href };
  if (!fromSource) return new Worker(workerUrl, { workerData });
  // A worker does not inherit the parent's `--import tsx` hooks (nor vitest's): it registers tsx itself.
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `const { workerData } = require('node:worker_threads'); import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.entry); });`;
  return new Worker(boot, { eval: true, workerData: { ...workerData, tsx } });
}

/**
 * Reads are handed to a reader as soon as they are asked for, not when it answers the one before: a reader
 * keeps its own queue (read-worker.ts). Its answer reaches this thread only at this thread's next event-loop
 * turn, which under load takes tens of milliseconds; a reader that waited for it to send the next read idled
 * for most of that turn (docs/decisions/022, "Long tail, fifth round").
 */
export class ReadPool {
  private readonly readers: Reader[] = [];
  private nextId = 1;
  private closed = false;

  /** Readers start on the first read, up to `size`, each when every started one is busy. */
  constructor(readonly size: number) {}

  /**
   * A list's answer built by a reader from the database in `file`. A `background` job (a lagging list's new
   * answer nobody waits for) is read after every other job sent to the same reader.
   */
  run(file: string, job: ListJob): Promise<ListAnswer> {
    return this.send({ id: this.nextId++, file, job });
  }

  /** Every SQL text the started readers have prepared on `file` (the query-plan test explains them). */
  async sqlTexts(file: string): Promise<string[]> {
    const idle = this.readers.filter((r) => r.tasks.size === 0).map((r) => this.sendTo(r, { id: this.nextId++, file, sqlTexts: true }) as Promise<string[]>);
    return (await Promise.all(idle)).flat();
  }

  get started() {
    return this.readers.length;
  }

  /** Reads someone waits for that are queued behind another, per reader, once every reader is started (else 0). */
  get waitingPerReader() {
    if (this.readers.length < this.size) return 0;
    const waited = this.readers.reduce((sum, r) => sum + foreground(r), 0);
    return Math.max(0, waited - this.readers.length) / this.size;
  }

  /** Starts the first reader now, so the first list does not wait for it to load. */
  warm() {
    if (this.readers.length === 0 && !this.closed) this.start().worker.unref();
  }

  /** Stops every reader; reads not yet answered fail. */
  async close() {
    this.closed = true;
    const readers = this.readers.splice(0);
    for (const reader of readers) failTasks(reader, new Error('catalogue readers stopped'));
    await Promise.all(readers.map((r) => r.worker.terminate()));
  }

  private send<T>(request: ReaderRequest): Promise<T> {
    if (this.closed) return Promise.reject(new Error('catalogue readers stopped'));
    const idle = this.readers.find((r) => r.tasks.size === 0);
    const reader = idle ?? (this.readers.length < this.size ? this.start() : this.leastBusy());
    return this.sendTo(reader, request);
  }

  private leastBusy(): Reader {
    const ready = this.readers.filter((r) => r.ready);
    return (ready.length > 0 ? ready : this.readers).reduce((best, r) => (foreground(r) < foreground(best) ? r : best));
  }

  private sendTo<T>(reader: Reader, request: ReaderRequest): Promise<T> {
    const background = 'job' in request && request.job.background === true;
    return new Promise<T>((resolve, reject) => {
      reader.tasks.set(request.id, { request, background, resolve: resolve as (value: never) => void, reject });
      // Only a reader at work keeps the process alive: an idle pool never holds a process that is done.
      reader.worker.ref();
      reader.worker.postMessage(request);
    });
  }

  private start(): Reader {
    const reader: Reader = { worker: startWorker(), tasks: new Map(), ready: false };
    reader.worker.on('message', (reply: ReaderReply) => {
      const task = reader.tasks.get(reply.id);
      if (!task) return;
      reader.tasks.delete(reply.id);
      reader.ready = true;
      if (reader.tasks.size === 0) reader.worker.unref();
      if (reply.error) task.reject(Object.assign(new Error(reply.error.message), { stack: reply.error.stack }));
      else task.resolve(reply.answer as never);
    });
    // A reader that crashed fails the reads sent to it and is replaced by the next read.
    const fail = (err: Error) => {
      const index = this.readers.indexOf(reader);
      if (index < 0) return;
      this.readers.splice(index, 1);
      failTasks(reader, err);
    };
    reader.worker.on('error', fail);
    reader.worker.on('exit', (code) => fail(new Error(`catalogue reader exited (${code})`)));
    this.readers.push(reader);
    return reader;
  }
}

const foreground = (reader: Reader) => {
  let count = 0;
  for (const task of reader.tasks.values()) if (!task.background) count += 1;
  return count;
};

function failTasks(reader: Reader, err: Error) {
  for (const task of reader.tasks.values()) task.reject(err);
  reader.tasks.clear();
}

/** The readers of one database. */
export type CatalogueReaders = {
  run(job: ListJob): Promise<ListAnswer>;
  sqlTexts(): Promise<string[]>;
  /** How many readers have started. */
  readonly started: number;
  /** Reads waiting for a reader, per reader (0 while one is free). */
  readonly waitingPerReader: number;
  /** Starts the first reader before the first list needs it. */
  warm(): void;
  /** Stops the readers (a shared pool's stay for the process's other databases; idle, they hold nothing). */
  close(): Promise<void>;
};

const byDb = new WeakMap<Db, CatalogueReaders>();
/** Pools that serve every database of this process that asks to share (tests: one app after another). */
const sharedPools = new Map<number, ReadPool>();

/**
 * Starts catalogue readers for a database opened and migrated on this thread (api/db/client.ts); lists are
 * then built by them. A size of 0 keeps lists on this thread. `shared`: the readers serve this process's
 * other databases too, so tests that make app after app start readers once.
 */
export function startReadPool(db: Db, size: number, { shared = false } = {}): CatalogueReaders | null {
  if (size < 1) return null;
  let pool = shared ? sharedPools.get(size) : undefined;
  if (!pool) {
    pool = new ReadPool(size);
    if (shared) sharedPools.set(size, pool);
  }
  const file = db.$client.name;
  const readers: CatalogueReaders = {
    run: (job) => pool.run(file, job),
    sqlTexts: () => pool.sqlTexts(file),
    get started() {
      return pool.started;
    },
    get waitingPerReader() {
      return pool.waitingPerReader;
    },
    warm: () => pool.warm(),
    close: async () => {
      byDb.delete(db);
      if (!shared) await pool.close();
    },
  };
  byDb.set(db, readers);
  return readers;
}

export const readPoolFor = (db: Db): CatalogueReaders | undefined => byDb.get(db);
