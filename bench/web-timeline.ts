// npm run bench:web-timeline [-- --no-build] [--camera-photos] [--h2] [--profile] [paths…] — what a cold load does before the page works,
// on bench:web's phone (Slow 4G, CPU 4×): each file's request and arrival, the first paint, when the
// app starts rendering and when the page is interactive, the long tasks, and the main thread's
// scripting and task time from the DevTools protocol (CPU figures, steadier than wall time on a
// shared machine). Default paths: /products and the first product. `--h2`: through HTTP/2 over TLS, as
// the README's deployment behind Caddy serves a phone (bench/h2-proxy.ts). `--profile`: as many loads again as
// a phone meets them, with V8's CPU profile, and where their main thread's time went (bench/main-thread-profile.ts).
import { chromium, type Page } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import { INTERACTIVE_MARK, RENDER_START_MARK, ROOT_HYDRATED_MARK } from '#web/lib/performance-marks.ts';
import { startDemoServer } from './demo-server.ts';
import { addCameraPhotoProducts } from './web-bench-photo.ts';
import { ACCEPT_BENCH_CERTIFICATE, startHttp2Proxy } from './h2-proxy.ts';
import { openUnwatchedBrowser, type ProfiledLoad, type UnwatchedTiming } from './unwatched-load.ts';
import { attribute, buildSourceMaps, printAttribution } from './main-thread-profile.ts';
import { CHROMIUM, CPU_SLOWDOWN, SCREEN, SLOW_4G } from './phone-profile.ts';

const PORT = 4900 + Math.floor(Math.random() * 300);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** Long tasks are not buffered for a late observer: watch them from the document's first byte. */
const WATCH_LONG_TASKS = `window.__longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask' });`;

type Timeline = {
  fcp: number;
  renderStart: number;
  interactive: number;
  files: { name: string; start: number; end: number; kb: number }[];
  longTasks: [number, number][];
  scriptMs: number;
  taskMs: number;
  /** Scripting and long tasks until SETTLE_MS after interactive: the parts hydrated apart (filters, cards) included. */
  settledScriptMs: number;
  settledLongTasks: [number, number][];
};

/** How long after interactive the settled figure is read: the cards and widgets have hydrated and loaded by then on the bench phone. */
const SETTLE_MS = 4000;

async function coldLoad(page: Page, url: string): Promise<Timeline> {
  await page.addInitScript(WATCH_LONG_TASKS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK, { timeout: 60_000, polling: 50 });
  // Scripting and task time of the main thread up to (about) the interactive mark.
  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const timeline = await page.evaluate(([interactiveMark, renderMark]) => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    renderStart: performance.getEntriesByName(renderMark)[0]?.startTime ?? NaN,
    interactive: performance.getEntriesByName(interactiveMark)[0]?.startTime ?? NaN,
    files: [
      { name: 'document', start: 0, end: (performance.getEntriesByType('navigation')[0] as PerformanceResourceTiming).responseEnd, kb: 0 },
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ name: e.name.replace(location.origin, ''), start: e.startTime, end: e.responseEnd, kb: e.transferSize / 1024 })),
    ],
    longTasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
  }), [INTERACTIVE_MARK, RENDER_START_MARK] as const);
  await page.waitForTimeout(Math.max(0, timeline.interactive + SETTLE_MS - (await page.evaluate(() => performance.now()))));
  const settled = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const settledLongTasks = await page.evaluate(() => (window as unknown as { __longTasks: [number, number][] }).__longTasks);
  return { ...timeline, scriptMs: (metrics.ScriptDuration ?? 0) * 1000, taskMs: (metrics.TaskDuration ?? 0) * 1000, settledScriptMs: (settled.ScriptDuration ?? 0) * 1000, settledLongTasks };
}

