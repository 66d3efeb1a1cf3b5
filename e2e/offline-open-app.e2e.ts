import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, languages, test, tr, type Language } from './support/fixtures.ts';
import { indicator, makeStore, nameIn, persistedKeys, readOutbox, replay, type Product } from './support/offline.ts';
import { dispatchBackgroundSync } from './support/service-worker.ts';

// Issue 19: the connection drops while the app is open (no reload first), or only fails while the
// browser still says online. Every cart and wishlist change goes into the outbox at once, survives
// reloads and closing the app, and reaches the server exactly once when the connection returns —
// also through Background Sync with no page of the app open.

type ServerCart = { productId: string; quantity: number }[];

const cartLine = (page: Page, language: Language, product: Product) =>
  page.getByTestId('cart-line').filter({ has: page.getByRole('link', { name: nameIn(language, product), exact: true }) });
const increase = (page: Page, language: Language, product: Product) =>
  cartLine(page, language, product).getByRole('button', { name: tr(language, 'Increase quantity of {itemName}').replace('{itemName}', nameIn(language, product)) });
const removeLine = (page: Page, language: Language, product: Product) =>
  cartLine(page, language, product).getByRole('button', { name: tr(language, 'Remove {name}').replace('{name}', nameIn(language, product)) });
const saveForLater = (page: Page, language: Language, product: Product, saved: boolean) =>
  cartLine(page, language, product).getByRole('button', {
    name: tr(language, saved ? 'Saved: {name}' : 'Save for later: {name}').replace('{name}', nameIn(language, product)),
  });
const quantityOf = (page: Page, language: Language, product: Product) => cartLine(page, language, product).getByRole('spinbutton');

/** The server's cart and wishlist, read through the API with the buyer's session. */
async function serverState(context: BrowserContext) {
  const cart = (await (await context.request.get('/api/cart')).json()) as ServerCart;
  const wishlist = (await (await context.request.get('/api/wishlist')).json()) as { productId: string }[];
  return { cart: cart.map((l) => [l.productId, l.quantity]), wishlist: wishlist.map((w) => w.productId) };
}

/** A buyer with two soaps in her cart, on the cart page, with the service worker in control. */
async function openCart(page: Page, context: BrowserContext, soaps: Product[]) {
  for (const soap of soaps) expect((await context.request.post('/api/cart', { data: { productId: soap.id, quantity: 1 } })).status()).toBe(201);
  await page.goto('/cart');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // The app keeps what it showed a moment after showing it: her account and cart are on the phone.
  await expect.poll(async () => {
    const keys = await persistedKeys(page);
    return keys.includes('["/api/auth/user"]') && keys.includes('["/api/cart"]');
  }).toBe(true);
}

/** The three changes of both journeys: one more of the first soap, the second removed, the first saved. */
async function changeCart(page: Page, language: Language, [soap1, soap2]: Product[]) {
  await increase(page, language, soap1!).click();
  await expect(quantityOf(page, language, soap1!)).toHaveValue(/^[2٢]$/);
  await removeLine(page, language, soap2!).click();
  await expect(cartLine(page, language, soap2!)).toHaveCount(0);
  await saveForLater(page, language, soap1!, false).click();
  await expect(saveForLater(page, language, soap1!, true)).toBeVisible();
}

async function expectChangesShown(page: Page, language: Language, [soap1, soap2]: Product[]) {
  await expect(indicator(page)).toBeVisible();
  await expect(quantityOf(page, language, soap1!)).toHaveValue(/^[2٢]$/);
  await expect(cartLine(page, language, soap2!)).toHaveCount(0);
  await expect(saveForLater(page, language, soap1!, true)).toBeVisible();
}


