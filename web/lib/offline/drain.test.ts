import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addEntry, clearOutbox, countEntries, listEntries, takeConflicts, type OutboxEntry } from './outbox-store.ts';
import { drainOutbox, MAX_SERVER_ERROR_ATTEMPTS, WRITE_TIMEOUT_MS } from './drain.ts';

const entry = (over: Partial<OutboxEntry>): Omit<OutboxEntry, 'seq'> => ({
  key: crypto.randomUUID(), method: 'POST', path: '/api/cart', body: { productId: 'p1', quantity: 1 }, kind: 'cart',
  createdAt: new Date().toISOString(), attempts: 0, ...over,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  await clearOutbox();
});

describe('drainOutbox', () => {
  it('sends writes in the order they were made, each with its own idempotency key', async () => {
    const a = entry({ path: '/api/cart', body: { productId: 'a', quantity: 1 } });
    const b = entry({ method: 'POST', path: '/api/wishlist', body: { productId: 'b' }, kind: 'wishlist' });
    const c = entry({ method: 'DELETE', path: '/api/wishlist/b', body: undefined, kind: 'wishlist' });
    for (const e of [a, b, c]) await addEntry(e);
    const calls: { path: string; key: string | null; method: string }[] = [];
    const fetchImpl = vi.fn(async (path: string | URL | Request, init?: RequestInit) => {
      calls.push({ path: String(path), key: new Headers(init?.headers).get('Idempotency-Key'), method: init!.method! });
      return json(200, { id: 'x' });
    });
    const result = await drainOutbox({ fetchImpl: fetchImpl as typeof fetch });
    expect(result.sent).toBe(3);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/cart', 'POST /api/wishlist', 'DELETE /api/wishlist/b']);
    expect(calls.map((c) => c.key)).toEqual([a.key, b.key, c.key]);
    expect(await countEntries()).toBe(0);
  });

  it('stops at a network failure and keeps the rest, then resumes with the same keys', async () => {
    const a = entry({});
    const b = entry({ path: '/api/wishlist', kind: 'wishlist' });
    await addEntry(a);
    await addEntry(b);
    const offline = vi.fn(async () => { throw new TypeError('Failed to fetch'); });
    const first = await drainOutbox({ fetchImpl: offline as typeof fetch });
    expect(first).toMatchObject({ sent: 0, stoppedBy: 'offline' });
    expect(await countEntries()).toBe(2);
    const keys: string[] = [];
    const online = vi.fn(async (_p: unknown, init?: RequestInit) => { keys.push(new Headers(init?.headers).get('Idempotency-Key')!); return json(201, { id: 'l1' }); });
    const second = await drainOutbox({ fetchImpl: online as typeof fetch });
    expect(second.sent).toBe(2);
    expect(keys).toEqual([a.key, b.key]);
  });

  it('turns a refusal into a conflict for the user and moves on', async () => {
    await addEntry(entry({ productId: 'gone' }));
    await addEntry(entry({ path: '/api/wishlist', kind: 'wishlist' }));
    const fetchImpl = vi.fn()
      .mockResolvedValueOnce(json(409, { message: 'Only 0 left in stock', code: 'outOfStock' }))
      .mockResolvedValueOnce(json(201, { id: 'w1' }));
    const result = await drainOutbox({ fetchImpl: fetchImpl as unknown as typeof fetch });
    expect(result.sent).toBe(1);
    expect(result.conflicts).toHaveLength(1);
    expect(result.conflicts[0]).toMatchObject({ status: 409, code: 'outOfStock' });
    expect(await takeConflicts()).toHaveLength(1);
    expect(await takeConflicts()).toHaveLength(0);
  });

  it('maps a temporary line id to the real one for later writes', async () => {
    await addEntry(entry({ tempId: 'tmp-1' }));
    await addEntry(entry({ method: 'PUT', path: '/api/cart/tmp-1', body: { quantity: 3 }, lineId: 'tmp-1' }));
    const paths: string[] = [];
    const fetchImpl = vi.fn(async (p: string | URL | Request) => { paths.push(String(p)); return json(201, { id: 'real-42' }); });
    await drainOutbox({ fetchImpl: fetchImpl as typeof fetch });
    expect(paths).toEqual(['/api/cart', '/api/cart/real-42']);
  });

  it('sends a path as it was queued when the write names no temporary line', async () => {
    await addEntry(entry({ method: 'DELETE', path: '/api/wishlist/tmp-looking-id', productId: 'tmp-looking-id' }));
    const paths: string[] = [];
    const fetchImpl = vi.fn(async (p: string | URL | Request) => { paths.push(String(p)); return new Response(null, { status: 204 }); });
    const result = await drainOutbox({ fetchImpl: fetchImpl as typeof fetch });
    expect(paths).toEqual(['/api/wishlist/tmp-looking-id']);
    expect(result.conflicts).toEqual([]);
  });

  it('drops an update whose line was never created, as a conflict', async () => {
    await addEntry(entry({ tempId: 'tmp-2' }));
    await addEntry(entry({ method: 'PUT', path: '/api/cart/tmp-2', body: { quantity: 3 }, lineId: 'tmp-2' }));
    const fetchImpl = vi.fn().mockResolvedValueOnce(json(409, { message: 'Out of stock' }));
    const result = await drainOutbox({ fetchImpl: fetchImpl as unknown as typeof fetch });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(result.conflicts.map((c) => c.status)).toEqual([409, 404]);
    expect(await countEntries()).toBe(0);
  });

  it('retries server errors later and gives up after the limit', async () => {
    await addEntry(entry({}));
    const failing = vi.fn(async () => json(503, { message: 'busy' }));
    for (let i = 1; i < MAX_SERVER_ERROR_ATTEMPTS; i++) {
      const r = await drainOutbox({ fetchImpl: failing as typeof fetch });
      expect(r.stoppedBy).toBe('server-error');
      expect((await listEntries())[0]!.attempts).toBe(i);
    }
    const last = await drainOutbox({ fetchImpl: failing as typeof fetch });
    expect(last.conflicts).toHaveLength(1);
    expect(await countEntries()).toBe(0);
  });

  it('keeps a write another server process is still handling, and replays it with the same key', async () => {
    const queued = entry({});
    await addEntry(queued);
    const keys: (string | null)[] = [];
    const answers = [json(409, { code: 'idempotencyKeyInProgress', message: 'still being handled' }), json(201, { id: 'line-1' })];
    const fetchImpl = vi.fn(async (_path: string | URL | Request, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get('Idempotency-Key'));
      return answers.shift()!;
    });
    const first = await drainOutbox({ fetchImpl: fetchImpl as typeof fetch });
    expect(first.stoppedBy).toBe('server-error');
    expect(first.conflicts).toEqual([]);
    expect(await countEntries()).toBe(1);
    const second = await drainOutbox({ fetchImpl: fetchImpl as typeof fetch });
    expect(second.sent).toBe(1);
    expect(keys).toEqual([queued.key, queued.key]);
    expect(await takeConflicts()).toEqual([]);
  });

  it('runs one drain at a time', async () => {
    await addEntry(entry({}));
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const fetchImpl = vi.fn(async () => { await gate; return json(201, { id: 'x' }); });
    const first = drainOutbox({ fetchImpl: fetchImpl as typeof fetch });
    const second = drainOutbox({ fetchImpl: fetchImpl as typeof fetch });
    release();
    expect(await first).toBe(await second);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives every attempt a deadline and keeps the write when it passes or the answer is cut off', async () => {
    const a = entry({});
    await addEntry(a);
    const signals: AbortSignal[] = [];
    const timedOut = vi.fn(async (_p: unknown, init?: RequestInit) => {
      signals.push(init!.signal!);
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    expect(await drainOutbox({ fetchImpl: timedOut as typeof fetch })).toMatchObject({ sent: 0, stoppedBy: 'offline' });
    expect(signals[0]).toBeInstanceOf(AbortSignal);
    expect(WRITE_TIMEOUT_MS).toBeGreaterThan(0);
    // Headers arrived but the body never did: the server may have done it, so the same key goes again.
    const cutOff = vi.fn(async () => new Response(new ReadableStream({ start: (c) => c.error(new TypeError('network error')) }), { status: 201 }));
    expect(await drainOutbox({ fetchImpl: cutOff as typeof fetch })).toMatchObject({ sent: 0, stoppedBy: 'offline' });
    expect((await listEntries()).map((e) => e.key)).toEqual([a.key]);
  });

  it('leaves the refusal of a write its caller waits for to that caller, with the whole answer', async () => {
    const awaitedEntry = entry({});
    await addEntry(awaitedEntry);
    await addEntry(entry({}));
    const refuse = vi.fn(async () => json(409, { message: 'Only 2 left in stock', code: 'outOfStock', stock: 2 }));
    const result = await drainOutbox({ fetchImpl: refuse as typeof fetch, isAwaited: (key) => key === awaitedEntry.key });
    expect(result.conflicts.map((c) => c.details?.stock)).toEqual([2, 2]);
    // Only the write nobody waits for is kept to be told as an offline change that could not be saved.
    expect((await takeConflicts()).map((c) => c.entry.key)).not.toContain(awaitedEntry.key);
  });
});
