// The server, compiled ahead into dist-api/ (docs/decisions/018-running-unattended.md): production runs
// plain JavaScript with no TypeScript loader. Our own code is bundled; packages stay in node_modules.
import { build } from 'esbuild';
import fs from 'node:fs';

fs.rmSync('dist-api', { recursive: true, force: true });
await build({
  // The catalogue readers' worker (api/catalogue/read-pool.ts finds it next to itself).
  entryPoints: { server: 'api/server.ts', 'read-worker': 'api/catalogue/read-worker.ts', backup: 'api/backup/backup.cli.ts', restore: 'api/backup/restore.cli.ts', 'photos-avif': 'api/objects/avif-backfill.cli.ts' },
  outdir: 'dist-api',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// api/db/client.ts finds the migrations next to itself, which is dist-api/ once bundled.
fs.cpSync('api/db/migrations', 'dist-api/migrations', { recursive: true });
// and api/db/pg/client.ts finds PostgreSQL's in pg-migrations/ there (DATABASE_URL).
fs.cpSync('api/db/pg/migrations', 'dist-api/pg-migrations', { recursive: true });
console.log('dist-api/: server, catalogue reader, backup, restore and the photos\' AVIF backfill compiled');
