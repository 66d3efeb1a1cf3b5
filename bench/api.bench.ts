// npm run bench:api — builds a temporary database with 100,000 products in 2,000 stores, starts
// the real server on it, and drives it over loopback with autocannon. Prints requests per second
// and p50/p99 latency per endpoint, against a trivial endpoint of the same server as the ceiling.
// The "varied" target never repeats a URL (long-tail traffic the cache cannot answer), nor do "products pages
// never asked twice" and "product pages never asked twice" (each a page rendered for the first time, when the app
// is built); the server's longest event-loop stall is printed for each target (bench/event-loop-probe.ts).
// Settings: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_PRODUCTS, BENCH_STORES;
// BENCH_ONLY=varied (targets whose name contains it, and the ceiling); BENCH_PROFILE=dir writes the server's
// CPU profile there (open it in Chrome DevTools), one file per thread; READ_WORKERS is passed on to the server;
// BENCH_SERVER_DIR=dir runs the server of another checkout (an older build kept aside with its node_modules,
// to compare in the same minutes) on the same catalogue. BENCH_NODE_FLAGS (space-separated) are given to the
// server's node, e.g. `--trace-gc`; BENCH_SERVER_LOG=file keeps the server's output there.
// BENCH_VARIED_WARMUP (default 10) seconds of other varied URLs come before the varied target (its readers' builds).
// BENCH_COMPACT=0 leaves the catalogue's search indexes as a batch build leaves them (several segments): the server
// then merges them while the first target runs (api/db/search-index-upkeep.ts).
// BENCH_ENGINES=sqlite,postgres (the default when PostgreSQL's initdb is installed): the same catalogue is
// copied into a throwaway PostgreSQL cluster (migrateToPostgres) and the same targets run against a server
// on it, printed beside SQLite's (docs/decisions/028-one-code-two-databases.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openPostgres } from '#api/db/pg/client.ts';
import { defaultReadWorkers } from '#api/env.ts';
import { migrateToPostgres } from '#api/db/pg/migrate-to-postgres.ts';
import { postgresBinDir, startPostgresCluster, type PostgresCluster } from '#api/test/postgres-cluster.ts';
import { buildBenchDatabase } from './api-bench-data.ts';
import { printUncachedLists } from './uncached-lists.ts';
import { productPagesOnce, variedProductPages, variedUrls } from './varied-urls.ts';
import { mainThreadCpuMs, processCpuMs } from './process-cpu.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const storeCount = Number(process.env.BENCH_STORES ?? 2_000);
const port = 4100 + Math.floor(Math.random() * 900);
const base = `http://127.0.0.1:${port}`;
type Engine = 'sqlite' | 'postgres';
const engines = (process.env.BENCH_ENGINES ?? (postgresBinDir() ? 'sqlite,postgres' : 'sqlite')).split(',').map((e) => e.trim()) as Engine[];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-bench-'));
console.log(`Building ${productCount.toLocaleString()} products in ${storeCount.toLocaleString()} stores…`);
let started = performance.now();
const catalogue = buildBenchDatabase(path.join(dataDir, 'souq-bayti.db'), storeCount, productCount);
/** Every listed product's id (their pages are public). */
const listedProductIds = catalogue.db.$client.prepare('SELECT id FROM products WHERE is_listed = 1').pluck().all() as string[];
const productId = catalogue.db.$client.prepare('SELECT id FROM products WHERE is_listed = 1 ORDER BY created_at DESC LIMIT 1 OFFSET 500').pluck().get() as string;
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
await printUncachedLists(catalogue.db, { category: 'food', minPrice: '10', maxPrice: '40', searches: ['cushion', 'cu', 'مطرزة وسادة'], city: 'Amman', governorate: 'amman', deepOffset: 2_000 });

