import type { APIRequestContext, Page, Route } from '@playwright/test';
import { PHOTO_WIDTHS } from '../api/contract/photo-widths.ts';
import { appStarted, expect, languages, test, tr, trf } from './support/fixtures.ts';

// Public pages come rendered by the server (issue 5, a light first load): the page shows before any
// of the app's code runs, in the visitor's language, with nothing of a signed-in user in it; the
// app then hydrates it (its links work as plain links before that); the service worker keeps such
// pages, and only such pages, for the next start.

type Product = { id: string; nameAr: string; nameEn: string; price: string; stock: number; imageUrl: string | null; images: string[] };

/** A demo product in stock, with photos (other journeys add products without any). */
async function firstProduct(request: APIRequestContext): Promise<Product> {
  const { products } = (await (await request.get('/api/products?limit=50')).json()) as { products: Product[] };
  return products.find((p) => p.stock > 0 && (p.imageUrl || p.images.length > 0))!;
}

/** A demo store with a banner and products (journeys open stores with neither). */
async function storeWithBanner(request: APIRequestContext): Promise<{ id: string }> {
  const { stores } = (await (await request.get('/api/stores?limit=50')).json()) as { stores: { id: string; bannerUrl: string | null; productCount?: number }[] };
  return stores.find((store) => store.bannerUrl && (store.productCount ?? 0) > 0)!;
}

const arabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!).replace('.', '٫');

for (const language of languages) {
  test(`pre-render: a product page shows before the app's code runs, in ${language}`, async ({ browser, request, baseURL, checkA11y }) => {
    const product = await firstProduct(request);
    const name = language === 'ar' ? product.nameAr : product.nameEn;
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
    const page = await context.newPage();
    // The app's code never arrives: what shows is the server's HTML alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    const photoAnswers: { url: string; type: string | undefined }[] = [];
    page.on('response', (answer) => {
      if (answer.url().includes('/objects/uploads/')) photoAnswers.push({ url: answer.url(), type: answer.headers()['content-type'] });
    });
    const response = await page.goto(`/products/${product.id}`);
    expect(response!.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, includeHidden: true, name })).toHaveCount(1);
    expect(await page.title()).toBe(`${name} | ${tr(language, 'Souq Bayti')}`);
    const price = Number(product.price).toFixed(2);
    await expect(page.locator('[data-prerendered]')).toContainText(language === 'ar' ? arabicDigits(price) : price);
    // The main photo is in the HTML itself, so it starts loading with the page.
    const mainPhoto = page.locator('[data-prerendered] img[fetchpriority="high"]').first();
    await expect(mainPhoto).toHaveAttribute('srcset', /\/objects\/uploads\/[\w-]+\/320 320w/);
    // Chromium takes AVIF, so that is what comes (a third lighter than WebP), once: the head's preload is the photo.
    await expect.poll(() => mainPhoto.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    const shown = await mainPhoto.evaluate((img) => (img as HTMLImageElement).currentSrc);
    expect(photoAnswers.filter((answer) => answer.url === shown)).toEqual([{ url: shown, type: 'image/avif' }]);
    // The head asks for it first, before the page's code: over HTTP/1.1 a browser sends six requests at once.
    const preloads = await page.locator('head link[rel="preload"][as="image"], head link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('rel')));
    expect(preloads[0]).toBe('preload');
    expect(preloads.slice(1)).toContain('modulepreload');
    // The code it starts with (the entry, the page and the code the public pages share) is compiled
    // whole as it downloads, off the main thread: the compile hint is each file's first line.
    const code = await page.locator('head script[type="module"][src], head link[rel="modulepreload"]').evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('src') ?? element.getAttribute('href')!));
    const started = code.filter((url) => /\/assets\/(index|product-page|shop)-[\w-]+\.js$/.test(url));
    expect(started).toHaveLength(3);
    for (const url of started) expect((await (await request.get(url)).text()).split('\n', 1)[0], url).toBe('//# allFunctionsCalledOnLoad');
    // None of it is the forms' validation (valibot and the contract's schemas): a buyer's first page
    // checks no input (docs/decisions/022, "Web, twenty-fourth round").
    for (const url of code) expect(await (await request.get(url)).text(), url).not.toContain('valibot');
    await checkA11y(page);

    // Before the app's code runs, its links already work: as plain links to rendered pages.
    await page.locator('[data-prerendered]').getByRole('link', { name: tr(language, 'Products'), exact: true }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.locator('[data-prerendered]')).toBeVisible();

    // A product that does not exist is a real 404, with the app's own "not found" page.
    const missing = await page.goto('/products/00000000-0000-4000-8000-000000000000');
    expect(missing!.status()).toBe(404);
    await context.close();
  });
}

