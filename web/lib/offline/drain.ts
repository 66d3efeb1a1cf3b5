import {
  addConflict, isTempId, listEntries, removeEntry, rememberId, resolveId, updateEntry, type OutboxConflict, type OutboxEntry,
} from './outbox-store.ts';

/** After this many server errors (5xx) a write is given up and reported, so one bad write cannot block the queue. */
export const MAX_SERVER_ERROR_ATTEMPTS = 5;

/**
 * A write that has no answer after this long is treated like a network failure: kept, and sent
 * again later with the same Idempotency-Key (on a weak signal a request can hang for minutes, and
 * the server does a replayed write once).
 */
export const WRITE_TIMEOUT_MS = 20_000;

export type DrainResult = {
  sent: number;
  conflicts: OutboxConflict[];
  /** Why draining stopped early: no connection, signed out, or the server failing. */
  stoppedBy: 'offline' | 'unauthenticated' | 'server-error' | null;
  /** Server answers of the writes sent in this run, by idempotency key. */
  answers: Map<string, unknown>;
};

export const OUTBOX_CHANNEL = 'souq-bayti-outbox';

/** What the service worker posts on OUTBOX_CHANNEL once its Background Sync has drained (web/sw.ts). */
export type WorkerDrained = { type: 'drained'; sent: number; conflicts: number };

/**
 * The path to send: a write about a line an earlier queued write created still names it by its
 * temporary id (its `lineId`); once that write is answered, the line's real id takes its place.
 * Null when the line was never created (its creation was refused).
 */
async function resolvePath(entry: OutboxEntry): Promise<string | null> {
  const { lineId } = entry;
  if (!lineId || !isTempId(lineId)) return entry.path;
  const real = await resolveId(lineId);
  return real ? entry.path.split(lineId).join(encodeURIComponent(real)) : null;
}

async function readBody(res: Response): Promise<{ json: unknown; text: string }> {
  const text = await res.text();
  try {
    return { json: text ? JSON.parse(text) : null, text };
  } catch {
    return { json: null, text };
  }
}

let running: Promise<DrainResult> | null = null;

export type DrainOptions = {
  fetchImpl?: typeof fetch;
  /**
   * Writes whose maker is still waiting for the answer (made online on an open page): a refusal is
   * told by that caller, in its own words, and is not kept as an offline conflict.
   */
  isAwaited?: (key: string) => boolean;
};

/**
 * Sends queued writes in order, each with its Idempotency-Key, so a replay after a lost answer is
 * done once by the server. Stops at the first network failure (keeps the rest for later); a refusal
 * (4xx) becomes a conflict for the user and the queue moves on. Only one drain runs at a time.
 */
export function drainOutbox(options: DrainOptions = {}): Promise<DrainResult> {
  running ??= runDrain(options.fetchImpl ?? fetch, options.isAwaited ?? (() => false)).finally(() => {
    running = null;
  });
  return running;
}

async function runDrain(fetchImpl: typeof fetch, isAwaited: (key: string) => boolean): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, conflicts: [], stoppedBy: null, answers: new Map() };
  for (const entry of await listEntries()) {
    const path = await resolvePath(entry);
    if (path === null) {
      // It refers to a line whose creation was refused: nothing to update any more.
      const conflict: OutboxConflict = { entry, status: 404, code: 'notFound', message: 'The item no longer exists', at: new Date().toISOString() };
      await addConflict(conflict);
      result.conflicts.push(conflict);
      await removeEntry(entry.seq!);
      continue;
    }
    let res: Response;
    let answer: { json: unknown; text: string };
    try {
      res = await fetchImpl(path, {
        method: entry.method,
        credentials: 'include',
        headers: { 'Idempotency-Key': entry.key, Accept: 'application/json', ...(entry.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
        body: entry.body !== undefined ? JSON.stringify(entry.body) : undefined,
        signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
      });
      // The answer can be lost half-way too: then the write may have been done, and the replay
      // with the same key gets the server's stored answer.
      answer = await readBody(res);
    } catch {
      result.stoppedBy = 'offline';
      break;
    }
    const { json, text } = answer;
    if (res.ok) {
      if (entry.tempId && json && typeof json === 'object' && 'id' in json) await rememberId(entry.tempId, String((json as { id: unknown }).id));
      result.answers.set(entry.key, json);
      result.sent++;
      await removeEntry(entry.seq!);
      continue;
    }
    if (res.status === 401) {
      result.stoppedBy = 'unauthenticated';
      break;
    }
    // Busy, or the same write still being handled by another server process: the replay (same key) later
    // gets its stored answer, so it is kept rather than shown as refused.
    const stillHandled = res.status === 409 && (json as { code?: unknown } | undefined)?.code === 'idempotencyKeyInProgress';
    if (res.status >= 500 || res.status === 429 || stillHandled) {
      entry.attempts += 1;
      if (entry.attempts < MAX_SERVER_ERROR_ATTEMPTS) {
        await updateEntry(entry);
        result.stoppedBy = 'server-error';
        break;
      }
    }
    const details = json && typeof json === 'object' ? (json as Record<string, unknown>) : undefined;
    const conflict: OutboxConflict = {
      entry, status: res.status, code: details?.code as string | undefined, message: (details?.message as string | undefined) ?? (text || res.statusText), details, at: new Date().toISOString(),
    };
    if (!isAwaited(entry.key)) await addConflict(conflict);
    result.conflicts.push(conflict);
    await removeEntry(entry.seq!);
  }
  return result;
}
