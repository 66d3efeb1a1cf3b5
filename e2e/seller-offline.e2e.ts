import type { APIRequestContext } from '@playwright/test';
import { expect, languages, test, tr, uniqueEmail } from './support/fixtures.ts';
import sharp from 'sharp';
import { indicator, makeStore, persistedKeys, readOutbox, replay } from './support/offline.ts';
import { fillDetails, phonePhoto } from './support/wizard.ts';

// Issue 20, first part: a seller's shop as she last saw it opens without a connection (dashboard,
// her products, a store's orders with the buyer's contact), says when it was last updated, and an
// order she confirms offline is queued and reaches the server once when the connection returns.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A fresh buyer orders one product of the store (cash on delivery); answers the order's id. */
async function placeOrder(buyerApi: APIRequestContext, productId: string, phone: string): Promise<string> {
  const email = uniqueEmail('offline-buyer');
  expect((await buyerApi.post('/api/register', { data: { email, password: 'secret-123', firstName: 'Huda', role: 'buyer' } })).status()).toBe(201);
  expect((await buyerApi.post('/api/cart', { data: { productId, quantity: 2 } })).status()).toBe(201);
  const res = await buyerApi.post('/api/orders', {
    data: { address: { governorate: 'amman', city: 'Amman', street: 'Rainbow Street 12', phone }, paymentMethod: 'cod' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { orders: { id: string }[] }).orders[0]!.id;
}

for (const language of languages) {
  test(`seller offline: last-known dashboard, products and orders; an order confirmed offline is sent once (${language})`, async ({ page, context, playwright, baseURL, loginAs, setLanguage, checkA11y }) => {
    test.setTimeout(120_000);
    const sellerApi = await playwright.request.newContext({ baseURL });
    const buyerApi = await playwright.request.newContext({ baseURL });
    const shop = await makeStore(sellerApi, `seller-${language}${Date.now().toString(36)}`);
    const orderId = await placeOrder(buyerApi, shop.products[0]!.id, '0791234567');

    await setLanguage(page, language);
    await loginAs(page, shop.seller);
    // Online: she opens her dashboard, her products and the store's orders once.
    await page.goto('/seller/dashboard');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await expect(page.getByRole('heading', { name: tr(language, 'My Stores') })).toBeVisible();
    await page.goto(`/seller/store/${shop.storeId}/products`);
    await expect(page.getByText(language === 'ar' ? shop.products[0]!.nameAr : shop.products[0]!.nameEn).first()).toBeVisible();
    await expect.poll(async () => (await persistedKeys(page)).some((key) => key.includes(`${shop.storeId}/products`))).toBe(true);
    const ordersPath = `/seller/store/${shop.storeId}/orders`;
    await page.goto(ordersPath);
    const order = page.getByTestId('seller-order');
    await expect(order).toHaveCount(1);
    // The persisted cache is written a moment after the data arrives.
    await expect.poll(async () => (await persistedKeys(page)).some((key) => key.includes('"store"') && key.includes(shop.storeId))).toBe(true);

    // --- the connection drops; she opens the app again ---
    await context.setOffline(true);
    await page.reload();
    await expect(order).toHaveCount(1);
    await expect(page.getByTestId('last-updated')).toBeVisible();
    await expect(order.getByText('Huda')).toBeVisible();
    await expect(order.getByText('Rainbow Street 12')).toBeVisible();
    await checkA11y(page);

    await order.getByRole('button', { name: new RegExp(`^${escape(tr(language, 'Confirm order'))}`) }).click();
    await expect(page.getByTestId('toast').getByText(tr(language, 'Saved on this phone')).first()).toBeVisible();
    await expect(order.getByText(tr(language, 'Confirmed'), { exact: true })).toBeVisible();
    await expect(indicator(page)).toBeVisible();
    const queued = await readOutbox(page);
    expect(queued).toHaveLength(1);

    for (const path of ['/seller/dashboard', `/seller/store/${shop.storeId}/products`]) {
      await page.goto(path);
      await expect(page.getByTestId('last-updated')).toBeVisible();
      await checkA11y(page);
    }
    await expect(page.getByText(language === 'ar' ? shop.products[0]!.nameAr : shop.products[0]!.nameEn).first()).toBeVisible();
    await page.goto(ordersPath);
    await expect(order.getByText(tr(language, 'Confirmed'), { exact: true })).toBeVisible();

    // --- back online ---
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(indicator(page)).toBeHidden({ timeout: 20_000 });
    const status = async () => ((await (await page.request.get(`/api/orders/${orderId}`)).json()) as { status: string }).status;
    expect(await status()).toBe('confirmed');
    await expect(page.getByTestId('last-updated')).toBeHidden();

    // Sent again with its key (a lost answer): done once, no conflict for the seller.
    await replay(page, queued);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await readOutbox(page)).length, { timeout: 20_000 }).toBe(0);
    expect(await status()).toBe('confirmed');
    await expect(page.getByText(tr(language, 'Some offline changes could not be saved'))).toHaveCount(0);
    await sellerApi.dispose();
    await buyerApi.dispose();
  });
}

