// npm run bench:load — a busy evening on one box: the production server (dist-api/, from `npm run build`)
// on a temporary 100,000-product database, driven over loopback by 100 connections for 60 s with a mix of
// browsing, varied searches, product pages, server-rendered pages, cart writes, checkouts and reviews from
// many signed-in shoppers; then the same again right after. Prints throughput, p50/p99 per kind, errors
// (must be 0) and the server's memory at start, peak and end of each run.
// Settings: BENCH_SECONDS (60), BENCH_CONNECTIONS (100), BENCH_PRODUCTS (100000), BENCH_SHOPPERS (1000);
// BENCH_PROFILE=<folder> writes the server's CPU profile there (open it in Chromium's DevTools);
// BENCH_SERVER=<file> runs another compiled server (an older build kept aside, to compare in the same minutes).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildBenchDatabase } from './api-bench-data.ts';
import { kindNames, nextRequest, type LoadData, type Shopper } from './load-mix.ts';
import { createSession } from '#api/auth/auth.service.ts';
import { SESSION_COOKIE } from '#api/lib/auth.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const shopperCount = Number(process.env.BENCH_SHOPPERS ?? 1_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-load-'));
console.log(`Building ${productCount.toLocaleString()} products and ${shopperCount.toLocaleString()} signed-in shoppers…`);
const catalogue = buildBenchDatabase(path.join(dataDir, 'souq-bayti.db'), 2_000, productCount);
const sqlite = catalogue.db.$client;
const insertShopper = sqlite.prepare(
  `INSERT INTO users (id, email, password_hash, first_name, last_name, role, created_at, updated_at) VALUES (?, ?, 'x', 'Shopper', 'Bench', 'buyer', ?, ?)`,
);
const shopperIds: string[] = [];
sqlite.transaction(() => {
  for (let i = 0; i < shopperCount; i++) {
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    insertShopper.run(id, `shopper${i}@bench.test`, now, now);
    shopperIds.push(id);
  }
})();
const shoppers: Shopper[] = [];
for (const id of shopperIds) shoppers.push({ cookie: `${SESSION_COOKIE}=${(await createSession(catalogue.db, id)).token}`, cartLines: 0 });
const listed = (minStock: number) => sqlite.prepare('SELECT id FROM products WHERE is_listed = 1 AND stock >= ?').pluck().all(minStock) as string[];
const data: LoadData = {
  productIds: listed(0),
  // Plenty in stock: two minutes of checkouts never empty one, so a refusal would be a real error.
  buyableIds: listed(30),
  categorySlugs: sqlite.prepare('SELECT slug FROM categories').pluck().all() as string[],
  pages: fs.existsSync('dist-server/entry.js'),
};
sqlite.close();

const serverFile = process.env.BENCH_SERVER ?? 'dist-api/server.js';
const compiled = fs.existsSync(serverFile);
// The log lines go to a file, as to journald in production: a pipe read by this busy process could fill
// up and hold the server's writes back, which would measure this script rather than the server.
const logFile = path.join(dataDir, 'server.log');
const profileFlags = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
const server = spawn(process.execPath, [...profileFlags, ...(compiled ? [serverFile] : ['--import', 'tsx', 'api/server.ts'])], {
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '0', LOG_REQUESTS: '1' },
  stdio: ['ignore', fs.openSync(logFile, 'w'), 'inherit'],
});
process.on('exit', () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});
let base = '';
while (!base) {
  if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
  base = /"url":"([^"]+)".*"msg":"Souq Bayti is ready"/.exec(fs.readFileSync(logFile, 'utf8'))?.[1] ?? '';
  await new Promise((resolve) => setTimeout(resolve, 100));
}
console.log(`Server: ${compiled ? `compiled (${serverFile})` : 'TypeScript through tsx (run `npm run build` for the production server)'}; pages ${data.pages ? 'rendered' : 'not built'}.`);

/** The server's CPU time so far (user + system), in ms: per request, it does not depend on what else shares the cores. */
const cpuMs = () => {
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
};

const rssMb = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

