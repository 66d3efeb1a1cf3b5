import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '#api/db/tables.ts';
import { addProduct, addStore } from '#api/test/catalogue-fixtures.ts';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { THRESHOLD_BYTES } from '#api/lib/compress-answers.ts';
import { BUILD_HEADER, PAGE_REFRESH_HEADER, servePages } from './pages.routes.ts';
import { pageHtml } from './prerender.ts';

// The routes around the pre-render, with a stand-in server build (the real one, made by
// `npm run build`, is exercised end to end in e2e/prerender.e2e.ts). The stand-in reads the
// catalogue through the same in-process API the real one gets, so caching follows real writes.

// A real shell is a few KB, enough to be compressed.
const SHELL = `<!doctype html><html lang="ar" dir="rtl"><head><title>Souq Bayti</title></head><body><div id="root"></div><noscript>${'سوق بيتي '.repeat(120)}</noscript></body></html>`;
const STAND_IN = `
let answer; let renders = 0;
export async function setupPrerender(a) { answer = a; }
export async function renderPage(url, language) {
  if (!url.startsWith('/products')) return null;
  renders += 1;
  const res = await answer('/api/categories');
  const categories = await res.json();
  return { markup: '<h1>' + language + ' ' + categories.length + ' render ' + renders + '</h1>', state: { note: '</script><script>alert(1)</script>' }, status: url.includes('missing') ? 404 : 200 };
}`;

let t: TestApp;
let pages: Awaited<ReturnType<typeof servePages>>;

beforeAll(async () => {
  t = await makeTestApp();
  const dist = path.join(t.dataDir, 'dist');
  const serverBuild = path.join(t.dataDir, 'dist-server');
  fs.mkdirSync(dist);
  fs.mkdirSync(serverBuild);
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  fs.writeFileSync(path.join(dist, 'build-id'), 'build-1\n');
  fs.writeFileSync(path.join(serverBuild, 'entry.js'), STAND_IN);
  pages = await servePages({ distDir: dist, serverBuildDir: serverBuild, db: t.db, api: t.app });
});
afterAll(() => t.cleanup());