test("pre-render: on a phone, both photos of the products grid's first row are asked for first, and the rest behind them", async ({ browser, baseURL }) => {
  // Drawn at the same size give or take a fraction of a pixel, either can be the page's largest paint,
  // so both are preloaded at high priority (docs/decisions/022, "Web, twenty-eighth round").
  for (const language of languages) {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    // Best rated first: the demo's products, with photos (journeys running beside this one add some without).
    await page.goto('/products?sort=rating_desc');
    const photos = page.locator('[data-prerendered] main li img[srcset]');
    const [first, second, third] = await Promise.all([0, 1, 2].map((n) => photos.nth(n).evaluate((img) => {
      const box = img.getBoundingClientRect();
      return { src: img.getAttribute('src'), priority: img.getAttribute('fetchpriority'), top: box.top, width: box.width };
    })));
    expect([first!.priority, second!.priority, third!.priority], language).toEqual(['high', 'high', 'low']);
    expect(second!.top, `${language}: one row`).toBe(first!.top);
    expect(Math.abs(second!.width - first!.width), `${language}: one size`).toBeLessThan(1);
    const head = await page.locator('head link[rel="preload"][as="image"], head link[rel="modulepreload"]').evaluateAll((links) =>
      links.map((link) => (link.getAttribute('rel') === 'preload' ? link.getAttribute('href') : 'code')));
    expect(head.slice(0, 3), language).toEqual([first!.src, second!.src, 'code']);
    expect(head, language).not.toContain(third!.src);
    await context.close();
  }
});

for (const language of languages) {
  test(`pre-render: a rendered page brings its words, so the app starts without asking for a catalog; another feature's page asks for its own (${language})`, async ({ browser, baseURL, checkA11y }) => {
    // Words sent apart were two more requests of the first screen, past the six a browser sends at once
    // over HTTP/1.1 (docs/decisions/022, "Web, thirtieth round"). No service worker: it precaches the catalogs.
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
    const page = await context.newPage();
    const catalogs: string[] = [];
    page.on('request', (asked) => { if (/\/assets\/(ar|en)-[\w-]+\.js$/.test(asked.url())) catalogs.push(asked.url()); });
    const reactErrors: string[] = [];
    page.on('console', (message) => { if (/React error|hydrat/i.test(message.text())) reactErrors.push(message.text()); });
    await page.goto('/products?sort=rating_desc');
    await appStarted(page);
    expect(await page.locator('head link[href*="/assets/ar-"], head link[href*="/assets/en-"]').count()).toBe(0);
    // The app's own renders find her words: a product opened from the list (the same catalog) is in her language.
    await page.getByRole('main').locator('li a[href^="/products/"]').first().click();
    await expect(page).toHaveURL(/\/products\/[\w-]+$/);
    await expect(page.getByRole('main').getByRole('button', { name: tr(language, 'Add to cart'), exact: true }).first()).toBeVisible();
    expect(catalogs).toEqual([]);
    await checkA11y(page);
    // The sign-in page's words are not in the page: its catalog comes from its file, in her language only.
    await page.getByRole('navigation').getByRole('link', { name: tr(language, 'Sign in') }).last().click();
    await expect(page.getByRole('heading', { name: tr(language, 'Welcome to Souq Bayti') })).toBeVisible();
    expect(catalogs).toHaveLength(1);
    expect(catalogs[0]).toMatch(new RegExp(`/assets/${language}-[\\w-]+\\.js$`));
    expect(reactErrors).toEqual([]);
    await checkA11y(page);
    await context.close();
  });
}

