import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import fs from 'node:fs';
import path from 'node:path';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { readEnv } from './env.ts';
import { LocalFolderStorage } from './lib/storage.ts';
import { ensureAdmin } from './auth/auth.service.ts';
import { seedDemoDataIfEmpty } from './db/seed/seed.ts';

const env = readEnv();
const distDir = path.resolve('dist');
const db = openDatabase(path.join(env.dataDir, 'souq-bayti.db'));
const storage = new LocalFolderStorage(path.join(env.dataDir, 'objects'));

if (env.adminEmail) await ensureAdmin(db, env.adminEmail, env.adminPassword);
if (env.demoData) await seedDemoDataIfEmpty(db, storage);

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
server.use(
  '*',
  serveStatic({
    root: path.relative(process.cwd(), distDir) || '.',
    precompressed: true,
    onFound: (file, c) => {
      const immutable = file.includes('/assets/') || file.includes('/fonts/');
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  }),
);
// History fallback: every other GET is an app path (a store slug, or the app's own Page Not Found).
const indexHtml = () => fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
server.get('*', (c) => {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return c.text('The app is not built yet: run `npm run build`.', 503);
  c.header('Cache-Control', 'no-cache');
  return c.html(indexHtml());
});

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
