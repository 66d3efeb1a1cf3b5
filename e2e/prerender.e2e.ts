import type { APIRequestContext } from '@playwright/test';
import { appStarted, expect, languages, test, tr } from './support/fixtures.ts';

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
    const response = await page.goto(`/products/${product.id}`);
    expect(response!.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, includeHidden: true, name })).toHaveCount(1);
    expect(await page.title()).toBe(`${name} | ${tr(language, 'Souq Bayti')}`);
    const price = Number(product.price).toFixed(2);
    await expect(page.locator('[data-prerendered]')).toContainText(language === 'ar' ? arabicDigits(price) : price);
    // The main photo is in the HTML itself, so it starts loading with the page.
    await expect(page.locator('[data-prerendered] img[fetchpriority="high"]').first()).toHaveAttribute('srcset', /\.webp/);
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