test('pre-render: the first photos of products, a product, stores and a store are the width the screen draws them at, not the next one up', async ({ browser, baseURL, request }) => {
  // Forty-five pages on a machine that runs the other journeys beside this one.
  test.setTimeout(300_000);
  const product = await firstProduct(request);
  const store = await storeWithBanner(request);
  const photos = [
    // Best rated first: the demo's products, with photos (journeys running beside this one add some without).
    { path: '/products?sort=rating_desc', photo: '[data-prerendered] main li img[srcset]' },
    { path: `/products/${product.id}`, photo: '[data-prerendered] img[fetchpriority="high"]' },
    { path: '/stores', photo: '[data-prerendered] main li img[srcset]' },
    // A store page's banner, then its first product with a photo.
    { path: `/stores/${store.id}`, photo: '[data-prerendered] header img[srcset]' },
    { path: `/stores/${store.id}`, photo: '[data-prerendered] main li img[srcset]' },
  ];
  // Phones buyers hold (360 and 390 px at 2×, 412 px at 1.75×, Lighthouse's, and at 2.625×), then screens
  // on both sides of the layouts' breakpoints: a tablet, the filters beside the list (1,024 px), the page at
  // its widest (1,280 px and more), and a laptop at 1.25×.
  const screens = [[360, 2], [390, 2], [412, 1.75], [412, 2.625], [800, 1], [1024, 1], [1280, 1], [1920, 1], [1536, 1.25]] as const;
  for (const [width, scale] of screens) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, deviceScaleFactor: scale });
    const page = await context.newPage();
    // The server's page alone: the photos it names are the ones the screen asks for first.
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const { path, photo: selector } of photos) {
      await page.goto(path);
      const photo = page.locator(selector).first();
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).currentSrc), { message: path }).toMatch(/\/\d+$/);
      const { drawn, chosen } = await photo.evaluate((img) => ({
        drawn: img.getBoundingClientRect().width * devicePixelRatio,
        chosen: Number((img as HTMLImageElement).currentSrc.match(/\/(\d+)$/)![1]),
      }));
      const fits = PHOTO_WIDTHS.find((w) => w >= drawn) ?? PHOTO_WIDTHS.at(-1);
      expect(chosen, `${selector} of ${path}, ${width} px at ${scale}×: a photo drawn ${Math.round(drawn)} device pixels wide`).toBe(fits);
    }
    await context.close();
  }
});