// PostgreSQL: a throwaway cluster on this machine holding a copy of the same catalogue.
let cluster: PostgresCluster | null = null;
if (engines.includes('postgres')) {
  cluster = await startPostgresCluster();
  started = performance.now();
  const target = await openPostgres(cluster.url);
  await migrateToPostgres(catalogue.db, target);
  await target.$client.query('VACUUM ANALYZE');
  await target.$client.end();
  console.log(`Copied into PostgreSQL in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
catalogue.db.$client.close();

// The machine's own stalls, for comparison: an idle process with the same probe.
const idle = spawn(process.execPath, ['--import', 'tsx', '--import', './bench/event-loop-probe.ts', '-e', 'setInterval(() => {}, 60_000)'], { stdio: ['ignore', 'pipe', 'inherit'] });
let server: typeof idle | null = null;
const stop = () => {
  if (server?.exitCode === null) server.kill('SIGTERM');
  if (idle.exitCode === null) idle.kill('SIGTERM');
};
process.on('exit', () => {
  stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The real server on one engine, started with node directly so that its pid is the server's own. */
async function startServer(engine: Engine) {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...profile, ...nodeFlags, '--import', 'tsx', '--import', './bench/event-loop-probe.ts', 'api/server.ts'], {
    cwd: process.env.BENCH_SERVER_DIR ?? process.cwd(),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '0', LOG_REQUESTS: '0', ...(engine === 'postgres' ? { DATABASE_URL: cluster!.url } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('Souq Bayti is ready')) resolve(); });
    if (process.env.BENCH_SERVER_LOG) child.stdout!.pipe(fs.createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

type Stall = { maxMs: number; p99Ms: number; gcMs: number };
/** A probed process's longest event-loop stall (and longest GC pause) since the last call, in ms. */
function stallOf(child: typeof idle): Promise<Stall> {
  const reading = new Promise<Stall>((resolve) => {
    const onData = (chunk: Buffer) => {
      const line = chunk.toString().split('\n').find((l) => l.startsWith('event-loop '));
      if (!line) return;
      child.stdout!.off('data', onData);
      resolve(JSON.parse(line.slice('event-loop '.length)) as Stall);
    };
    child.stdout!.on('data', onData);
  });
  child.kill('SIGUSR2');
  return reading;
}
/** The server's stall and the idle process's, over the same time. */
const longestStall = async () => {
  const [own, machine] = await Promise.all([stallOf(server!), stallOf(idle)]);
  return { stall: own.maxMs, gc: own.gcMs, machine: machine.maxMs };
};

const allTargets = [
  { name: 'ceiling: unknown /api path (404 JSON)', path: '/api/bench-ceiling', ceiling: true },
  { name: 'products: default list', path: '/api/products?limit=20' },
  { name: 'products: category + price', path: '/api/products?categoryId=food&minPrice=10&maxPrice=200&limit=20' },
  { name: 'products: Arabic search', path: `/api/products?search=${encodeURIComponent('مطرزة')}&limit=20` },
  { name: 'products: English search', path: '/api/products?search=cushion&limit=20' },
  { name: 'stores: list', path: '/api/stores?limit=12' },
  { name: 'product page', path: `/api/products/${productId}?include=storeSeller` },
  { name: 'varied: lists never asked twice', path: '/api/products?limit=20', varied: true, urls: variedUrls() },
  // The app's server-rendered pages (api/pages), when the app is built (`npm run build`): shown for
  // their cost, not held to the API's targets (a page is one navigation, not one of many reads).
  ...(fs.existsSync('dist-server/entry.js')
    ? [
        { name: 'HTML: product page (server-rendered)', path: `/products/${productId}`, page: true },
        { name: 'HTML: products page (server-rendered)', path: '/products', page: true },
        // Each a page rendered for the first time, as after a catalogue write or for a shared link: the render's cost.
        { name: 'HTML: products pages never asked twice', path: '/products', page: true, urls: variedProductPages() },
        { name: 'HTML: product pages never asked twice', path: `/products/${productId}`, page: true, urls: productPagesOnce(listedProductIds) },
      ]
    : []),
];

const only = process.env.BENCH_ONLY;
const targets = only ? allTargets.filter((t) => 'ceiling' in t || t.name.includes(only)) : allTargets;

/** Seconds of varied traffic (other URLs) before the varied target: BENCH_VARIED_WARMUP, default 10; 0 skips it. */
const variedWarmup = Number(process.env.BENCH_VARIED_WARMUP ?? 10);

/** Each request of a target with `urls` asks for a URL never asked before; `onResponse` sees each answer's headers. */
const requestsOf = (next: () => string, onResponse?: (headers: Record<string, string>) => void) => [
  { method: 'GET', setupRequest: (req: { path: string }) => ({ ...req, path: next() }), onResponse: onResponse && ((_s: number, _b: string, _c: unknown, headers: Record<string, string>) => onResponse(headers)) },
];

type Row = { name: string; renderedShare?: number; rps: number; cpuMs: number; mainCpuMs: number; p50: number; p99: number; errors: number; non2xx: number; stall: number; gc: number; machine: number; ceiling?: boolean; page?: boolean; varied?: boolean };

/** Every target against a server on one engine: its first (uncached) answers, then autocannon. */
async function measure(engine: Engine): Promise<Row[]> {
  server = await startServer(engine);
  // First (uncached) answer of each list: what a request pays after a catalogue write.
  console.log(`\n${engine}: first answer after start (nothing cached):`);
  for (const target of targets) {
    started = performance.now();
    const res = await fetch(base + target.path);
    await res.text();
    console.log(`  ${target.name.padEnd(40)} ${res.status}  ${(performance.now() - started).toFixed(1)} ms`);
  }
  // Warm-up: JIT and the database's page cache, so the measured runs show the steady state.
  for (const target of targets) if (!('urls' in target)) await autocannon({ url: base + target.path, connections: 10, duration: 2 });
  // The varied target's own warm-up, on URLs of another seed (the measured ones stay never asked): a reader builds
  // its search index and column copy once a state of the catalogue has been searched a few times, in slices between
  // reads (api/catalogue/reader-builds.ts), so the target measures a catalogue left unwritten that long.
  if (variedWarmup > 0 && targets.some((target) => 'varied' in target)) {
    const other = variedUrls(8);
    await autocannon({ url: `${base}/api/products`, connections: 4, duration: variedWarmup, requests: [{ method: 'GET', setupRequest: (req: { path: string }) => ({ ...req, path: other() }) }] });
  }
  const rows: Row[] = [];
  console.log(`\n${engine}: autocannon, ${connections} connections, ${seconds} s each`);
  for (const target of targets) {
    const varied = 'varied' in target;
    await longestStall();
    const cpuBefore = processCpuMs(server.pid!);
    const mainBefore = mainThreadCpuMs(server.pid!);
    // A page the server was too busy to render is answered with the app shell, which has no build header.
    let answers = 0;
    let rendered = 0;
    const countRendered = 'page' in target ? (headers: Record<string, string>) => { answers += 1; if (Object.keys(headers).some((name) => name.toLowerCase() === 'x-app-build')) rendered += 1; } : undefined;
    const result = await autocannon({ url: base + target.path, connections, duration: seconds, ...('urls' in target && target.urls ? { requests: requestsOf(target.urls, countRendered) } : {}) });
    rows.push({
      name: target.name, ceiling: target.ceiling, page: 'page' in target, varied, rps: result.requests.average, renderedShare: answers ? rendered / answers : undefined,
      cpuMs: (processCpuMs(server.pid!) - cpuBefore) / Math.max(1, result.requests.total),
      mainCpuMs: (mainThreadCpuMs(server.pid!) - mainBefore) / Math.max(1, result.requests.total), p50: result.latency.p50, p99: result.latency.p99,
      errors: result.errors + result.timeouts, non2xx: target.ceiling ? 0 : result.non2xx, ...(await longestStall()),
    });
    console.log(`  done: ${target.name}`);
  }
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited; // a CPU profile is written as the server exits
  return rows;
}

const results = new Map<Engine, Row[]>();
for (const engine of engines) results.set(engine, await measure(engine));
stop();
await cluster?.stop();
const rows = results.get(engines[0]!)!;
if (engines.length > 1) console.log(`\nThe table below is ${engines[0]}'s; the engines side by side follow it.`);

const ceiling = rows.find((r) => r.ceiling)!;
console.log('\n| endpoint | req/s | server CPU ms per request | p50 ms | p99 ms | longest stall ms | of it GC ms | idle process stall ms | ceiling ÷ this | errors | within 3× | p99 < 50 ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
let throughputMet = true;
let latencyMet = true;
for (const row of rows) {
  const ratio = ceiling.rps / row.rps;
  const fast = row.p99 < 50;
  const clean = row.errors === 0 && row.non2xx === 0;
  if (!row.ceiling && !row.page && !row.varied) {
    throughputMet &&= ratio <= 3 && clean;
    latencyMet &&= fast;
  }
  const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
  console.log(`| ${row.name} | ${Math.round(row.rps)} | ${row.cpuMs.toFixed(2)} | ${row.p50} | ${row.p99} | ${row.stall.toFixed(1)} | ${row.gc.toFixed(1)} | ${row.machine.toFixed(1)} | ${row.ceiling ? '—' : ratio.toFixed(2)} | ${row.errors + row.non2xx} | ${row.ceiling ? '—' : yes(ratio <= 3 && clean)} | ${yes(fast)} |`);
}
console.log(`\nEvery list within 3× of the ceiling's throughput: ${throughputMet ? 'met' : 'NOT met'}`);
console.log(`p99 under 50 ms at ${connections} connections: ${latencyMet ? 'met' : 'NOT met'}${ceiling.p99 >= 50 ? ` (the trivial ceiling endpoint itself has p99 ${ceiling.p99} ms on this machine now)` : ''}`);
for (const row of rows) {
  if (row.renderedShare !== undefined) console.log(`${row.name}: ${(100 * row.renderedShare).toFixed(1)} % of the answers rendered pages (the rest the app shell: the server was too busy to render them)`);
}
const varied = rows.find((r) => r.varied);
const variedShare = varied ? varied.rps / ceiling.rps : 0;
if (varied) console.log(`Varied (never-repeated) lists: ${Math.round(varied.rps)} req/s = 1/${(1 / variedShare).toFixed(1)} of the ceiling (target ≥ 1/8: ${variedShare >= 1 / 8 ? 'met' : 'NOT met'}), ` +
  `p99 ${varied.p99} ms (target < 100: ${varied.p99 < 100 ? 'met' : 'NOT met'}), server CPU ${varied.cpuMs.toFixed(2)} ms per request (${varied.mainCpuMs.toFixed(2)} on the main thread, the rest in readers and helper threads; the ceiling's ${ceiling.cpuMs.toFixed(2)}), longest event-loop stall ${varied.stall.toFixed(1)} ms (target < 50: ${varied.stall < 50 ? 'met' : 'NOT met'}; an idle process stalled ${varied.machine.toFixed(1)} ms meanwhile), errors ${varied.errors + varied.non2xx}`);
console.log(`Machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (other processes share the cores); ` +
  `catalogue readers (READ_WORKERS): ${process.env.READ_WORKERS ?? `default, ${defaultReadWorkers(os.availableParallelism())} here`}`);
if (engines.length > 1) {
  console.log(`\n| endpoint | ${engines.map((e) => `${e} req/s | ${e} p50 ms | ${e} p99 ms | ${e} stall ms | ${e} errors`).join(' | ')} |`);
  console.log(`| --- |${engines.map(() => ' ---: | ---: | ---: | ---: | ---: |').join('')}`);
  for (const row of rows) {
    const cells = engines.map((e) => {
      const other = results.get(e)!.find((r) => r.name === row.name);
      return other ? `${Math.round(other.rps)} | ${other.p50} | ${other.p99} | ${other.stall.toFixed(1)} | ${other.errors + other.non2xx}` : '— | — | — | — | —';
    });
    console.log(`| ${row.name} | ${cells.join(' | ')} |`);
  }
}
