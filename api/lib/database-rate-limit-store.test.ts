import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATABASE_FILE, openDatabase, type Db } from '#api/db/client.ts';
import { rateLimitBuckets } from '#api/db/tables.ts';
import { startServer, type ServerProcess } from '#api/test/server-process.ts';
import { databaseRateLimitStore } from './database-rate-limit-store.ts';
import { memoryRateLimitStore } from './rate-limit.ts';

let dataDir: string;
const open: Db[] = [];
const servers: ServerProcess[] = [];
const connection = () => {
  const db = openDatabase(path.join(dataDir, DATABASE_FILE));
  open.push(db);
  return db;
};
afterEach(() => {
  for (const db of open.splice(0)) db.$client.close();
  for (const s of servers.splice(0)) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rule = { name: 'test-rule', burst: 3, perMinute: 6 }; // one token back every 10 s

describe('rate-limit counters in the database', () => {
  it('answers exactly as the memory store does, through refills and Retry-After', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-limits-'));
    const shared = databaseRateLimitStore(connection());
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
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-limits-'));
    const db = connection();
    const [first, second] = [databaseRateLimitStore(db), databaseRateLimitStore(connection())];
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

  it('two server processes on one data folder count wrong passwords together', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-limits-'));
    // One after the other: the first applies the migrations.
    servers.push(await startServer(dataDir, { RATE_LIMIT_STORE: 'database', LOG_REQUESTS: '0' }));
    servers.push(await startServer(dataDir, { RATE_LIMIT_STORE: 'database', LOG_REQUESTS: '0' }));
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
