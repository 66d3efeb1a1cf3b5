// `npm start`: build the app and the server when missing or older than their sources, then run the server.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const builtFiles = ['dist-server/entry.js', 'dist-api/server.js'];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['web', 'public', 'api', 'scripts', 'package.json', 'vite.config.ts', 'uno.config.ts', 'lingui.config.ts'];
const sourceTime = Math.max(...sources.filter((s) => fs.existsSync(s)).map((s) => (fs.statSync(s).isDirectory() ? newestMtime(s) : fs.statSync(s).mtimeMs)));
if (builtFiles.some((built) => !fs.existsSync(built) || fs.statSync(built).mtimeMs < sourceTime)) {
  console.log('Building the app…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The compiled server (no TypeScript loader); node directly (not through an npx wrapper) so signals reach it.
const server = spawn(process.execPath, ['--enable-source-maps', 'dist-api/server.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
