// npm run bench:web — first-load weight, LCP and CLS of the production build on a throttled phone.
// Serves `dist/` with the real server on demo data, drives Debian's Chromium through the DevTools
// protocol with DevTools' "Slow 4G" network preset and a 4× CPU slowdown, and prints every figure.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RENDER_START_MARK } from '#web/lib/performance-marks.ts';

const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** Each page is measured this many times (cold then warm); the median is reported (BENCH_RUNS to change). */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = 4600 + Math.floor(Math.random() * 300);
const BASE = `http://127.0.0.1:${PORT}`;
const TARGETS = { homeJsKb: 120, coldLcpMs: 2500, warmLcpMs: 1000, cls: 0.05 };

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-bench-web-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/api/categories`)).ok) return;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

type Transfer = { jsBytes: number; cssBytes: number; totalBytes: number; networkJsBytes: number; requests: number };
type Tracker = { totals: () => Transfer; scriptBytesRequestedBefore: (epochMs: number) => number };

/** Counts bytes that really crossed the network (not served by the service worker or memory cache). */
function trackTransfer(cdp: CDPSession): Tracker {
  const requested = new Map<string, number>(); // request id → wall time (epoch ms)
  const types = new Map<string, { type: string; fromCache: boolean }>();
  const scripts: { requestedAt: number; bytes: number }[] = [];
  const totals: Transfer = { jsBytes: 0, cssBytes: 0, totalBytes: 0, networkJsBytes: 0, requests: 0 };
  cdp.on('Network.requestWillBeSent', (e) => requested.set(e.requestId, e.wallTime * 1000));
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, { type: e.type, fromCache: !!(e.response.fromServiceWorker || e.response.fromDiskCache || e.response.fromPrefetchCache) });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const info = types.get(e.requestId);
    if (!info) return;
    const bytes = info.fromCache ? 0 : e.encodedDataLength;
    totals.totalBytes += bytes;
    totals.requests += info.fromCache ? 0 : 1;
    if (info.type === 'Script') {
      totals.jsBytes += e.encodedDataLength;
      totals.networkJsBytes += bytes;
      scripts.push({ requestedAt: requested.get(e.requestId) ?? Infinity, bytes: e.encodedDataLength });
    }
    if (info.type === 'Stylesheet') totals.cssBytes += e.encodedDataLength;
  });
  return {
    totals: () => ({ ...totals }),
    scriptBytesRequestedBefore: (epochMs) => scripts.filter((s) => s.requestedAt <= epochMs).reduce((sum, s) => sum + s.bytes, 0),
  };
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** LCP and CLS from PerformanceObserver after the page settles. */
async function vitals(page: Page): Promise<{ lcp: number; cls: number }> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  return page.evaluate(
    () =>
      new Promise<{ lcp: number; cls: number }>((resolve) => {
        let lcp = 0;
        let cls = 0;
        new PerformanceObserver((list) => { for (const e of list.getEntries()) lcp = Math.max(lcp, e.startTime); }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ lcp, cls }), 300);
      }),
  );
}

async function visit(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const cdp = await throttle(page);
  const transfer = trackTransfer(cdp);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const atLoad = transfer.totals();
  const v = await vitals(page);
  const t = transfer.totals();
  // First-load JavaScript: what was asked for before the app starts rendering, i.e. the code and words
  // that show this page. Parts its render asks for (sections below the fold, menus and toasts when
  // idle) are printed apart.
  const renderStartAt = await page.evaluate((mark) => performance.timeOrigin + (performance.getEntriesByName(mark)[0]?.startTime ?? Infinity), RENDER_START_MARK);
  await page.close();
  return { ...v, ...t, firstLoadJsBytes: transfer.scriptBytesRequestedBefore(renderStartAt), loadJsBytes: atLoad.jsBytes, loadCssBytes: atLoad.cssBytes };
}

type Visit = Awaited<ReturnType<typeof visit>>;

/** A cold visit on a fresh profile, then a warm one on the same profile once the service worker has installed. */
async function coldThenWarm(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, serviceWorkers: 'allow' });
  const first = await visit(context, url);
  const sw = await context.newPage();
  await sw.goto(url);
  await sw.waitForFunction(() => navigator.serviceWorker?.controller != null || navigator.serviceWorker?.ready.then(() => true), null, { timeout: 60_000 }).catch(() => undefined);
  await sw.evaluate(() => navigator.serviceWorker?.ready);
  await sw.reload();
  await sw.waitForTimeout(2000);
  await sw.close();
  const warm = await visit(context, url);
  await context.close();
  return { first, warm };
}

const median = (visits: Visit[]) => [...visits].sort((a, b) => a.lcp - b.lcp)[Math.floor(visits.length / 2)]!;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;

try {
  await waitForServer();
  const { products } = (await (await fetch(`${BASE}/api/products?limit=1`)).json()) as { products: { id: string }[] };
  const pages = { home: '/', products: '/products', product: `/products/${products[0]!.id}` };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: string[] = [];
  const failures: string[] = [];
  let homeColdJs = 0;
  for (const [name, url] of Object.entries(pages)) {
    const runs: { first: Visit; warm: Visit }[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await coldThenWarm(browser, BASE + url));
    // The median run by LCP for each figure set; CLS is the worst seen; the LCP spread is printed.
    const first = median(runs.map((r) => r.first));
    const warm = median(runs.map((r) => r.warm));
    const cls = Math.max(...runs.flatMap((r) => [r.first.cls, r.warm.cls]));
    const spread = (visits: Visit[]) => `${ms(Math.min(...visits.map((v) => v.lcp)))}–${ms(Math.max(...visits.map((v) => v.lcp)))}`;
    if (name === 'home') homeColdJs = first.firstLoadJsBytes;
    rows.push(
      `${name.padEnd(9)} cold: JS ${kb(first.firstLoadJsBytes)} to render (${kb(first.loadJsBytes)} by the load event, ${kb(first.jsBytes)} in all), CSS ${kb(first.loadCssBytes)}, all ${kb(first.totalBytes)} in ${first.requests} requests, LCP ${ms(first.lcp)} (${spread(runs.map((r) => r.first))}), CLS ${first.cls.toFixed(3)}\n` +
        `${''.padEnd(9)} warm: network ${kb(warm.totalBytes)} in ${warm.requests} requests (app code ${kb(warm.networkJsBytes)}), LCP ${ms(warm.lcp)} (${spread(runs.map((r) => r.warm))}), CLS ${warm.cls.toFixed(3)}`,
    );
    if (first.lcp > TARGETS.coldLcpMs) failures.push(`${name} cold LCP ${ms(first.lcp)} > ${TARGETS.coldLcpMs} ms`);
    if (warm.lcp > TARGETS.warmLcpMs) failures.push(`${name} warm LCP ${ms(warm.lcp)} > ${TARGETS.warmLcpMs} ms`);
    if (cls >= TARGETS.cls) failures.push(`${name} CLS ${cls.toFixed(3)} ≥ ${TARGETS.cls}`);
    const appCode = Math.max(...runs.map((r) => r.warm.networkJsBytes));
    if (appCode > 0) failures.push(`${name} warm visit downloaded ${kb(appCode)} of app code`);
  }
  await browser.close();
  console.log(`\nbench:web — median of ${RUNS} runs, Slow 4G (562.5 ms, 1.44 Mbps down, 675 kbps up), CPU ${CPU_SLOWDOWN}× slower, 390×844 @2x`);
  console.log(rows.join('\n'));
  console.log(`home first-load JavaScript: ${kb(homeColdJs)} (gzip over the wire, requested before the app renders; target ≤ ${TARGETS.homeJsKb} KB)`);
  if (homeColdJs / 1024 > TARGETS.homeJsKb) failures.push(`home first-load JS ${kb(homeColdJs)} > ${TARGETS.homeJsKb} KB`);
  console.log(failures.length ? `missed targets:\n  ${failures.join('\n  ')}` : 'all targets met');
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
