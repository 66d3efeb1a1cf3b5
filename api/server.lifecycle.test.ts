import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseEngine } from '#api/env.ts';
import { serverSettings, startServer, type ServerProcess } from '#api/test/server-process.ts';

let dataDir: string;
let second: ChildProcess | undefined;
let server: ServerProcess | undefined;
afterEach(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  if (second?.exitCode === null) second.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A POST whose headers reach the server now and whose body is sent later: a request under way. */
function startedRequest(base: string) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
  const req = http.request(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => { res.resume(); res.on('end', () => resolve(res.statusCode!)); });
    req.on('error', reject);
  });
  req.flushHeaders();
  return { finish: () => req.end(body), answered };
}

describe('server life cycle', () => {
  it('on SIGTERM stops taking connections, answers the requests under way, closes and exits 0', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-life-'));
    server = await startServer(dataDir);
    const underWay = Array.from({ length: 5 }, () => startedRequest(server!.base));
    // Answered after they connected, so the server has taken their connections in before the signal.
    await fetch(`${server.base}/api/health`);
    server.child.kill('SIGTERM');
    await expect.poll(() => server!.logLines().some((l) => l.signal === 'SIGTERM')).toBe(true);
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();

    for (const request of underWay) request.finish();
    expect(await Promise.all(underWay.map((r) => r.answered))).toEqual([401, 401, 401, 401, 401]);
    expect(await server.exited).toBe(0);
    expect(server.logLines().map((l) => l.msg)).toContain('stopped');
    expect(server.logLines().filter((l) => l.msg === 'request' && l.route === '/api/login')).toHaveLength(5);
  }, 60_000);

  it('stops its catalogue readers (worker threads) with it', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-life-'));
    server = await startServer(dataDir, { READ_WORKERS: '2' });
    // Two lists at once: each reader starts when the ones already started are busy.
    const lists = await Promise.all(['/api/products', '/api/stores?search=x'].map((url) => fetch(server!.base + url)));
    expect(lists.map((res) => res.status)).toEqual([200, 200]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const stopped = server.logLines().find((l) => l.msg === 'catalogue readers stopped');
    // PostgreSQL's queries are asynchronous already: no reader threads are started there
    if (databaseEngine === 'postgres') expect(stopped).toBeUndefined();
    else expect(stopped?.readers).toBeGreaterThanOrEqual(1);
    expect(server.logLines().at(-1)?.msg).toBe('stopped');
  }, 60_000);

  it('logs an uncaught error (here: its port is taken) with its stack and exits non-zero', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-life-'));
    server = await startServer(dataDir);
    second = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
      env: await serverSettings(dataDir, { PORT: new URL(server.base).port }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    second.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    const code = await new Promise<number | null>((resolve) => second!.once('close', resolve));
    expect(code).toBe(1);
    const fatal = output.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l)).find((l) => l.level === 60);
    expect(fatal).toMatchObject({ msg: 'uncaught exception: exiting', err: { code: 'EADDRINUSE' } });
    expect(fatal.err.stack).toContain('EADDRINUSE');
    // The first server is unharmed.
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  }, 60_000);
});
