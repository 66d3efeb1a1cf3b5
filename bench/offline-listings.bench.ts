// npm run bench:offline-listings — a seller on a phone lists five products from 12 MP photos without a
// connection (bulk creation keeps them on the phone), then the connection returns on Slow 4G with a
// 4× slower CPU (bench/phone-profile.ts, the same phone as bench:web): prints the time from "back
// online" to "all five published" (seen through the API), and what one 12 MP photo costs on the wire
// in the online wizard (uploadPhoto: 2048 px, JPEG 0.85) and kept offline (1600 px, JPEG 0.8).
// Serves `dist/` with the real server on a temp data dir; `--no-build` skips the build.
import { chromium, type Page } from 'playwright-core';
import fs from 'node:fs';
import { phonePhoto } from '../e2e/support/phone-photo.ts';
import { keptPhotoBytes } from '../e2e/support/service-worker.ts';
import { startDemoServer } from './demo-server.ts';
import { CHROMIUM, CPU_SLOWDOWN } from './phone-profile.ts';
import { throttleProxy } from './throttle-proxy.ts';

const COUNT = 5;
const PORT = 4900 + Math.floor(Math.random() * 300);
const BASE = `http://127.0.0.1:${PORT}`;

const { dataDir, server, ready: waitForServer } = startDemoServer(PORT, 'offline');

/**
 * Records the size of each photo body the page PUTs to an upload URL (the bytes a photo costs on the
 * wire; DevTools does not report the size of a Blob body).
 */
const RECORD_UPLOADS = `(() => {
  const sizes = (window.__uploadSizes = []);
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (init?.method === 'PUT' && /\\/api\\/objects\\/upload\\/[^/]+$/.test(String(input)) && init.body instanceof Blob) sizes.push(init.body.size);
    return send(input, init);
  };
})();`;
const uploadSizes = (page: Page) => page.evaluate(() => (window as unknown as { __uploadSizes: number[] }).__uploadSizes);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

try {
  await waitForServer();
  // The browser talks to the server through a proxy that holds its traffic to Slow 4G once she is back online.
  const proxy = throttleProxy({ host: '127.0.0.1', port: PORT });
  const proxied = `http://127.0.0.1:${await proxy.listening}`;
  const photos = await Promise.all(Array.from({ length: COUNT }, (_, i) => phonePhoto(`camera-${i + 1}.jpg`, 40 * i)));
  const browser = await chromium.launch(CHROMIUM);
  const context = await browser.newContext({ baseURL: proxied, viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  const label = Date.now().toString(36);
  const email = `bench-offline-${label}@example.com`;
  const register = await context.request.post('/api/register', { data: { email, password: 'secret-123', firstName: 'Nawal', role: 'seller' } });
  if (register.status() !== 201) throw new Error(`register: ${register.status()}`);
  const store = (await (await context.request.post('/api/stores', { data: { nameEn: `Bench Loom ${label}`, nameAr: `نول ${label}`, governorate: 'amman' } })).json()) as { id: string };
  const published = async () => {
    // Straight to the server (not through the phone's slow line): the public list shows published products.
    const list = (await (await fetch(`${BASE}/api/stores/${store.id}/products`)).json()) as { products: { status: string }[] };
    return list.products.filter((p) => p.status === 'active').length;
  };

  await context.addInitScript(RECORD_UPLOADS);
  const page = await context.newPage();
  // (a) Online, unthrottled: the wizard uploads a photo as soon as it is added.
  await page.goto(`/seller/store/${store.id}/products/create`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await page.getByLabel('Add photos').setInputFiles([photos[0]!]);
  for (let i = 0; (await uploadSizes(page)).length === 0; i++) {
    if (i > 600) throw new Error('the wizard did not upload its photo within a minute');
    await new Promise((r) => setTimeout(r, 100));
  }
  console.error('online wizard photo uploaded');
  const [onlineWizardBytes] = await uploadSizes(page);

  // Her product list and the bulk page once online (their code and the store are then on the phone), then offline.
  await page.goto(`/seller/store/${store.id}/products`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const bulkPath = `/seller/store/${store.id}/products/mass-create`;
  await page.goto(bulkPath);
  await page.getByRole('heading', { name: 'Bulk Add Products' }).waitFor();
  await page.waitForTimeout(1500); // the persisted cache is written within a second
  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('Choose photos').setInputFiles(photos);
  const rows = page.getByRole('region', { name: 'Products to create' }).getByRole('row');
  await rows.nth(COUNT).waitFor();
  await page.getByText('Failed to analyze image').nth(COUNT - 1).waitFor({ timeout: 60_000 });
  for (let i = 0; i < COUNT; i++) {
    const cell = (column: string) => rows.nth(i + 1).getByRole('textbox', { name: new RegExp(`^${column.replace(/[()]/g, '\\$&')} `) });
    await cell('English name').fill(`Camera product ${i + 1}`);
    await cell('Arabic name').fill(`منتج ${i + 1}`);
    await cell('Price (JOD)').fill(`${5 + i}.50`);
  }
  await page.getByRole('button', { name: /^Add Selected Items/ }).click();
  await page.waitForURL(/\/products$/, { timeout: 120_000 });
  await page.getByTestId('queued-listing').nth(COUNT - 1).waitFor();
  const kept = await keptPhotoBytes(page);

  console.error(`${COUNT} products kept offline`);
  // (b) Back online on Slow 4G (on the wire: the page or the service worker may send) with the page's CPU 4× slower.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  proxy.state.throttled = true;
  await context.setOffline(false);
  const sentFrom: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/products') sentFrom.push(request.serviceWorker() ? 'service worker' : 'page');
  });
  const backOnline = performance.now();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  let count = 0;
  while ((count = await published()) < COUNT) {
    if (performance.now() - backOnline > 600_000) throw new Error(`only ${count} of ${COUNT} published after 10 minutes`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const elapsed = performance.now() - backOnline;
  const sentBy = [...new Set(sentFrom)].join(' and ') || 'nobody seen';
  await browser.close();
  proxy.close();

  const originals = photos.map((p) => p.buffer.length);
  console.log('\n12 MP photo on the wire (phonePhoto, 4000 × 3000 JPEG with camera metadata):');
  console.log(`  original file                      ${kb(originals[0]!)} (${originals[0]} bytes)`);
  console.log(`  online wizard (2048 px, JPEG 0.85) ${kb(onlineWizardBytes)} (${onlineWizardBytes} bytes)`);
  console.log(`  kept offline  (1600 px, JPEG 0.8)  ${kb(kept[0]!)} (${kept[0]} bytes); all five: ${kept.join(', ')} bytes`);
  console.log(`\nBack online → all ${COUNT} published (Slow 4G, ${CPU_SLOWDOWN}× CPU): ${(elapsed / 1000).toFixed(1)} s (sent by: ${sentBy})`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