const ms = (n: number) => `${Math.round(n)}`.padStart(5);
/** Blocking time (each long task's time past 50 ms) of the long tasks that started after `from`. */
const blocking = (tasks: [number, number][], from: number) => tasks.filter(([s]) => s >= from).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The paint-to-interactive gap in its steps, medians of each load's own: the link (the entry's last byte after
 * the first paint), the entry's compile and evaluation with the page's chunks (to render start), the layout's
 * hydration (to the root's commit) and the page's (docs/decisions/022, "Web, twenty-ninth round").
 */
function printGapSteps(loads: UnwatchedTiming[]) {
  const step = (from: (t: UnwatchedTiming) => number, to: (t: UnwatchedTiming) => number) => ms(median(loads.map((t) => to(t) - from(t))));
  console.log(`  the gap's steps (medians): paint → entry landed ${step((t) => t.fcp, (t) => t.entryLanded)}, → render start ${step((t) => t.entryLanded, (t) => t.renderStart)}, → root hydrated ${step((t) => t.renderStart, (t) => t.rootHydrated)}, → interactive ${step((t) => t.rootHydrated, (t) => t.interactive)}`);
}

const { dataDir, server, ready } = startDemoServer(PORT, 'timeline');
try {
  await ready();
  const { products } = (await (await fetch(`${BASE}/api/products?limit=1`)).json()) as { products: { id: string }[] };
  const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  // `--camera-photos`: the first screen of /products shows sellers' camera photos, as in bench:web.
  const photoProductId = process.argv.includes('--camera-photos') ? (await addCameraPhotoProducts(BASE, 4)).at(-1)! : products[0]!.id;
  const paths = asked.length ? asked : ['/products', `/products/${photoProductId}`];
  const proxy = process.argv.includes('--h2') ? await startHttp2Proxy(PORT) : null;
  const origin = proxy?.origin ?? BASE;
  const chromiumArgs = proxy ? [ACCEPT_BENCH_CERTIFICATE] : [];
  const browser = await chromium.launch({ ...CHROMIUM, args: [...CHROMIUM.args, ...chromiumArgs] });
  const maps = process.argv.includes('--profile') ? buildSourceMaps() : null;
  if (maps?.unmatched.length) console.log(`no source map for ${maps.unmatched.join(', ')}: the sources changed since the build`);
  const phone = await openUnwatchedBrowser({ interactive: INTERACTIVE_MARK, renderStart: RENDER_START_MARK, rootHydrated: ROOT_HYDRATED_MARK }, chromiumArgs);
  console.log(`served over ${proxy ? 'HTTP/2 and TLS (bench/h2-proxy.ts)' : 'HTTP/1.1, straight from the server'}`);
  for (const path of paths) {
    const runs: Timeline[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ ...SCREEN, serviceWorkers: 'block' });
      runs.push(await coldLoad(await context.newPage(), origin + path));
      await context.close();
    }
    const byInteractive = [...runs].sort((a, b) => a.interactive - b.interactive);
    const t = byInteractive[Math.floor(runs.length / 2)]!;
    console.log(`\n${path} — median of ${RUNS} cold loads (ms from navigation start)`);
    console.log(`first paint ${ms(t.fcp)}  render start ${ms(t.renderStart)}  interactive ${ms(t.interactive)}  gap ${ms(t.interactive - t.fcp)}`);
    console.log(`interactive per run: ${runs.map((r) => Math.round(r.interactive)).join(', ')}; gap per run: ${runs.map((r) => Math.round(r.interactive - r.fcp)).join(', ')}`);
    console.log(`main thread up to interactive: scripting ${ms(median(runs.map((r) => r.scriptMs)))}, tasks ${ms(median(runs.map((r) => r.taskMs)))}; long tasks after the first paint: ${ms(median(runs.map((r) => blocking(r.longTasks, r.fcp))))} blocking`);
    console.log(`until ${SETTLE_MS / 1000} s after interactive: scripting ${ms(median(runs.map((r) => r.settledScriptMs)))}; blocking after the first paint ${ms(median(runs.map((r) => blocking(r.settledLongTasks, r.fcp))))} ms`);
    const unwatched: UnwatchedTiming[] = [];
    for (let run = 0; run < RUNS; run++) unwatched.push(await phone.coldLoad(origin + path));
    console.log(`as a phone meets it (no DevTools Runtime domain: bench/unwatched-load.ts): first paint ${ms(median(unwatched.map((r) => r.fcp)))}  render start ${ms(median(unwatched.map((r) => r.renderStart)))}  interactive ${ms(median(unwatched.map((r) => r.interactive)))}  gap ${ms(median(unwatched.map((r) => r.interactive - r.fcp)))}`);
    console.log(`  interactive per run: ${unwatched.map((r) => Math.round(r.interactive)).join(', ')}; gap per run: ${unwatched.map((r) => Math.round(r.interactive - r.fcp)).join(', ')}`);
    printGapSteps(unwatched);
    console.log('files (start → end, KB):');
    for (const f of t.files.filter((f) => f.start <= t.interactive)) console.log(`  ${ms(f.start)} → ${ms(f.end)} ${f.kb.toFixed(1).padStart(6)}  ${f.name.slice(0, 90)}`);
    console.log('long tasks (start, duration):');
    for (const [start, duration] of t.longTasks.filter(([s]) => s <= t.interactive + 2000)) console.log(`  ${ms(start)} ${ms(duration)}`);
    if (!maps) continue;
    const profiled: ProfiledLoad[] = [];
    for (let run = 0; run < RUNS; run++) profiled.push(await phone.coldLoad(origin + path, { profile: true }));
    console.log(`profiled loads: entry landed ${profiled.map((r) => Math.round(r.entryLanded)).join(', ')}; render start ${profiled.map((r) => Math.round(r.renderStart)).join(', ')}; interactive ${profiled.map((r) => Math.round(r.interactive)).join(', ')}`);
    printAttribution(attribute(profiled, maps));
  }
  await browser.close();
  await phone.close();
  proxy?.close();
  console.log(`\nMachine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  server.kill('SIGTERM');
  setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
