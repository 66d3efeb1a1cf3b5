import type { Locator, Page } from '@playwright/test';
import { expect, test, tr } from './support/fixtures.ts';
import { pushMessage } from '../api/push/push-texts.ts';

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

// Web Push (docs/decisions/025-web-push.md): the dashboard card asks the browser only when she taps;
// an alert pushed to her phone (delivered to the service worker through the DevTools protocol, as a push
// service would: headless Chromium has no push service to subscribe with) shows in Arabic with the
// order's reference and links to the order.
test('the seller allows order alerts and her phone shows one for a new order (ar, phone)', async ({ browser, baseURL, loginAs, signUp, setLanguage, checkA11y }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await setLanguage(page, language);
  await loginAs(page, 'seller');
  const suffix = Math.random().toString(36).slice(2, 7);
  const store = await (await page.request.post('/api/stores', { data: { nameEn: `Olive Loom ${suffix}`, nameAr: `نول الزيتون ${suffix}` } })).json();
  const categoryId = ((await (await page.request.get('/api/categories')).json()) as { id: string }[])[0]!.id;
  const product = await (await page.request.post('/api/products', {
    data: { storeId: store.id, categoryId, nameEn: `Olive soap ${suffix}`, nameAr: `صابون زيتون ${suffix}`, descriptionEn: 'Olive oil soap', descriptionAr: 'صابون بزيت الزيتون', price: '4.50', stock: 5 },
  })).json();

  await page.goto('/seller/dashboard');
  const card = page.getByRole('region', { name: t('Order alerts on this phone') });
  await expect(card).toBeVisible();
  // Nothing asked yet: the browser's question comes only from her tap.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await checkA11y(page);
  await context.grantPermissions(['notifications']);
  await card.getByRole('button', { name: t('Allow order alerts') }).click();
  // Here the browser has no push service to register with: she is told, in her language.
  await expect(card.getByRole('alert')).toHaveText(t('This browser could not reach its alert service. Please check your connection and try again.'), { timeout: 20_000 });
  await checkA11y(page);

  // A buyer orders from her store.
  const buyer = await signUp('buyer');
  const buyerApi = await (await import('@playwright/test')).request.newContext({ baseURL });
  await buyerApi.post('/api/login', { data: { email: buyer.email, password: buyer.password } });
  expect((await buyerApi.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).status()).toBeLessThan(300);
  const placed = await (await buyerApi.post('/api/orders', { data: { address: { governorate: 'amman', city: 'عمّان', street: 'شارع الرينبو ١٢', phone: '0791234567' }, paymentMethod: 'cod' } })).json();
  const order = placed.orders[0] as { id: string; reference: string };
  await buyerApi.dispose();

  // The server's alert for it (the same words it encrypts for a push service) reaches her service worker.
  const alert = pushMessage('newOrder', 'ar', order.id, { reference: order.reference, storeNameAr: store.nameAr, storeNameEn: store.nameEn });
  const origin = new URL(baseURL!).origin;
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await context.newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(alert) });
  const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, dir: n.dir, lang: n.lang, url: (n.data as { url: string }).url })));
  await expect.poll(shown, { timeout: 10_000 }).toHaveLength(1);
  const [notification] = await shown();
  expect(notification).toMatchObject({ dir: 'rtl', lang: 'ar', url: `/orders/${order.id}` });
  expect(notification!.title).toContain(order.reference);
  expect(notification!.title).toContain('طلب جديد');
  expect(notification!.body).toContain(store.nameAr);
  await context.close();
});
