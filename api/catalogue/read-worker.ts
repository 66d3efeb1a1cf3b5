// A catalogue reader (api/catalogue/read-pool.ts): a worker thread with its own read-only connections that
// builds list answers, one at a time, each inside one read transaction. An entry point, like api/server.ts:
// it runs the lists' services.
import { parentPort } from 'node:worker_threads';
import type { Statement } from 'better-sqlite3';
import { openReadOnlyDatabase, type Db } from '#api/db/client.ts';
import { readProductList } from '#api/products/products.service.ts';
import { readStoreList } from '#api/stores/stores.service.ts';
import { COUNTERS_LAG_MS, followGeneration } from './cache.ts';
import { answerList, type ListAnswer, type ListBuilder, type ListJob } from './list-reads.ts';
import { preparedSqlTexts } from './prepared.ts';
import { readerBuildRules } from './reader-builds.ts';
import type { ReaderReply, ReaderRequest } from './read-pool.ts';

type Connection = { db: Db; begin: Statement; commit: Statement };
/** Open connections by database file, least recently used first: one in production, a few in tests. */
const connections = new Map<string, Connection>();
const MAX_CONNECTIONS = 4;

function connectionTo(file: string): Connection {
  let connection = connections.get(file);
  if (connection) connections.delete(file);
  else {
    const db = openReadOnlyDatabase(file);
    connection = { db, begin: db.$client.prepare('BEGIN'), commit: db.$client.prepare('COMMIT') };
    if (connections.size >= MAX_CONNECTIONS) {
      const [oldest, old] = connections.entries().next().value!;
      connections.delete(oldest);
      old.db.$client.close();
    }
  }
  connections.set(file, connection);
  return connection;
}

const builders: Record<ListJob['list'], ListBuilder<never>> = { products: readProductList, stores: readStoreList };

/**
 * The answer from one snapshot at least as new as the version the main thread saw. A transaction begun
 * after the main thread's write committed always sees it (WAL); the check makes that a rule, not a hope:
 * an older snapshot is read again, and a reader that still lags fails the read rather than answer stale.
 */
async function answer({ db, begin, commit }: Connection, job: ListJob): Promise<ListAnswer> {
  followGeneration(job.expected.generation);
  for (let attempt = 0; attempt < 3; attempt++) {
    begin.run();
    try {
      const built = await answerList(db, job, builders[job.list]);
      if (built.version >= job.expected.version) return built;
    } finally {
      commit.run();
    }
  }
  throw new Error(`catalogue reader: its snapshot is older than catalogue version ${job.expected.version}`);
}

// One read at a time, from this reader's own queue: the main thread sends reads as they come (read-pool.ts).
// Reads someone waits for go first, in the order they came; a lagging list's new answer (`background`) only
// when none is waiting, and not at all once its list has been emptied again (it would not be kept then).
const waited: ReaderRequest[] = [];
const later: { request: ReaderRequest; since: number }[] = [];
let reading = false;
// What this reader builds between reads (search index, column copy) gives way to reads someone waits for.
readerBuildRules.busy = () => waited.length > 0;

parentPort!.on('message', (request: ReaderRequest) => {
  if ('job' in request && request.job.background) later.push({ request, since: performance.now() });
  else waited.push(request);
  if (!reading) {
    reading = true;
    setImmediate(readNext);
  }
});

// Between two reads, setImmediate lets the reads sent meanwhile join the queues.
async function readNext() {
  const request = waited.shift() ?? later.shift();
  if (!request) {
    reading = false;
    return;
  }
  if ('since' in request && performance.now() - request.since > COUNTERS_LAG_MS) {
    parentPort!.postMessage({ id: request.request.id, error: { message: 'catalogue reader: a lagging list rebuilt too late' } } satisfies ReaderReply);
  } else await replyTo('since' in request ? request.request : request);
  setImmediate(readNext);
}

async function replyTo(request: ReaderRequest) {
  let reply: ReaderReply;
  try {
    const connection = connectionTo(request.file);
    reply = { id: request.id, answer: 'job' in request ? await answer(connection, request.job) : preparedSqlTexts(connection.db) };
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    reply = { id: request.id, error: { message: error.message, stack: error.stack } };
  }
  // The bytes move to the main thread instead of being copied.
  const built = reply.answer;
  const transfer = built && !Array.isArray(built) ? [built.body.buffer, ...Object.values(built.encoded).map((bytes) => bytes.buffer)] : [];
  parentPort!.postMessage(reply, transfer);
}