for (const language of languages) {
  test(`pre-render: a page the server rendered in the other language never shows; the app draws hers (${language})`, async ({ browser, request, baseURL, checkA11y }) => {
    const product = await firstProduct(request);
    const other = language === 'ar' ? 'en' : 'ar';
    const context = await browser.newContext({ baseURL });
    // Her stored choice is one language, the cookie the server reads the other (set on another phone's visit, cleared storage...).
    await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    await context.addCookies([{ name: 'language', value: other, url: baseURL! }]);
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`/products/${product.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Not shown, from the first paint, without any of the app's code.
    await expect(page.locator('[data-prerendered]').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: other === 'ar' ? product.nameAr : product.nameEn })).toHaveCount(0);

    await page.unroute('**/assets/*.js');
    await context.addCookies([{ name: 'language', value: other, url: baseURL! }]);
    const reactErrors: string[] = [];
    page.on('console', (message) => { if (/React error|hydrat/i.test(message.text())) reactErrors.push(message.text()); });
    await page.goto(`/products/${product.id}`);
    await appStarted(page);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: language === 'ar' ? product.nameAr : product.nameEn })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: tr(language, 'Add to cart') }).first()).toBeVisible();
    expect(reactErrors).toEqual([]);
    await checkA11y(page);
    await context.close();
  });
}

test('pre-render: the app hydrates the rendered page (no mismatch), and a signed-in user is never in the HTML', async ({ page, request, loginAs, checkA11y }) => {
  const product = await firstProduct(request);
  const account = await loginAs(page, 'buyer');
  const html = await (await page.request.get(`/products/${product.id}`)).text();
  expect(html).toContain(product.nameAr);
  expect(html).not.toContain(account.email);
  expect(html).not.toContain('/api/auth/user');
  expect(html).not.toContain('/api/cart');

  const reactErrors: string[] = [];
  page.on('console', (message) => { if (/React error|hydrat/i.test(message.text())) reactErrors.push(message.text()); });
  await page.goto(`/products/${product.id}`);
  // The app hydrates the server's copy (the same nodes stay), then shows her account and a working button.
  await page.locator('[data-prerendered] h1').evaluate((h1) => { (h1 as HTMLElement & { rendered?: true }).rendered = true; });
  await appStarted(page);
  expect(await page.locator('[data-prerendered] h1').evaluate((h1) => (h1 as HTMLElement & { rendered?: true }).rendered)).toBe(true);
  await expect(page).toHaveTitle(`${product.nameAr} | ${tr('ar', 'Souq Bayti')}`);
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(account.firstName) })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: tr('ar', 'Add to cart') }).first().click();
  await expect.poll(async () => (await (await page.request.get('/api/cart')).json()).length).toBe(1);
  expect(reactErrors).toEqual([]);
  await checkA11y(page);
});

test('pre-render: the service worker keeps rendered public pages for the next start, offline too', async ({ page, context, request, checkA11y }) => {
  const product = await firstProduct(request);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // Full loads of a public page and of a private one, through the service worker.
  await page.goto(`/products/${product.id}`);
  await page.goto('/cart');
  const kept = () =>
    page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('pages-'));
      const urls: string[] = [];
      for (const name of names) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return { names, urls: urls.sort() };
    });
  await expect.poll(async () => (await kept()).urls).toEqual(['/', `/products/${product.id}`].sort());
  expect((await kept()).names).toHaveLength(1);

  await context.setOffline(true);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.nameAr })).toBeVisible();
  await checkA11y(page);
  await context.setOffline(false);
});

/**
 * The page's code held back until `release()`: what the phone shows between the first paint and the
 * app's start, for as long as the test needs (a real slow link makes that window ~0.5 s).
 */
async function holdAppCode(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

const toast = (page: Page) => page.getByTestId('toast');

/** The first paint: the page's styles have applied (they block it), so what shows is what a phone shows. */
const firstPaint = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);

for (const language of languages) {
  test(`pre-render: a tap before the app has started is answered once it has, and the search box searches without it (${language})`, async ({ browser, baseURL, checkA11y }) => {
    // A first visit: no service worker yet (it would answer the second page itself, code and all).
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
    const page = await context.newPage();
    let release = await holdAppCode(page);
    await page.goto('/products', { waitUntil: 'commit' });
    await firstPaint(page);
    const rendered = page.locator('[data-prerendered]');
    const add = rendered.getByRole('button', { name: tr(language, 'Add to cart'), exact: true }).first();
    await add.click();
    // Held, and seen to be: the button is busy until the app answers the tap.
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await expect(toast(page)).toHaveCount(0);
    await release();
    await appStarted(page);
    await expect(toast(page)).toContainText(tr(language, 'Please login to add products to cart'));
    await expect(add).not.toHaveAttribute('aria-busy');
    await checkA11y(page);

    // The filters too: tapped before the app's code runs, their sheet opens once it has.
    const filtering = await context.newPage();
    release = await holdAppCode(filtering);
    await filtering.goto('/products', { waitUntil: 'commit' });
    await firstPaint(filtering);
    await filtering.locator('[data-prerendered]').getByRole('button', { name: tr(language, 'Filters') }).click();
    await release();
    await expect(filtering.getByRole('dialog')).toBeVisible();
    await checkA11y(filtering);

    // The search box, before the app's code runs: a plain form to the results page, rendered by the server.
    const fresh = await context.newPage();
    release = await holdAppCode(fresh);
    await fresh.goto('/', { waitUntil: 'commit' });
    await firstPaint(fresh);
    // The header has a box for each layout; the phone's is the one shown.
    const box = fresh.locator('[data-prerendered]').getByRole('searchbox', { name: tr(language, 'Search products') }).filter({ visible: true });
    await box.fill('tatreez');
    await box.press('Enter');
    await expect(fresh).toHaveURL(/\/products\?search=tatreez$/);
    await expect(fresh.locator('[data-prerendered] h1')).toHaveText(trf(language, 'Results for “{0}”', { 0: 'tatreez' }));
    await release();
    await appStarted(fresh);
    await checkA11y(fresh);
    await context.close();
  });
}

test("pre-render: a signed-in buyer's tap before the app has started adds to her cart, not a visitor's prompt", async ({ browser, baseURL, loginAs, checkA11y }) => {
  // No service worker: it would answer the second page itself, code and all.
  const page = await (await browser.newContext({ baseURL, serviceWorkers: 'block' })).newPage();
  const account = await loginAs(page, 'buyer');
  // Her phone has the app's saved state from an earlier visit, as after any sign-in in the app.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(account.firstName) })).toBeVisible();
  const savedUser = () => page.evaluate(() => new Promise<string>((resolve) => {
    const open = indexedDB.open('souq-bayti-cache');
    open.onsuccess = () => {
      const read = open.result.transaction('clients').objectStore('clients').get('query-cache');
      read.onsuccess = () => resolve(JSON.stringify(read.result?.clientState?.queries?.find((q: { queryKey: string[] }) => q.queryKey[0] === '/api/auth/user')?.state.data ?? null));
    };
  }));
  await expect.poll(savedUser).toContain(account.email);

  const release = await holdAppCode(page);
  await page.goto('/products', { waitUntil: 'commit' });
  await firstPaint(page);
  await page.locator('[data-prerendered]').getByRole('button', { name: tr('ar', 'Add to cart'), exact: true }).first().click();
  await release();
  await expect.poll(async () => (await (await page.request.get('/api/cart')).json()).length).toBe(1);
  await expect(toast(page)).toContainText(tr('ar', 'Product added to cart'));
  await checkA11y(page);
});

test('where the browser refuses a service worker (a private window, a policy), the app starts without an error', async ({ browser, baseURL }) => {
  const page = await (await browser.newContext({ baseURL, serviceWorkers: 'block' })).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The worker is registered once the page has settled, with workbox-window's code fetched then.
  const registering = page.waitForResponse(/\/assets\/workbox-window[^/]*\.js$/);
  await page.goto('/');
  await appStarted(page);
  await registering;
  // The registration's answer comes within a task or two of that code running.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(errors).toEqual([]);
});
