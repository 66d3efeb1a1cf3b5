// The server with the demo data on a temporary folder, built first unless `--no-build` is given: shared by
// the browser benches (bench:web, bench:offline-listings).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function startDemoServer(port: number, label: string) {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `souq-bench-${label}-`));
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    // Request logs off and stdout not piped: an unread pipe fills up, and the server then blocks on
    // its next log line and never stops (a bench waited for it forever).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '1', LOG_REQUESTS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  async function ready() {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${base}/api/categories`)).ok) return;
      } catch { /* not yet */ }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('server did not start');
  }
  return { base, dataDir, server, ready };
}