// Issue 20, second part: a listing made in the wizard without a connection keeps its photos on the
// phone (shrunk first), shows as "waiting to upload", survives a reload, and is published once with
// its photos (metadata stripped) when the connection returns.
let photos: Awaited<ReturnType<typeof phonePhoto>>[] | undefined;

for (const language of languages) {
  test(`seller offline: a listing made in the wizard waits on the phone and is published once (${language})`, async ({ page, context, playwright, baseURL, loginAs, setLanguage, checkA11y }) => {
    test.setTimeout(150_000);
    photos ??= [await phonePhoto('loom-1.jpg', 20), await phonePhoto('loom-2.jpg', 200)];
    const t = (s: string) => tr(language, s);
    const sellerApi = await playwright.request.newContext({ baseURL });
    const label = `wiz-${language}${Date.now().toString(36)}`;
    const shop = await makeStore(sellerApi, label);
    const product = { nameEn: `Woven bag ${label}`, nameAr: `حقيبة منسوجة ${label}` };
    const category = language === 'ar' ? 'خياطة وتفصيل' : 'Sewing & Tailoring';

    await setLanguage(page, language);
    await loginAs(page, shop.seller);
    const wizardPath = `/seller/store/${shop.storeId}/products/create`;
    const productsPath = `/seller/store/${shop.storeId}/products`;
    // Online once: the products list and the wizard (their code and her stores are then on the phone).
    await page.goto(productsPath);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.goto(wizardPath);
    await expect(page.getByRole('button', { name: t('Next') })).toBeVisible();
    await expect.poll(async () => (await persistedKeys(page)).some((key) => key.includes('my-stores'))).toBe(true);

    // --- offline ---
    await context.setOffline(true);
    await page.reload();
    await page.getByLabel(t('Add photos')).setInputFiles(photos);
    await expect(page.getByText(t('Kept on this phone'))).toHaveCount(2);
    await page.getByRole('button', { name: t('Next') }).click();
    await fillDetails(page, language, { ...product, price: language === 'ar' ? '١٢٫٥٠' : '12.50', category });
    await page.getByRole('button', { name: t('Next') }).click();
    await checkA11y(page);
    await page.getByRole('button', { name: t('Publish now') }).click();
    await expect(page.getByTestId('toast').getByText(t('Saved on this phone')).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${productsPath}$`));
    const queued = page.getByTestId('queued-listing');
    await expect(queued).toHaveCount(1);
    await expect(queued).toContainText(language === 'ar' ? product.nameAr : product.nameEn);
    await checkA11y(page);

    // A reload and closing the app, offline: the listing is still there.
    await page.reload();
    await expect(queued).toHaveCount(1);
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto(productsPath);
    await expect(reopened.getByTestId('queued-listing')).toHaveCount(1);
    // What the photos will cost to send: they were shrunk on the phone before they were kept.
    const kept = await reopened.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const open = indexedDB.open('souq-bayti-listings');
          open.onsuccess = () => {
            const get = open.result.transaction('photos').objectStore('photos').getAll();
            get.onsuccess = () => resolve((get.result as { bytes: ArrayBuffer }[]).map((p) => p.bytes.byteLength));
          };
        }),
    );
    expect(kept).toHaveLength(2);
    for (const bytes of kept) expect(bytes).toBeLessThan(photos[0]!.buffer.length / 3);
    let uploads = 0;
    reopened.on('request', (request) => {
      if (request.method() === 'PUT' && /\/api\/objects\/upload\/[^/]+$/.test(request.url())) uploads += 1;
    });

    // --- back online: photos upload, the product is created once ---
    await context.setOffline(false);
    await reopened.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(reopened.getByTestId('queued-listing')).toHaveCount(0, { timeout: 60_000 });
    const list = (await (await reopened.request.get(`/api/stores/${shop.storeId}/products`)).json()) as { products: { nameEn: string; images: string[]; price: string; status: string }[] };
    const made = list.products.filter((p) => p.nameEn === product.nameEn);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ price: '12.50', status: 'active' });
    expect(made[0]!.images).toHaveLength(2);
    expect(uploads).toBe(2);
    console.log(`[seller-offline] 12 MP photos of ${photos.map((p) => p.buffer.length).join(' / ')} bytes were kept and sent as ${kept.join(' / ')} bytes`);
    for (const image of made[0]!.images) {
      const stored = await (await reopened.request.get(`${image}/1280.webp`)).body();
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
    }
    await expect(reopened.getByText(language === 'ar' ? product.nameAr : product.nameEn).first()).toBeVisible();
    await sellerApi.dispose();
  });
}
