import { spawn, type ChildProcess } from 'node:child_process';

export type ServerProcess = { child: ChildProcess; base: string; logLines: () => Record<string, unknown>[]; exited: Promise<number | null> };

/**
 * The real server (api/server.ts) as its own process on a data folder, on a free port; resolves once it
 * says it is ready. For tests of what only a whole process shows: crashes, signals, restarts.
 */
export function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
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
