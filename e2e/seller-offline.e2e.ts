import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, field, languages, test, tr, uniqueEmail } from './support/fixtures.ts';
import sharp from 'sharp';
import { indicator, makeStore, persistedKeys, readOutbox, replay } from './support/offline.ts';
import { fillDetails, phonePhoto } from './support/wizard.ts';
import { dispatchBackgroundSync, keptPhotoBytes } from './support/service-worker.ts';

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

// Issue 20, the whole journey on a phone: online once, then without a connection she opens her
// dashboard and orders, confirms an order, lists one product with two photos in the wizard and three
// from photos in bulk (a row the server would refuse is refused on the phone), reloads and closes the
// app. The connection returns while no page of the app is open: the service worker's Background Sync
// sends everything, once; the photos are stored without their metadata; the photo analysis arrives
// afterwards as suggestions she can check.
let photos: Awaited<ReturnType<typeof phonePhoto>>[] | undefined;
let bulkPhotos: Awaited<ReturnType<typeof phonePhoto>>[] | undefined;

/** A product of one colour on a white sheet (the analyser describes it), as a camera JPEG with GPS metadata. */
async function colourPhoto(name: string, background: { r: number; g: number; b: number }) {
  const item = await sharp({ create: { width: 600, height: 1000, channels: 3, background } }).png().toBuffer();
  const buffer = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#ffffff' } })
    .composite([{ input: item, left: 300, top: 300 }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 57/1 0/1' } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const bulkRows = [
  { en: 'Red tatreez cushion', ar: 'وسادة تطريز حمراء', price: '٩٫٥٠' },
  { en: 'Blue woven bag', ar: 'حقيبة منسوجة زرقاء', price: '١٠٫٥٠' },
  { en: 'Green olive soap', ar: 'صابون زيت زيتون أخضر', price: '١١٫٥٠' },
];

/** Fires the service worker's Background Sync, as Chromium does when the network returns, from a page that runs none of the app. */
async function backgroundSync(context: BrowserContext, origin: string) {
  const blank = await context.newPage();
  await blank.goto('/api/health');
  await dispatchBackgroundSync(context, blank, origin);
  return blank;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const language of languages) {
    test(`seller offline: the whole journey, sent once by Background Sync with the app closed (${language})`, async ({ page, context, playwright, baseURL, loginAs, setLanguage, checkA11y }) => {
      test.setTimeout(240_000);
      photos ??= [await phonePhoto('loom-1.jpg', 20), await phonePhoto('loom-2.jpg', 200)];
      bulkPhotos ??= [
        await colourPhoto('red.jpg', { r: 200, g: 20, b: 30 }), await colourPhoto('blue.jpg', { r: 30, g: 60, b: 200 }), await colourPhoto('green.jpg', { r: 30, g: 140, b: 50 }),
      ];
      const t = (s: string) => tr(language, s);
      const sellerApi = await playwright.request.newContext({ baseURL });
      const buyerApi = await playwright.request.newContext({ baseURL });
      const label = `all-${language}${Date.now().toString(36)}`;
      const shop = await makeStore(sellerApi, label);
      const orderId = await placeOrder(buyerApi, shop.products[0]!.id, '0791234567');
      const product = { nameEn: `Woven bag ${label}`, nameAr: `حقيبة منسوجة ${label}` };
      const category = language === 'ar' ? 'خياطة وتفصيل' : 'Sewing & Tailoring';
      const paths = {
        dashboard: '/seller/dashboard', products: `/seller/store/${shop.storeId}/products`, orders: `/seller/store/${shop.storeId}/orders`,
        wizard: `/seller/store/${shop.storeId}/products/create`, bulk: `/seller/store/${shop.storeId}/products/mass-create`,
      };

      await setLanguage(page, language);
      await loginAs(page, shop.seller);
      // Online once: each page she will need (their code and her data are then on the phone). The
      // persisted cache is written a moment after the data arrives: wait for it before moving on.
      const persisted = (part: string) =>
        expect.poll(async () => (await persistedKeys(page)).filter((key) => key.includes(part)), { message: `persisted ${part}` }).not.toEqual([]);
      await page.goto(paths.dashboard);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
      await expect(page.getByRole('heading', { name: t('My Stores') })).toBeVisible();
      await persisted('my-stores');
      await page.goto(paths.orders);
      await expect(page.getByTestId('seller-order')).toHaveCount(1);
      await persisted('"store"');
      await page.goto(paths.wizard);
      await expect(page.getByRole('button', { name: t('Next') })).toBeVisible();
      await page.goto(paths.bulk);
      await expect(page.getByRole('heading', { name: t('Bulk Add Products') })).toBeVisible();
      await persisted(`${shop.storeId}","manage"`);
      await page.goto(paths.products);
      await expect(page.getByText(language === 'ar' ? shop.products[0]!.nameAr : shop.products[0]!.nameEn).first()).toBeVisible();
      await persisted(`${shop.storeId}/products`);

      // --- the connection drops: dashboard and orders as last seen; she confirms the order ---
      await context.setOffline(true);
      await page.goto(paths.dashboard);
      await expect(page.getByTestId('last-updated')).toBeVisible();
      await page.goto(paths.orders);
      const order = page.getByTestId('seller-order');
      await expect(order.getByText('Rainbow Street 12')).toBeVisible();
      await order.getByRole('button', { name: new RegExp(`^${escape(t('Confirm order'))}`) }).click();
      await expect(order.getByText(t('Confirmed'), { exact: true })).toBeVisible();

      // --- a listing with two photos in the wizard ---
      await page.goto(paths.wizard);
      await page.getByLabel(t('Add photos')).setInputFiles(photos);
      await expect(page.getByText(t('Kept on this phone'))).toHaveCount(2);
      await page.getByRole('button', { name: t('Next') }).click();
      await fillDetails(page, language, { ...product, price: language === 'ar' ? '١٢٫٥٠' : '12.50', category });
      await page.getByRole('button', { name: t('Next') }).click();
      await page.getByRole('button', { name: t('Publish now') }).click();
      await expect(page).toHaveURL(new RegExp(`${paths.products}$`));
      const queued = page.getByTestId('queued-listing');
      await expect(queued).toHaveCount(1);

      // --- three products from three photos in bulk ---
      await page.goto(paths.bulk);
      await page.getByLabel(t('Choose photos')).setInputFiles(bulkPhotos);
      const rows = page.getByRole('region', { name: t('Products to create') }).getByRole('row');
      await expect(rows).toHaveCount(1 + bulkRows.length);
      await expect(page.getByText(t('Failed to analyze image'))).toHaveCount(3);
      const cellOf = (i: number) => (column: string) => rows.nth(i + 1).getByRole('textbox', { name: new RegExp(`^${escape(t(column))} `) });
      for (const [i, row] of bulkRows.entries()) {
        await cellOf(i)('English name').fill(`${row.en} ${label}`);
        await cellOf(i)('Arabic name').fill(`${row.ar} ${label}`);
        await cellOf(i)('Price (JOD)').fill(row.price);
      }
      // A name the server would refuse (too long) is refused on the phone, with the server's message; the rest are kept.
      await cellOf(2)('English name').fill('x'.repeat(201));
      const add = page.getByRole('button', { name: new RegExp(`^${escape(t('Add Selected Items ({selectedText})').replace(' ({selectedText})', ''))}`) });
      await add.click();
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText(t('This text is too long'));
      await cellOf(0)('English name').fill(`${bulkRows[2]!.en} ${label}`);
      await add.click();
      await expect(page).toHaveURL(new RegExp(`${paths.products}$`));
      await expect(queued).toHaveCount(4);
      await checkA11y(page);

      // Reloaded, then closed, offline: everything is still on the phone.
      await page.reload();
      await expect(queued).toHaveCount(4);
      await expect(indicator(page)).toBeVisible();
      // What the photos will cost to send: they were shrunk on the phone before they were kept.
      const kept = await keptPhotoBytes(page);
      expect(kept).toHaveLength(photos.length + bulkPhotos.length);
      for (const bytes of kept) expect(bytes).toBeLessThan(photos[0]!.buffer.length / 3);
      await page.close();

      // --- the connection returns with no page of the app open: the service worker sends it all ---
      await context.setOffline(false);
      const origin = new URL(baseURL!).origin;
      const blank = await backgroundSync(context, origin);
      const ours = async () => {
        const list = (await (await sellerApi.get(`/api/stores/${shop.storeId}/products`)).json()) as { products: { id: string; nameEn: string; images: string[]; price: string; status: string }[] };
        return list.products.filter((p) => p.nameEn.endsWith(label));
      };
      await expect.poll(async () => (await ours()).length, { timeout: 90_000 }).toBe(4);
      const orderStatus = async () => ((await (await sellerApi.get(`/api/orders/${orderId}`)).json()) as { status: string }).status;
      expect(await orderStatus()).toBe('confirmed');

      // Back in the app: nothing waits any more, nothing was sent twice, the analysis arrived as suggestions.
      const app = await context.newPage();
      await app.goto(paths.products);
      await expect(app.getByTestId('queued-listing')).toHaveCount(0);
      await expect(indicator(app)).toBeHidden({ timeout: 20_000 });
      const made = await ours();
      expect(made.map((p) => [p.nameEn, p.images.length, p.price, p.status]).sort()).toEqual([
        [`${bulkRows[0]!.en} ${label}`, 1, '9.50', 'active'], [`${bulkRows[1]!.en} ${label}`, 1, '10.50', 'active'],
        [`${bulkRows[2]!.en} ${label}`, 1, '11.50', 'active'], [product.nameEn, 2, '12.50', 'active'],
      ].sort());
      for (const image of made.flatMap((p) => p.images)) {
        const meta = await sharp(await (await app.request.get(`${image}/1280.webp`)).body()).metadata();
        expect(meta.exif).toBeUndefined();
      }
      const arrived = app.getByTestId('arrived-suggestion');
      await expect(arrived).toHaveCount(3, { timeout: 30_000 });
      await checkA11y(app);
      const red = `${language === 'ar' ? bulkRows[0]!.ar : bulkRows[0]!.en} ${label}`;
      await arrived.filter({ hasText: red }).getByRole('link', { name: t('Check suggestions for {name}').replace('{name}', red) }).click();
      await app.getByRole('button', { name: t('Next') }).click();
      await expect(field(app, t('Description (English)'))).toHaveValue(/^Colour: red/);
      await expect(app.getByText(t('Suggested from your photo: check it, then edit or keep it.')).first()).toBeVisible();
      // What she typed stays hers: the names are not replaced.
      await expect(field(app, t('Product name (English)'))).toHaveValue(`${bulkRows[0]!.en} ${label}`);
      await blank.close();
      await sellerApi.dispose();
      await buyerApi.dispose();
    });
  }
});
