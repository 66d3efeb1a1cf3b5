// npm run bench:lighthouse — Lighthouse 12 (its default mobile profile: simulated Slow 4G, CPU 4×
// slower) on the production build, served by the real server on fresh demo data with four sellers' camera
// photos as its newest products, for home, products, a product (one of those) and stores. Prints each
// category's score and total blocking time of each page's median run (Lighthouse's own choice of run,
// as its docs advise: one run's blocking time moves by ±150 ms on this
// machine). Run `npm run build` first. Settings: CHROME_PATH (default /usr/bin/chromium), BENCH_RUNS (default 3).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { addCameraPhotoProducts } from './web-bench-photo.ts';

const PORT = 4300 + Math.floor(Math.random() * 300);
const BASE = `http://127.0.0.1:${PORT}`;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, tbtMs: 200 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

if (!fs.existsSync('dist/index.html') || !fs.existsSync('dist-server/entry.js')) {
  console.error('Build the app first: npm run build');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '1', LOG_REQUESTS: '0' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

type Report = {
  categories: Record<(typeof CATEGORIES)[number], { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
};

/** Our reports read only a few fields of Lighthouse's results; its median-run helpers take the whole type. */
const asResults = (reports: Report[]) => reports as unknown as Parameters<typeof computeMedianRun>[0];

/** One Lighthouse run (its own CLI, so its own Chromium profile: a cold visit every time); null if it failed. */
function lighthouse(url: string): Report | null {
  // A file, not stdout: a run that fails (Lighthouse's NO_NAVSTART now and then) cut its stdout short.
  const output = path.join(dataDir, 'lighthouse.json');
  fs.rmSync(output, { force: true });
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js', url, '--output=json', `--output-path=${output}`, '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8' },
  );
  if (run.status !== 0 || !fs.existsSync(output)) {
    console.error(`a Lighthouse run of ${url} failed: ${run.stderr.split('\n').find((line) => line.includes('Error')) ?? run.status}`);
    return null;
  }
  return JSON.parse(fs.readFileSync(output, 'utf8')) as Report;
}

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${BASE}/api/categories`)).ok) break;
    } catch { /* not yet */ }
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  // As in bench:web: the first screen of /products, and the product page, show sellers' camera photos
  // (the newest products), not the demo's drawn art, which weighs a fraction of a photo.
  const [productId] = (await addCameraPhotoProducts(BASE, 4)).slice(-1);
  const pages = { home: '/', products: '/products', product: `/products/${productId}`, stores: '/stores' };
  // The server's own first renders (its modules loaded, its readers started) are not the page's cost:
  // each page is asked for once before Lighthouse opens it.
  for (const url of Object.values(pages)) await (await fetch(BASE + url)).text();
  // Every target is printed met or missed, so an unattended run shows the whole picture.
  const checks: string[] = [];
  const failures: string[] = [];
  const check = (met: boolean, label: string) => {
    checks.push(`${met ? 'met   ' : 'MISSED'} ${label}`);
    if (!met) failures.push(label);
  };
  console.log(`\nLighthouse ${JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, mobile (simulated Slow 4G, CPU 4×), cold`);
  console.log('| page | performance | accessibility | best practices | SEO | TBT ms | TTI ms | LCP ms | failed audits |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  const spreads: string[] = [];
  for (const [name, url] of Object.entries(pages)) {
    const runs = Array.from({ length: RUNS }, () => lighthouse(BASE + url)).filter((run) => run !== null);
    // A run without FCP or TTI cannot be placed against the median: left out.
    const valid = filterToValidRuns(asResults(runs)) as unknown as Report[];
    if (valid.length === 0) throw new Error(`no valid Lighthouse run of ${url} in ${RUNS}`);
    const report = computeMedianRun(asResults(valid)) as unknown as Report;
    const perRun = valid.map((run) => `${Math.round((run.categories.performance.score ?? 0) * 100)}/${Math.round(run.audits['total-blocking-time']?.numericValue ?? NaN)}`);
    const score = (category: (typeof CATEGORIES)[number]) => Math.round((report.categories[category].score ?? 0) * 100);
    const tbt = report.audits['total-blocking-time']?.numericValue ?? NaN;
    const failed = Object.entries(report.audits)
      .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
      .map(([id]) => id);
    console.log(`| ${name} | ${CATEGORIES.map(score).join(' | ')} | ${Math.round(tbt)} | ${Math.round(report.audits.interactive?.numericValue ?? NaN)} | ${Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN)} | ${failed.join(', ') || '—'} |`);
    spreads.push(`${name}: ${perRun.join(', ')}`);
    for (const category of CATEGORIES) check(score(category) >= TARGETS[category], `${name}: ${category} ${score(category)} (target ≥ ${TARGETS[category]})`);
    check(tbt <= TARGETS.tbtMs, `${name}: total blocking time ${Math.round(tbt)} ms (target ≤ ${TARGETS.tbtMs} ms)`);
  }
  console.log(`each valid run (performance / TBT ms):\n  ${spreads.join('\n  ')}`);
  console.log(`targets:\n  ${checks.join('\n  ')}`);
  console.log(failures.length ? `${failures.length} of ${checks.length} targets missed` : 'all targets met');
  console.log(`Machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (Lighthouse's CPU figures suffer when other processes share the cores)`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
