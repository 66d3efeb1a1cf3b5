import type { Locator, Page } from '@playwright/test';
import { expect, test, tr } from './support/fixtures.ts';

// Issue 14 on a phone, in Arabic: a buyer checks out from two stores of one seller paying by CliQ, one
// transfer reference per store (one typed in Arabic-Indic digits); the seller, with her dashboard open,
// gets the new-order notice without reloading and finds the order by the reference in the buyer's
// WhatsApp message. Axe runs on every page.

const language = 'ar' as const;
const t = (s: string) => tr(language, s);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));
const toArabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

test.use({ viewport: { width: 390, height: 844 } });

test('a buyer pays two stores by CliQ; the seller is told and finds the order by its reference (ar, phone)', async ({ page, browser, baseURL, loginAs, setLanguage, checkA11y }) => {
  test.setTimeout(150_000);
  const suffix = Math.random().toString(36).slice(2, 7);

  // The seller: two stores with CliQ aliases (typed in lower case), one product each.
  const sellerContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const sellerPage = await sellerContext.newPage();
  await setLanguage(sellerPage, language);
  await loginAs(sellerPage, 'seller');
  const categoryId = ((await (await sellerPage.request.get('/api/categories')).json()) as { id: string }[])[0]!.id;
  const stores: { id: string; nameAr: string }[] = [];
  for (const [i, alias] of ['rania22', 'huda7'].entries()) {
    const res = await sellerPage.request.post('/api/stores', { data: { nameEn: `Loom ${i} ${suffix}`, nameAr: `نول ${i} ${suffix}`, cliqNumber: alias } });
    expect(res.status(), await res.text()).toBe(201);
    const store = await res.json();
    expect(store.cliqNumber).toBe(alias.toUpperCase());
    stores.push(store);
    const product = await sellerPage.request.post('/api/products', {
      data: { storeId: store.id, categoryId, nameEn: `Cushion ${i} ${suffix}`, nameAr: `وسادة ${i} ${suffix}`, descriptionEn: 'Hand-embroidered cotton cushion', descriptionAr: 'وسادة قطن مطرزة يدوياً', price: '١٢٫٥٠', stock: '٥' },
    });
    expect(product.status(), await product.text()).toBe(201);
    expect((await product.json()).price).toBe('12.50');
  }
  await sellerPage.goto('/seller/dashboard');
  await expect(sellerPage.getByRole('heading', { name: t('Seller Dashboard') })).toBeVisible();

  // The buyer checks out from both stores with one CliQ reference per store.
  await setLanguage(page, language);
  await loginAs(page, 'buyer');
  for (const store of stores) {
    const list = await (await page.request.get(`/api/stores/${store.id}/products`)).json();
    const productId = (Array.isArray(list) ? list : list.products)[0].id;
    expect((await page.request.post('/api/cart', { data: { productId, quantity: 1 } })).status()).toBeLessThan(300);
  }
  await page.goto('/checkout');
  await page.getByRole('combobox', { name: t('Governorate') }).click();
  await page.getByRole('option', { name: t('Irbid') }).click();
  await field(page, t('City or area')).fill('إربد');
  await field(page, t('Street and building')).fill('شارع الجامعة ٥');
  await field(page, t('Mobile number')).fill('٠٧٨١٢٣٤٥٦٧');
  await page.getByRole('radio', { name: new RegExp(t('CliQ transfer')) }).check();
  await expect(page.getByText('RANIA22')).toBeVisible();
  const refLabel = (store: { nameAr: string }) => t('Transfer reference for {storeName}').replace('{storeName}', store.nameAr);
  await field(page, refLabel(stores[0]!)).fill('TRX-١٢٣٤');
  await field(page, refLabel(stores[1]!)).fill('TRX-5678');
  await checkA11y(page);
  await page.getByRole('button', { name: t('Place Order') }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/[\w-]+$/);

  const orders: { id: string; reference: string; storeId: string; cliqReference: string }[] = await (await page.request.get('/api/orders/my-orders')).json();
  expect(orders.map((o) => o.cliqReference).sort()).toEqual(['TRX-1234', 'TRX-5678']);
  const first = orders.find((o) => o.storeId === stores[0]!.id)!;
  expect(first.reference).toMatch(/^SB-\d{4,}$/);
  // The buyer's confirmation and her WhatsApp message carry the same reference the seller will see.
  await expect(page.getByText(`#${first.reference}`).first()).toBeVisible();
  await checkA11y(page);

  // The seller's open dashboard hears of it without a reload (the app polls while open).
  await expect(sellerPage.getByTestId('toast').filter({ hasText: /SB-\d{4,}/ })).toBeVisible({ timeout: 45_000 });
  await expect(sellerPage.getByRole('link', { name: t('Orders needing action: {count}').replace('{count}', '٢') })).toBeVisible();

  // She finds the order by the reference from the WhatsApp message, typed in Arabic-Indic digits.
  await sellerPage.goto(`/seller/store/${stores[0]!.id}/orders`);
  await field(sellerPage, t('Find an order by its reference')).fill(toArabicDigits(first.reference.slice(3)));
  await sellerPage.getByRole('button', { name: t('Find order'), exact: true }).click();
  const cards = sellerPage.getByTestId('seller-order');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(first.reference);
  await expect(cards.first()).toContainText('TRX-1234');
  await checkA11y(sellerPage);
  await sellerContext.close();
});
