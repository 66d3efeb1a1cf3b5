// `npm start`: build the app when it is missing or older than its sources, then run the server.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const built = 'dist-server/entry.js';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['web', 'public', 'vite.config.ts', 'uno.config.ts', 'lingui.config.ts'];
const sourceTime = Math.max(...sources.filter((s) => fs.existsSync(s)).map((s) => (fs.statSync(s).isDirectory() ? newestMtime(s) : fs.statSync(s).mtimeMs)));
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sourceTime) {
  console.log('Building the app…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Run node directly (not through an npx wrapper) so signals reach the server itself.
const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
