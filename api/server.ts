import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compressAnswers } from './lib/compress-answers.ts';
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app.ts';
import { DATABASE_FILE, openDatabase } from './db/client.ts';
import { asDb, closeDatabase, isPostgres } from './db/database.ts';
import { openPostgres } from './db/pg/client.ts';
import { startReadPool } from './catalogue/read-pool.ts';
import { keepSearchIndexCompact } from './db/search-index-upkeep.ts';
import { readEnv } from './env.ts';
import { createObjectStorage } from './lib/object-storage.ts';
import { createRateLimitStore } from './lib/database-rate-limit-store.ts';
import { afterLastLine, createLogger } from './lib/logger.ts';
import { writeStartData } from './db/seed/start-data.ts';
import { servePages } from './pages/pages.routes.ts';
import { scheduleBackups } from './backup/backup-schedule.ts';
import packageJson from '../package.json' with { type: 'json' };

/** Docker waits 10 s after SIGTERM before SIGKILL: requests still running after this are cut. */
const SHUTDOWN_GRACE_MS = 8000;
import { refusePublishedPasswords } from './auth/published-passwords.ts';

const env = readEnv();
const logger = createLogger(env.logLevel);
/** Exits once the log lines still buffered are written (stdout a full pipe: a busy log collector would lose them). */
function exitOnceLogged(code: number): void {
  afterLastLine(logger, () => process.exit(code));
  // A stdout that never drains must not keep a broken process alive.
  setTimeout(() => process.exit(code), 1000);
}
// A process in an unknown state must not limp on: log why, exit non-zero and let the supervisor restart it.
process.on('uncaughtException', (err) => {
  logger.fatal({ err }, 'uncaught exception: exiting');
  exitOnceLogged(1);
});
process.on('unhandledRejection', (err) => {
  logger.fatal({ err }, 'unhandled promise rejection: exiting');
  exitOnceLogged(1);
});

logger.info({ version: packageJson.version, node: process.version, dataDir: env.dataDir }, 'starting');
const distDir = path.resolve('dist');
// PostgreSQL when DATABASE_URL is set (README "Growing beyond one box"), migrated at start like the SQLite file.
const db = env.databaseUrl
  ? asDb(await openPostgres(env.databaseUrl, { onIdleError: (err) => logger.warn({ err: err.message }, 'PostgreSQL closed an idle connection') }))
  : openDatabase(path.join(env.dataDir, DATABASE_FILE));
logger.info({ database: isPostgres(db) ? 'postgres' : 'sqlite' }, 'database ready');
const storage = createObjectStorage(env);

await writeStartData(db, storage, env);
try {
  await refusePublishedPasswords(db, env);
} catch (err) {
  logger.fatal(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

// Reader threads take SQLite's synchronous list queries off the main thread; PostgreSQL's are asynchronous already.
const readers = isPostgres(db) ? undefined : startReadPool(db, env.readWorkers);
readers?.warm();
// The search tables' indexes are merged back into one segment each when edits pause (docs/decisions/022).
const searchUpkeep = isPostgres(db) ? undefined : keepSearchIndexCompact(db.$client, { onError: (err) => logger.warn({ err }, 'search index merge failed: retried later') });
const api = createApp({ db, env, storage, logger, limits: createRateLimitStore(env, db) });
const server = new Hono();
// Only what the build has not compressed already: HTML pages and API answers (static files come as .br/.gz).
server.use('*', compressAnswers());
server.route('/', api);

// The built app: hashed assets cache forever; the HTML and service worker are always revalidated.
// "/" is the home page (rendered below), not the shell file; /index.html stays the shell the service worker keeps.
const staticFiles = serveStatic({
  root: path.relative(process.cwd(), distDir) || '.',
  precompressed: true,
  onFound: (file, c) => {
    const immutable = file.includes('/assets/') || file.includes('/fonts/');
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});
// /index.html too: the pages below send the shell with its Content-Security-Policy.
server.use('*', (c, next) => (c.req.path === '/' || c.req.path === '/index.html' ? next() : staticFiles(c, next)));
// Every other GET is an app path: public pages come rendered, the rest get the app shell.
const photoOrigins = env.publicObjectsUrl ? [new URL(env.publicObjectsUrl).origin] : [];
server.route('/', await servePages({ distDir, serverBuildDir: path.resolve('dist-server'), db, api, photoOrigins }));

// On PostgreSQL readEnv refuses BACKUP_EVERY: its backups are pg_dump's (README "Growing beyond one box").
const stopBackups = isPostgres(db) ? async () => {} : scheduleBackups(db.$client, env, logger);

const httpServer = serve({ fetch: server.fetch, port: env.port, hostname: env.host }, (info) => {
  logger.info({ url: `http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${info.port}`, demoData: env.demoData }, 'Souq Bayti is ready');
}) as Server;
// Longer than a reverse proxy keeps idle upstream connections (Caddy: 2 min), so the proxy never reuses one
// just as Node's default 5 s closes it, which would show up as occasional 502s (README "Running in production").
httpServer.keepAliveTimeout = 125_000;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down: no new connections, finishing the requests under way');
  // close() stops listening and waits for open connections; idle keep-alive ones are closed as they free up.
  const idleSweep = setInterval(() => httpServer.closeIdleConnections(), 100);
  const deadline = setTimeout(() => {
    logger.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still running at the deadline: closing them');
    httpServer.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  await new Promise<void>((resolve) => httpServer.close(() => resolve()));
  clearInterval(idleSweep);
  clearTimeout(deadline);
  await stopBackups();
  searchUpkeep?.stop();
  if (readers) {
    const started = readers.started;
    await readers.close();
    logger.info({ readers: started }, 'catalogue readers stopped');
  }
  await closeDatabase(db);
  logger.info('stopped');
  exitOnceLogged(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
