import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import path from 'node:path';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { readEnv } from './env.ts';
import { LocalFolderStorage } from './lib/storage.ts';
import { ensureAdmin } from './auth/auth.service.ts';
import { seedDemoDataIfEmpty } from './db/seed/seed.ts';
import { servePages } from './pages/pages.routes.ts';
import { refusePublishedPasswords } from './auth/published-passwords.ts';

const env = readEnv();
const distDir = path.resolve('dist');
const db = openDatabase(path.join(env.dataDir, 'souq-bayti.db'));
const storage = new LocalFolderStorage(path.join(env.dataDir, 'objects'));

if (env.adminEmail) await ensureAdmin(db, env.adminEmail, env.adminPassword);
if (env.demoData) await seedDemoDataIfEmpty(db, storage);
try {
  await refusePublishedPasswords(db, env);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const api = createApp({ db, env, storage });
const server = new Hono();
server.use('*', compress());
if (env.logRequests) {
  // Method, path and status only: never bodies, cookies or query secrets.
  server.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`);
  });
}
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
server.route('/', await servePages({ distDir, serverBuildDir: path.resolve('dist-server'), db, api }));

const httpServer = serve({ fetch: server.fetch, port: env.port, hostname: env.host }, (info) => {
  console.log(`Souq Bayti is ready at http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${info.port}`);
});

function shutdown(signal: string) {
  console.log(`${signal}: closing`);
  httpServer.close(() => {
    db.$client.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
