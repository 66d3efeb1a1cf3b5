// `npm run restore FILE [--force]`: puts a backup back, on a stopped server.
import path from 'node:path';
import { readEnv } from '#api/env.ts';
import { restoreBackup, RestoreRefused } from './restore.service.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => a !== '--force');
if (files.length !== 1) {
  console.error('Usage: npm run restore -- FILE [--force]   (stop the server first)');
  process.exit(2);
}
const env = readEnv();
try {
  const { movedAside } = await restoreBackup({ file: path.resolve(files[0]!), dataDir: env.dataDir, force });
  console.log(`Restored ${files[0]} into ${env.dataDir}.`);
  if (movedAside) console.log(`What was there before is kept in ${movedAside}; delete it once the shop looks right.`);
} catch (err) {
  if (!(err instanceof RestoreRefused)) throw err;
  console.error(err.message);
  process.exit(1);
}