describe('app pages', () => {
  it('renders a public page into the shell, in the language of the cookie, with the build id', async () => {
    const res = await pages.request('/products', { headers: { cookie: 'language=en' } });
    expect(res.status).toBe(200);
    expect(res.headers.get(BUILD_HEADER)).toBe('build-1');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    // Not inert: its links work as plain links until the app hydrates it.
    expect(html).toMatch(/<div id="root"><div data-prerendered="en"><h1>en \d+ render \d+<\/h1><\/div><\/div>/);
  });

  it('sends a Content-Security-Policy with every HTML answer: rendered pages, the shell and /index.html', async () => {
    for (const path of ['/products', '/profile', '/index.html']) {
      const res = await pages.request(path);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'.*; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'/);
    }
    expect(await (await pages.request('/index.html')).text()).toBe(SHELL);
  });

  it('renders each page once per catalogue version', async () => {
    const first = await (await pages.request('/products?page=2')).text();
    expect(await (await pages.request('/products?page=2')).text()).toBe(first);
    const admin = await t.signUp('admin');
    const created = await t.call('POST', '/api/categories', { cookie: admin.cookie, body: { nameEn: 'Pottery test', nameAr: 'فخار تجريبي', slug: 'pottery-test' } });
    expect(created.status).toBe(201);
    const after = await (await pages.request('/products?page=2')).text();
    expect(after).not.toBe(first);
  });

  it('renders a product\'s page again when a counter moves (a review, a sale); a list page may wait', async () => {
    const { store } = await addStore(t);
    const product = await addProduct(t, store.id);
    const list = async () => (await pages.request('/products?page=3')).text();
    const single = async () => (await pages.request(`/products/${product.id}`)).text();
    const [listBefore, singleBefore] = [await list(), await single()];
    await t.db.update(products).set({ stock: 1, rating: 5, totalReviews: 1 }).where(eq(products.id, product.id));
    expect(await single()).not.toBe(singleBefore);
    expect(await list()).toBe(listBefore); // within COUNTERS_LAG_MS of the lists' last refresh
  });

  it('sends a page compressed, the same bytes each time, and a revisit to an unchanged page a 304', async () => {
    const plain = await (await pages.request('/products?page=4', { headers: { 'accept-encoding': 'identity' } })).text();
    // Long enough to be compressed: the stand-in's markup alone is shorter than the threshold.
    expect(plain.length).toBeGreaterThan(THRESHOLD_BYTES);
    const asBrotli = () => pages.request('/products?page=4', { headers: { 'accept-encoding': 'gzip, br' } });
    const first = await asBrotli();
    expect(first.headers.get('Content-Encoding')).toBe('br');
    expect(first.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(plain);
    expect(Buffer.from(await (await asBrotli()).arrayBuffer())).toEqual(bytes);
    const gzip = await pages.request('/products?page=4', { headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);

    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const revisit = await pages.request('/products?page=4', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(revisit.status).toBe(304);
    expect(await revisit.text()).toBe('');
    expect(revisit.headers.get(BUILD_HEADER)).toBe('build-1');
    // The same page in the other language, or after a catalogue write, is another page.
    expect((await pages.request('/products?page=4', { headers: { 'if-none-match': etag, cookie: 'language=en' } })).status).toBe(200);
    const admin = await t.signUp('admin');
    await t.call('POST', '/api/categories', { cookie: admin.cookie, body: { nameEn: 'Baskets test', nameAr: 'سلال تجريبية', slug: 'baskets-test' } });
    const changed = await pages.request('/products?page=4', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    // The shell is kept the same way.
    const shell = await pages.request('/index.html', { headers: { 'accept-encoding': 'br' } });
    expect((await pages.request('/index.html', { headers: { 'if-none-match': shell.headers.get('ETag')! } })).status).toBe(304);
  });

  it('renders a page asked for by many at once a single time', async () => {
    const bodies = await Promise.all(Array.from({ length: 5 }, async () => (await pages.request('/products?page=9')).text()));
    expect(new Set(bodies).size).toBe(1);
    const second = await (await pages.request('/products?page=10')).text();
    // One render between them: the stand-in numbers its renders.
    const renderOf = (html: string) => Number(/render (\d+)/.exec(html)![1]);
    expect(renderOf(second)).toBe(renderOf(bodies[0]!) + 1);
  });

  it('answers with the shell at once when too many pages wait for a render; the service worker is told to come back', async () => {
    const dist = path.join(t.dataDir, 'dist');
    const busy = await servePages({ distDir: dist, serverBuildDir: path.join(t.dataDir, 'dist-server'), db: t.db, api: t.app, renders: { slots: 1, waiting: 0 } });
    // Four pages asked for at once, two by the service worker's refresh: one is rendered (whichever comes first:
    // on PostgreSQL each request reads the catalogue's version before), the others are not waited for.
    const asked = [['/products?page=20', false], ['/products?page=21', false], ['/products?page=22', true], ['/products?page=23', true]] as const;
    const answers = await Promise.all(asked.map(async ([url, refresh]) => {
      const res = await busy.request(url, refresh ? { headers: { [PAGE_REFRESH_HEADER]: '1' } } : {});
      return { url, refresh, res, html: await res.text() };
    }));
    const rendered = answers.filter((a) => a.html.includes('data-prerendered'));
    expect(rendered).toHaveLength(1);
    for (const { refresh, res, html } of answers.filter((a) => !rendered.includes(a))) {
      if (refresh) {
        expect(res.status).toBe(503);
        expect(res.headers.get('Retry-After')).toBe('30');
      } else {
        expect(res.status).toBe(200);
        expect(html).toBe(SHELL);
        expect(res.headers.get(BUILD_HEADER)).toBeNull();
      }
    }
    // Not kept as the page: asked again once the line is free (after the event loop's turn), it is rendered.
    await new Promise((resolve) => setImmediate(resolve));
    const shellAnswered = answers.find((a) => !a.refresh && !rendered.includes(a))!;
    expect(await (await busy.request(shellAnswered.url)).text()).toContain('data-prerendered');
  });

  it('answers 404 with the rendered page when the page shows something missing', async () => {
    const res = await pages.request('/products/missing');
    expect(res.status).toBe(404);
    expect(res.headers.get('ETag')).toBeNull();
    expect(await res.text()).toContain('data-prerendered="ar"');
  });

  it('gives other paths the plain shell, and tells the service worker there is no page to keep', async () => {
    const res = await pages.request('/cart');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL);
    expect(res.headers.get(BUILD_HEADER)).toBeNull();
    const refresh = await pages.request('/cart', { headers: { [PAGE_REFRESH_HEADER]: '1' } });
    expect(refresh.status).toBe(204);
  });
});

describe('pageHtml', () => {
  it('cannot be broken out of by the data or the words it carries', () => {
    const hostile = '</script><img src=x onerror=alert(1)>';
    const words = { language: 'ar' as const, catalogs: { app: { greeting: [hostile] } } };
    const html = pageHtml(SHELL, { markup: '<p>x</p>', state: { name: hostile }, status: 200, words }, 'ar');
    const state = /<script type="application\/json" id="prerendered-state">(.*?)<\/script>/.exec(html)![1]!;
    expect(state).not.toContain('<');
    expect(JSON.parse(state)).toEqual({ name: hostile });
    const carried = /<script type="application\/json" id="prerendered-words">(.*?)<\/script>/.exec(html)![1]!;
    expect(carried).not.toContain('<');
    expect(JSON.parse(carried)).toEqual(words);
  });

  it('carries the words after the markup, and none for a page rendered without them', () => {
    const words = { language: 'en' as const, catalogs: { app: { a: ['Products'] }, catalogue: { b: ['Add to cart'] } } };
    const html = pageHtml(SHELL, { markup: '<main>x</main>', state: {}, status: 200, words }, 'en');
    expect(html.indexOf('id="prerendered-words"')).toBeGreaterThan(html.indexOf('</main>'));
    expect(pageHtml(SHELL, { markup: '<main>x</main>', state: {}, status: 200 }, 'en')).not.toContain('prerendered-words');
  });

  it("puts the page's own title in the head", () => {
    const html = pageHtml(SHELL, { markup: '<title>Olive soap | Souq Bayti</title><h1>Olive soap</h1>', state: {}, status: 200 }, 'en');
    expect(html).toContain('<head><title>Olive soap | Souq Bayti</title><');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('"en"><h1>Olive soap</h1></div>');
  });

  it("preloads the page's high-priority images first, at the width the page will pick, then its code", () => {
    const chunks = { 'page:ProductPage': ['/assets/product-page-1.js', '/assets/shop-2.js'], 'catalog:catalogue:en': ['/assets/en-3.js'], 'page:HomePage': ['/assets/home-4.js'], 'widget:toast': ['/assets/toast-5.js'] };
    // The image as React's server renderer writes it (fetchPriority, srcSet: the props' spelling).
    const photo = createElement('img', { key: 'a', src: '/objects/uploads/a/640.webp', srcSet: '/objects/uploads/a/320.webp 320w, /objects/uploads/a/1280.webp 1280w', sizes: '100vw', alt: 'Soap', fetchPriority: 'high' });
    // A grid's first row: the photo beside it is drawn at the same size; the third is not asked for first.
    const beside = createElement('img', { key: 'b', src: '/objects/uploads/b/640.webp', sizes: '50vw', alt: '', fetchPriority: 'high' });
    const below = createElement('img', { key: 'c', src: '/objects/uploads/c/640.webp', alt: '', fetchPriority: 'low' });
    const markup = renderToString(createElement('main', null, createElement('h1', null, 'Soap'), photo, beside, below));
    const html = pageHtml(SHELL, { markup, state: {}, status: 200, chunks: ['page:ProductPage'] }, 'en', chunks);
    const head = /<head>(.*)<\/head>/.exec(html)![1]!;
    expect(head).toContain(
      '<link rel="preload" as="image" href="/objects/uploads/a/640.webp" imagesrcset="/objects/uploads/a/320.webp 320w, /objects/uploads/a/1280.webp 1280w" imagesizes="100vw" fetchpriority="high">' +
        '<link rel="preload" as="image" href="/objects/uploads/b/640.webp" imagesizes="50vw" fetchpriority="high">' +
        '<link rel="modulepreload" crossorigin href="/assets/product-page-1.js"><link rel="modulepreload" crossorigin href="/assets/shop-2.js">',
    );
    // Its words come inside the page, not as the catalog's file.
    expect(head).not.toContain('en-3');
    expect(head).not.toContain('/objects/uploads/c/');
    expect(head).not.toContain('home-4');
    // The toasts' code is not preloaded with the page: the held-taps script asks for it at a tap.
    expect(head).not.toContain('href="/assets/toast-5.js"');
    expect(html).toContain('answer=["/assets/toast-5.js"]');
    // A page without such an image preloads none.
    const plain = renderToString(createElement('img', { src: '/x.png', alt: '' }));
    expect(/<head>(.*)<\/head>/.exec(pageHtml(SHELL, { markup: plain, state: {}, status: 200 }, 'en'))![1]).not.toContain('rel="preload"');
  });

  it('puts its classic script and the other-language style before the stylesheet, and no classic script after the markup', () => {
    // As the build writes the shell: the entry, then the stylesheet, in the head.
    const built = '<!doctype html><html lang="ar" dir="rtl"><head><title>Souq Bayti</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-2.css"></head><body><div id="root"></div></body></html>';
    const html = pageHtml(built, { markup: '<main><button type="button">Add to cart</button></main>', state: {}, status: 200 }, 'en', { 'widget:toast': ['/assets/toast-5.js'] });
    const stylesheet = html.indexOf('<link rel="stylesheet"');
    const heldTaps = html.indexOf('answer=["/assets/toast-5.js"]');
    expect(heldTaps).toBeGreaterThan(html.indexOf('<head>'));
    expect(heldTaps).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf('[data-prerendered=ar]{display:none}')).toBeLessThan(stylesheet);
    const afterMarkup = html.slice(html.indexOf('</main>'));
    expect(afterMarkup.match(/<script(?! type="application\/json")/g)).toBeNull();
  });

  it('leaves a shell without a root untouched', () => {
    expect(pageHtml('<html></html>', { markup: '<p>x</p>', state: {}, status: 200 }, 'en')).toBe('<html></html>');
  });
});
