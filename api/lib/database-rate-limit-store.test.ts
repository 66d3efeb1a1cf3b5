import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATABASE_FILE, openDatabase, type Db } from '#api/db/client.ts';
import { asDb, closeDatabase, isPostgres } from '#api/db/database.ts';
import { openPostgres } from '#api/db/pg/client.ts';
import { rateLimitBuckets } from '#api/db/tables.ts';
import { serverSettings, startServer, type ServerProcess } from '#api/test/server-process.ts';
import { databaseRateLimitStore } from './database-rate-limit-store.ts';
import { memoryRateLimitStore } from './rate-limit.ts';

let dataDir: string;
/** The data folder's settings: on a PostgreSQL run they name one database that every connection and server shares. */
let settings: Record<string, string>;
const open: Db[] = [];
const servers: ServerProcess[] = [];
async function newDataDir() {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-limits-'));
  settings = await serverSettings(dataDir, { RATE_LIMIT_STORE: 'database', LOG_REQUESTS: '0' });
}
/** A connection of its own, as another process would have. */
const connection = async () => {
  const db = settings.DATABASE_URL ? asDb(await openPostgres(settings.DATABASE_URL, { maxConnections: 2 })) : openDatabase(path.join(dataDir, DATABASE_FILE));
  open.push(db);
  return db;
};
afterEach(async () => {
  for (const db of open.splice(0)) await closeDatabase(db);
  for (const s of servers.splice(0)) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rule = { name: 'test-rule', burst: 3, perMinute: 6 }; // one token back every 10 s

describe('rate-limit counters in the database', () => {
  it('answers exactly as the memory store does, through refills and Retry-After', async () => {
    await newDataDir();
    const shared = databaseRateLimitStore(await connection());
    const memory = memoryRateLimitStore();
    const t0 = 1_700_000_000_000;
    for (const at of [0, 0, 0, 0, 4_000, 10_000, 10_000, 35_000, 35_000, 35_000]) {
      expect(await shared.peek(rule, 'k', t0 + at)).toEqual(memory.peek(rule, 'k', t0 + at));
      expect(await shared.take(rule, 'k', t0 + at)).toEqual(memory.take(rule, 'k', t0 + at));
    }
    // 0.5 token left: half of the 10 s a token takes.
    expect(await shared.take(rule, 'k', t0 + 35_000)).toEqual({ ok: false, retryAfterSeconds: 5 });
  });

  it('counts together across connections, and forgets buckets once they are full again', async () => {
    await newDataDir();
    const db = await connection();
    const [first, second] = [databaseRateLimitStore(db), databaseRateLimitStore(await connection())];
    const now = Date.now();
    expect([await first.take(rule, 'k', now), await second.take(rule, 'k', now), await first.take(rule, 'k', now)].every((v) => v.ok)).toBe(true);
    expect(await second.take(rule, 'k', now)).toEqual({ ok: false, retryAfterSeconds: 10 });
    expect((await second.take(rule, 'other key', now)).ok).toBe(true);
    // Both buckets are full again 30 s later: the 500th take's sweep removes them, a bucket in use stays.
    const later = now + 31_000;
    await second.take(rule, 'in use', later);
    for (let i = 0; i < 498; i += 1) await first.take({ ...rule, name: 'busy', burst: 1000 }, 'x', later);
    expect((await db.select().from(rateLimitBuckets)).map((r) => r.key).sort()).toEqual(['busy x', 'test-rule in use']);
  });

  it('never gives out more tokens than the bucket holds to takes racing each other', async () => {
    await newDataDir();
    // PostgreSQL: two pools, as two processes have. A process has one SQLite connection (a second one in the
    // same thread would wait synchronously for a transaction that can only end on this thread); SQLite's
    // processes are raced in the two-server test below.
    const db = await connection();
    const [one, other] = [databaseRateLimitStore(db), databaseRateLimitStore(isPostgres(db) ? await connection() : db)];
    const now = Date.now();
    const verdicts = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? one : other).take({ ...rule, burst: 5 }, 'race', now)));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(5);
  });

  it('two server processes on one database count wrong passwords together', async () => {
    await newDataDir();
    // One after the other: the first applies the migrations.
    servers.push(await startServer(dataDir, settings));
    servers.push(await startServer(dataDir, settings));
    const login = (base: string) =>
      fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'target@example.com', password: 'wrong-guess' }) });
    // Ten failures allowed per account (docs/decisions/017): five through each process.
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await login(servers[i % 2]!.base)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    for (const server of servers) {
      const refused = await login(server.base);
      expect(refused.status).toBe(429);
      expect((await refused.json()).code).toBe('tooManyAttempts');
    }
  }, 60_000);
});