function send(agent: http.Agent, method: string, url: string, cookie?: string, body?: unknown) {
  return new Promise<number>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, br' };
    if (cookie) headers.cookie = `${cookie}; language=${Math.random() < 0.7 ? 'ar' : 'en'}`;
    if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) });
    const req = http.request(base + url, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

type RunResult = { total: number; errors: number; cpuMs: number; latencies: Map<string, number[]>; memory: { start: number; peak: number; end: number }; errorSamples: string[] };

async function run(durationS: number): Promise<RunResult> {
  const latencies = new Map(kindNames.map((k) => [k, [] as number[]]));
  const result: RunResult = { total: 0, errors: 0, cpuMs: -cpuMs(), latencies, memory: { start: rssMb(), peak: 0, end: 0 }, errorSamples: [] };
  result.memory.peak = result.memory.start;
  const sampler = setInterval(() => { result.memory.peak = Math.max(result.memory.peak, rssMb()); }, 250);
  const until = performance.now() + durationS * 1000;
  // Fresh connections per run, closed at its end: a kept-alive socket that sat idle as long as the server's
  // keep-alive timeout could be reused just as the server closes it (a client-side race, not a server error).
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  // Each connection shops for its own share of the shoppers (so it knows whose cart holds what), a visit of
  // several requests at a time, as one person browses, fills a cart and checks out.
  const perConnection = Math.max(1, Math.floor(shoppers.length / connections));
  const visit = 12;
  await Promise.all(Array.from({ length: connections }, async (_, c) => {
    for (let i = 0; performance.now() < until; i++) {
      const shopper = shoppers[(c * perConnection + (Math.floor(i / visit) % perConnection)) % shoppers.length]!;
      const request = nextRequest(data, shopper);
      const started = performance.now();
      const status = await send(agent, request.method, request.path, request.cookie, request.body).catch(() => 0);
      latencies.get(request.kind)!.push(performance.now() - started);
      result.total += 1;
      if (status >= 200 && status < 300) request.onOk?.();
      else {
        result.errors += 1;
        if (result.errorSamples.length < 5) result.errorSamples.push(`${status || 'no answer'} ${request.method} ${request.path}`);
      }
    }
  }));
  clearInterval(sampler);
  result.cpuMs += cpuMs();
  agent.destroy();
  // "End": once the server has settled after the load.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  result.memory.end = rssMb();
  return result;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

/** Throughput to keep (requests a second over the mix, 100 connections): what the server managed before (docs/decisions/022). */
const THROUGHPUT_TARGET = 490;

function report(label: string, r: RunResult, durationS: number) {
  const rate = r.total / durationS;
  console.log(`\n${label}: ${connections} connections, ${durationS} s — ${Math.round(rate)} requests/s (target ≥ ${THROUGHPUT_TARGET}: ${rate >= THROUGHPUT_TARGET ? 'met' : 'NOT met'}), ${r.total} requests, errors ${r.errors}`);
  console.log('| kind | requests | p50 ms | p99 ms |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [kind, values] of r.latencies) {
    const sorted = values.sort((a, b) => a - b);
    console.log(`| ${kind} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`);
  }
  console.log(`server CPU: ${(r.cpuMs / r.total).toFixed(2)} ms a request (${(r.cpuMs / 1000 / durationS).toFixed(2)} cores busy)`);
  console.log(`server memory (RSS): start ${r.memory.start.toFixed(0)} MB, peak ${r.memory.peak.toFixed(0)} MB, end ${r.memory.end.toFixed(0)} MB`);
  for (const sample of r.errorSamples) console.log(`  error: ${sample}`);
}

// Warm-up, not measured: JIT, SQLite's page cache and the server's own caches, as on a box that has been up a while.
const warmUp = Math.max(2, Math.round(seconds / 6));
console.log(`Warm-up: ${warmUp} s…`);
await run(warmUp);
const first = await run(seconds);
report('Run 1', first, seconds);
const second = await run(seconds);
report('Run 2 (right after)', second, seconds);
const growth = (second.memory.end / first.memory.end - 1) * 100;
console.log(`\nErrors: ${first.errors + second.errors === 0 ? 'none (met)' : `${first.errors + second.errors} (NOT met)`}`);
console.log(`Memory at the end of run 2 vs run 1: ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} % (${growth <= 10 ? 'met' : 'NOT met'}: at most +10 %)`);
console.log(`Machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (other processes share the cores)`);
server.kill('SIGTERM');
// Wait for the graceful shutdown, so that a profile (BENCH_PROFILE) is written before the folder goes.
await new Promise((resolve) => server.once('exit', resolve));
