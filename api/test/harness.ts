import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '#api/app.ts';
import type { Db } from '#api/db/client.ts';
import { isPostgres } from '#api/db/database.ts';
import { readEnv } from '#api/env.ts';
import { createObjectStorage } from '#api/lib/object-storage.ts';
import { createRateLimitStore } from '#api/lib/database-rate-limit-store.ts';
import { users } from '#api/db/tables.ts';
import { eq } from 'drizzle-orm';
import { useFastPasswordHashingForTests } from '#api/lib/password.ts';
import { createPushSender } from '#api/push/push-sender.ts';
import { silentLogger, type Logger } from '#api/lib/logger.ts';
import { startReadPool } from '#api/catalogue/read-pool.ts';
import { openTestDatabase } from './test-database.ts';

useFastPasswordHashingForTests();

/**
 * A real app on a new database built from the committed migrations: a temporary SQLite file, or a new
 * database in the run's PostgreSQL cluster when the suite runs on PostgreSQL (api/test/test-database.ts).
 * Each call gets its own folder and database, so test files can run in parallel.
 */
export async function makeTestApp(envOverrides: Record<string, string> = {}, logger?: Logger, options: { pushToLocalService?: boolean } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-test-'));
  // One catalogue reader, as on a two-core machine: lists are read in a worker thread as in production,
  // by a reader the test file's apps share (started once, not once per test).
  const env = readEnv({ DATA_DIR: dataDir, DEMO_DATA: '0', READ_WORKERS: '1', ...envOverrides });
  const database = await openTestDatabase(dataDir);
  const db = database.db;
  // PostgreSQL reads are asynchronous already: the catalogue's reader threads are SQLite's
  const readers = isPostgres(db) ? undefined : startReadPool(db, env.readWorkers, { shared: true });
  const storage = createObjectStorage(env);
  // Alerts go to a push service on the loopback address only when a test runs one (api/test/fake-push-service.ts).
  const push = createPushSender({ db, env, logger: logger ?? silentLogger, allowHttpLoopback: options.pushToLocalService });
  const app = createApp({ db, env, storage, logger, limits: createRateLimitStore(env, db), push });

  /** Calls the app like a browser would: JSON body, session cookie, optional extra headers. */
  async function call(method: string, url: string, opts: { body?: unknown; cookie?: string; headers?: Record<string, string>; raw?: BodyInit } = {}) {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: BodyInit | undefined = opts.raw;
    if (opts.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await app.request(url, { method, headers, body });
    const text = await res.text();
    let json: any = undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
    try { json = text ? JSON.parse(text) : undefined; } catch { /* not JSON */ }
    return { status: res.status, headers: res.headers, text, json };
  }

  /** Registers a user and returns their session cookie and id. Role admin is promoted directly. */
  async function signUp(role: 'buyer' | 'seller' | 'admin' = 'buyer', email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`) {
    const res = await call('POST', '/api/register', { body: { email, password: 'secret123', firstName: role, lastName: 'Test', role: role === 'admin' ? 'buyer' : role } });
    if (res.status !== 201) throw new Error(`signUp failed: ${res.status} ${res.text}`);
    if (role === 'admin') (await db.update(users).set({ role: 'admin' }).where(eq(users.id, res.json.id)));
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    return { id: res.json.id as string, email, cookie };
  }

  const cleanup = async () => {
    await readers?.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  // On PostgreSQL: where a server process (api/test/server-process.ts) finds this app's database.
  return { app, db, databaseUrl: database.url, env, storage, push, dataDir, readers, call, signUp, cleanup };
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
export type { Db };