for (const language of languages) {
  test(`offline while the app is open: changes queue at once, survive reload and closing, sync once (${language})`, async ({ page, context, playwright, baseURL, loginAs, setLanguage, checkA11y }) => {
    test.setTimeout(120_000);
    const sellerApi = await playwright.request.newContext({ baseURL });
    const shop = await makeStore(sellerApi, `open-${language}${Date.now().toString(36)}`);
    const [soap1, soap2] = shop.products as [Product, Product];

    await setLanguage(page, language);
    await loginAs(page, 'buyer');
    await openCart(page, context, [soap1, soap2]);
    await expect(quantityOf(page, language, soap1)).toHaveValue(/^[1١]$/);

    // The connection drops; the app stays open and the buyer keeps shopping.
    await context.setOffline(true);
    await changeCart(page, language, [soap1, soap2]);
    await expect(indicator(page)).toBeVisible();
    await expect.poll(async () => (await readOutbox(page)).length).toBe(3);
    const queued = await readOutbox(page);
    expect(new Set(queued.map((e) => (e as { key: string }).key)).size).toBe(3);
    await checkA11y(page);

    // A reload, then closing the app and opening it again, all offline: nothing is lost.
    await page.reload();
    await expectChangesShown(page, language, [soap1, soap2]);
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto('/cart');
    await expectChangesShown(reopened, language, [soap1, soap2]);
    expect(await readOutbox(reopened)).toHaveLength(3);
    await reopened.close();

    // Back online with no page of the app open: Background Sync in the service worker sends the queue.
    await context.setOffline(false);
    const blank = await context.newPage();
    await blank.goto('/api/categories'); // same origin, not the app: nothing here drains the outbox
    await dispatchBackgroundSync(context, blank, baseURL!);
    await expect.poll(async () => (await readOutbox(blank)).length, { timeout: 20_000 }).toBe(0);
    const expected = { cart: [[soap1.id, 2]], wishlist: [soap1.id] };
    expect(await serverState(context)).toEqual(expected);

    // Exactly once: the same writes replayed with their keys change nothing.
    await replay(blank, queued);
    await dispatchBackgroundSync(context, blank, baseURL!);
    await expect.poll(async () => (await readOutbox(blank)).length, { timeout: 20_000 }).toBe(0);
    expect(await serverState(context)).toEqual(expected);
    await sellerApi.dispose();
  });

  test(`weak signal: writes that fail while the browser says online are queued, retried and done once (${language})`, async ({ page, context, playwright, baseURL, loginAs, setLanguage }) => {
    test.setTimeout(120_000);
    const sellerApi = await playwright.request.newContext({ baseURL });
    const shop = await makeStore(sellerApi, `weak-${language}${Date.now().toString(36)}`);
    const [soap1, soap2] = shop.products as [Product, Product];

    await setLanguage(page, language);
    await loginAs(page, 'buyer');
    await openCart(page, context, [soap1, soap2]);

    // Reads get through; writes die at the network level (first before the server, later after it
    // did the work, so only the answer is lost).
    let mode: 'before-server' | 'answer-lost' = 'before-server';
    let reachedServer = 0;
    const failWrites = async (route: Route) => {
      if (route.request().method() === 'GET') return route.fallback();
      if (mode === 'answer-lost') {
        await route.fetch();
        reachedServer += 1;
      }
      return route.abort('internetdisconnected');
    };
    await context.route(/\/api\/(cart|wishlist)(\/|$|\?)/, failWrites);

    await changeCart(page, language, [soap1, soap2]);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(page.getByTestId('toast').getByText(tr(language, 'Saved on this phone')).first()).toBeVisible();
    await expect.poll(async () => (await readOutbox(page)).length).toBe(3);
    const queued = await readOutbox(page);

    // The server still has the old cart; the reloaded page shows the buyer's changes over it.
    await page.reload();
    await expectChangesShown(page, language, [soap1, soap2]);
    expect(await serverState(context)).toEqual({ cart: [[soap1.id, 1], [soap2.id, 1]], wishlist: [] });

    // The page tries again by itself (no 'online' event comes); this time the answer is lost.
    mode = 'answer-lost';
    await expect.poll(() => reachedServer, { timeout: 30_000 }).toBeGreaterThan(0);
    await context.unroute(/\/api\/(cart|wishlist)(\/|$|\?)/, failWrites);
    await expect(indicator(page)).toBeHidden({ timeout: 45_000 });

    const expected = { cart: [[soap1.id, 2]], wishlist: [soap1.id] };
    expect(await serverState(context)).toEqual(expected);
    await replay(page, queued);
    await page.reload();
    await expect.poll(async () => (await readOutbox(page)).length, { timeout: 20_000 }).toBe(0);
    expect(await serverState(context)).toEqual(expected);
    await expectNoConflictToast(page, language);
    await sellerApi.dispose();
  });
}

async function expectNoConflictToast(page: Page, language: Language) {
  await expect(page.getByText(tr(language, 'Some offline changes could not be saved'))).toHaveCount(0);
}
