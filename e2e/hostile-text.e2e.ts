import type { APIRequestContext } from '@playwright/test';
import { appStarted, expect, languages, test, uniqueEmail } from './support/fixtures.ts';

// Text is data everywhere (issue 12): what sellers and buyers type, however hostile, reaches every
// public page once, as typed: no `$'`/`$&`/`` $` `` expansion, no markup, no early end of the page's
// embedded state, no broken app start.

const tag = `Hostile${Date.now().toString(36)}`;
const text = {
  storeEn: `${tag} Store $' $\` $& $$ <b>bold</b>`,
  storeAr: `متجر ${tag} \u202Egnp.exe\u202C </script><script>alert(1)</script>`,
  storeDescription: `Line\u2028separator\u2029and $\` `.repeat(90),
  productEn: `${tag} Jar "quoted" & $' <img src=x onerror=alert(1)>`,
  productAr: `مرطبان ${tag} $& <!-- -->`,
  productDescription: `طويل $\` $' `.repeat(450), // ≈ 4.9 KB, near the field's limit
  reviewer: `Yara $' </script>`,
  comment: `Great $& $\` </script><script>alert(2)</script> \u2066isolate\u2069`,
};

async function register(request: APIRequestContext, role: 'buyer' | 'seller', firstName: string) {
  const res = await request.post('/api/register', { data: { email: uniqueEmail(`hostile-${role}`), password: 'secret-123', firstName, role } });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe.configure({ mode: 'serial' });

let store: { id: string; slug: string };
let productId: string;

test('hostile text: a seller and a buyer type it into store, product, review and profile', async ({ playwright, baseURL }) => {
  const seller = await playwright.request.newContext({ baseURL });
  await register(seller, 'seller', `Huda $& ${tag}`);
  const created = await seller.post('/api/stores', { data: { nameEn: text.storeEn, nameAr: text.storeAr, descriptionEn: text.storeDescription, descriptionAr: text.storeDescription, governorate: 'amman' } });
  expect(created.status(), await created.text()).toBe(201);
  store = await created.json();
  const [category] = (await (await seller.get('/api/categories')).json()) as { id: string }[];
  const product = await seller.post('/api/products', {
    data: { storeId: store.id, categoryId: category!.id, nameEn: text.productEn, nameAr: text.productAr, descriptionEn: text.productDescription, descriptionAr: text.productDescription, price: '9.50', stock: 4 },
  });
  expect(product.status(), await product.text()).toBe(201);
  productId = (await product.json()).id;

  const buyer = await playwright.request.newContext({ baseURL });
  await register(buyer, 'buyer', text.reviewer);
  const review = await buyer.post(`/api/products/${productId}/reviews`, { data: { rating: 5, commentEn: text.comment } });
  expect(review.status(), await review.text()).toBeLessThan(300);
  await seller.dispose();
  await buyer.dispose();
});

for (const language of languages) {
  test(`hostile text: every public page renders once, parses and shows it as typed, in ${language}`, async ({ browser, baseURL, request }) => {
    const pages = ['/', '/stores', `/stores/${store.slug}`, `/products/${productId}`, `/products?search=${tag}`];
    for (const path of pages) {
      const res = await request.get(path, { headers: { cookie: `language=${language}` } });
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html.match(/<!doctype html>/gi), path).toHaveLength(1);
      expect(html.match(/<\/html>/g), path).toHaveLength(1);
      expect(html.match(/<div id="root">/g), path).toHaveLength(1);
      expect(html.length, path).toBeLessThan(2_000_000);
      const state = /<script type="application\/json" id="prerendered-state">([^]*?)<\/script>/.exec(html)?.[1];
      if (state) expect(() => JSON.parse(state), path).not.toThrow();
    }

    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => { errors.push(`dialog: ${dialog.message()}`); void dialog.dismiss(); });

    await page.goto(`/stores/${store.slug}`);
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'ar' ? text.storeAr : text.storeEn);

    await page.goto(`/products/${productId}`);
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'ar' ? text.productAr : text.productEn);
    await expect(page.getByText(text.comment, { exact: true })).toBeVisible();
    await expect(page.getByText(text.reviewer, { exact: false }).first()).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}
