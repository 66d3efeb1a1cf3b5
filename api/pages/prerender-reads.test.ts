import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFor, pages } from '#web/app/router.tsx';
import { renderPage, setupPrerender } from '#web/prerender/entry.tsx';
import { addCategory, addProduct, addStore } from '#api/test/catalogue-fixtures.ts';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';

// The server's pre-render (web/prerender/entry.tsx, built into dist-server/ by `npm run build`) on the real
// API: each public page's reads (web/prerender/page-reads.ts) are fetched before its first render, so one
// render draws the page with its data. A page whose reads are missing or wrong still renders right, only
// once more per missing read, which is what this counts.

let t: TestApp;
/** A URL of each pre-rendered page, by its route. */
let samples: Record<string, string>;
let names: { product: string; related: string; store: string; storeProduct: string };

beforeAll(async () => {
  t = await makeTestApp();
  const category = await addCategory(t);
  const { store } = await addStore(t);
  const product = await addProduct(t, store.id, { categoryId: category.id, nameEn: 'Olive soap bar' });
  const related = await addProduct(t, store.id, { categoryId: category.id, nameEn: 'Lavender soap bar' });
  names = { product: product.nameEn, related: related.nameEn, store: store.nameEn, storeProduct: related.nameEn };
  samples = {
    '/': '/',
    '/products': `/products?category=${category.id}&sort=price_asc`,
    '/products/:id': `/products/${product.id}`,
    '/stores': '/stores?sort=rating_desc',
    '/stores/:slug': `/stores/${store.slug}`,
    '/:slug': `/${store.slug}`,
    '/faq': '/faq',
  };
  await setupPrerender(async (path) => t.app.request(path));
}, 60_000);
afterAll(() => t.cleanup());

describe('pre-rendered pages fetch what they show before their first render', () => {
  it('renders each public page once, with its data', async () => {
    const infoPage = pages.find((page) => page.path === '/faq')?.component;
    for (const { path, component } of pages.filter((page) => page.prerender)) {
      // The information pages share one component: /faq stands for them.
      const url = samples[path] ?? (component === infoPage ? samples['/faq'] : undefined);
      expect(url, `a sample URL for ${path}`).toBeDefined();
      const page = await renderPage(url!, 'en');
      expect(page?.status, url).toBe(200);
      expect(page?.renders, url).toBe(1);
    }
  });

  it('draws the data, not skeletons: the product with its related one, the store with its products, the lists', async () => {
    const product = await renderPage(samples['/products/:id']!, 'en');
    expect(product?.markup).toContain(names.product);
    expect(product?.markup).toContain(names.related);
    for (const url of [samples['/stores/:slug']!, samples['/:slug']!]) {
      const store = await renderPage(url, 'en');
      expect(store?.markup).toContain(names.store);
      expect(store?.markup).toContain(names.storeProduct);
    }
    expect((await renderPage(samples['/products']!, 'en'))?.markup).toContain(names.related);
    expect((await renderPage(samples['/stores']!, 'en'))?.markup).toContain(names.store);
  });

  it("brings its words in both languages, so the browser asks for no catalog: its chunks are the page's code only", async () => {
    for (const language of ['ar', 'en'] as const) {
      for (const url of [samples['/products']!, samples['/products/:id']!, samples['/faq']!]) {
        const page = await renderPage(url, language);
        const component = pageFor(new URL(url, 'http://localhost').pathname)?.component;
        expect(page?.chunks, url).toEqual([component?.chunk]);
        expect(page?.words.language).toBe(language);
        expect(Object.keys(page!.words.catalogs).sort(), url).toEqual([...component!.catalogs].sort());
        for (const [name, messages] of Object.entries(page!.words.catalogs)) expect(Object.keys(messages).length, `${url} ${name}`).toBeGreaterThan(5);
      }
    }
    // The shared catalog in Arabic is Arabic: the header's search box is among its words.
    const home = await renderPage('/', 'ar');
    expect(JSON.stringify(home?.words.catalogs.app)).toContain('ابحث');
  });

  it('renders a missing product as not found, in one render', async () => {
    const page = await renderPage('/products/00000000-0000-4000-8000-000000000000', 'en');
    expect(page?.status).toBe(404);
    expect(page?.renders).toBe(1);
  });
});
