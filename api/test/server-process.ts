import { databaseEngine } from '#api/env.ts';
import { spawn, type ChildProcess } from 'node:child_process';

export type ServerProcess = { child: ChildProcess; base: string; logLines: () => Record<string, unknown>[]; exited: Promise<number | null> };

/**
 * Where a server process keeps its data: a data folder, and on a PostgreSQL test run a database of the run's
 * cluster (a new one unless DATABASE_URL is given, e.g. a test app's `databaseUrl` or one shared by two servers).
 */
export async function serverSettings(dataDir: string, env: Record<string, string> = {}): Promise<Record<string, string>> {
  const settings: Record<string, string> = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '0', ...env };
  if (databaseEngine !== 'postgres' || settings.DATABASE_URL) return settings;
  const { makeTestPostgresDatabase } = await import('./postgres-database.ts');
  return { ...settings, DATABASE_URL: (await makeTestPostgresDatabase()).url };
}

/**
 * The real server (api/server.ts) as its own process on a data folder, on a free port; resolves once it
 * says it is ready. For tests of what only a whole process shows: crashes, signals, restarts.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: await serverSettings(dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  // 'close', not 'exit': 'exit' can come before the last lines written to stdout have been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const complete = pending.split('\n');
      pending = complete.pop()!;
      for (const text of complete) {
        if (!text.startsWith('{')) continue;
        const line = JSON.parse(text) as Record<string, unknown>;
        lines.push(line);
        if (line.msg === 'Souq Bayti is ready') resolve({ child, base: String(line.url), logLines: () => lines, exited });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it was ready: ${stderr}`)));
  });
}
