// bench:api's server on PostgreSQL (DATABASE_URL): the real app (createApp) on openPostgres, served as
// api/server.ts serves it. A bench-only entry, because api/server.ts opens the SQLite file; once it starts on
// DATABASE_URL itself (docs/decisions/030-one-process-one-engine.md) the bench can start that instead.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '#api/app.ts';
import { asDb } from '#api/db/database.ts';
import { openPostgres } from '#api/db/pg/client.ts';
import { readEnv } from '#api/env.ts';
import { compressAnswers } from '#api/lib/compress-answers.ts';
import { createObjectStorage } from '#api/lib/object-storage.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const env = readEnv();
const pgDb = await openPostgres(url, { maxConnections: Number(process.env.PG_POOL_SIZE ?? 10) });
const db = asDb(pgDb);
const server = new Hono();
server.use('*', compressAnswers());
server.route('/', createApp({ db, env, storage: createObjectStorage(env) }));
const httpServer = serve({ fetch: server.fetch, port: env.port, hostname: env.host }, () => console.log('Souq Bayti (PostgreSQL) is ready'));
process.on('SIGTERM', () => {
  httpServer.close();
  void pgDb.$client.end().then(() => process.exit(0));
});
