import { expect, languages, test, tr } from './support/fixtures.ts';
import { card, heart, indicator, makeStore, persistedKeys, readOutbox, replay, type Product } from './support/offline.ts';

// The offline journey (issue 5): with the service worker installed, the app opens with no
// connection, shows what was seen, takes cart and wishlist changes into the outbox, survives a
// reload, and when the connection returns sends each change exactly once (also when the same queue
// is replayed twice more); a change the server refuses is explained; logout clears private data;
// no private answer is ever kept by the service worker.

for (const language of languages) {
  test(`offline: browse, queue cart and wishlist changes, sync once, conflicts, logout (${language})`, async ({ page, context, playwright, baseURL, loginAs, setLanguage, checkA11y }) => {
    test.setTimeout(120_000);
    const sellerApi = await playwright.request.newContext({ baseURL });
    const shop = await makeStore(sellerApi, `${language}${Date.now().toString(36)}`);
    const [soap1, soap2, soap3] = shop.products as [Product, Product, Product];

    await setLanguage(page, language);
    await loginAs(page, 'buyer');
    await page.goto(`/stores/${shop.storeSlug}`);
    await expect(card(page, language, soap1)).toBeVisible();
    // Wait until the service worker controls the page (installed and precached).
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.goto(`/products/${soap1.id}`);
    await page.goto(`/stores/${shop.storeSlug}`);
    await expect(card(page, language, soap3)).toBeVisible();
    // The app keeps what it showed a moment after showing it: her account is on the phone.
    await expect.poll(async () => (await persistedKeys(page)).includes('["/api/auth/user"]')).toBe(true);

    // --- no connection ---
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(tr(language, 'You are offline. You can keep browsing what you have seen; cart and wishlist changes will sync later.'))).toBeVisible();
    await expect(card(page, language, soap1)).toBeVisible();
    await checkA11y(page);

    await card(page, language, soap1).getByRole('button', { name: tr(language, 'Add to cart') }).click();
    await card(page, language, soap3).getByRole('button', { name: tr(language, 'Add to cart') }).click();
    await heart(page, language, soap2, false).click();
    await expect(indicator(page)).toBeVisible();
    await expect.poll(async () => (await readOutbox(page)).length).toBe(3);
    // The private API is never answered from a cache while offline.
    expect(await page.evaluate(() => fetch('/api/cart').then(() => 'answered', () => 'failed'))).toBe('failed');

    // A reload loses nothing: the queue and the cart badge come back from IndexedDB.
    await page.reload();
    await expect(indicator(page)).toBeVisible();
    await expect(heart(page, language, soap2, true)).toBeVisible();
    const queued = await readOutbox(page);
    expect(queued).toHaveLength(3);

    // While the phone is offline, the third soap sells out.
    await shop.setStock(soap3.id, 0);

    // --- back online ---
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(indicator(page)).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('toast').getByText(tr(language, 'Some offline changes could not be saved'))).toBeVisible();

    const cart = async () => (await (await page.request.get('/api/cart')).json()) as { productId: string; quantity: number }[];
    const wishlist = async () => (await (await page.request.get('/api/wishlist')).json()) as { productId: string }[];
    expect((await cart()).map((l) => [l.productId, l.quantity])).toEqual([[soap1.id, 1]]);
    expect((await wishlist()).map((w) => w.productId)).toEqual([soap2.id]);

    // The same queue replayed twice more (same idempotency keys): nothing is done again.
    await replay(page, queued);
    await replay(page, queued);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await readOutbox(page)).length, { timeout: 20_000 }).toBe(0);
    expect((await cart()).map((l) => [l.productId, l.quantity])).toEqual([[soap1.id, 1]]);
    expect((await wishlist()).map((w) => w.productId)).toEqual([soap2.id]);

    // The service worker keeps no private answer.
    const cachedPrivate = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls.filter((u) => /^\/api\/(auth|cart|wishlist|orders|admin|dashboard)|^\/api\/stores\/my-stores/.test(u));
    });
    expect(cachedPrivate).toEqual([]);

    // Logout clears the persisted query cache and the outbox.
    await page.getByRole('button', { name: new RegExp(tr(language, 'Account menu')) }).click();
    await page.getByRole('menuitem', { name: tr(language, 'Sign Out') }).click();
    await page.waitForURL('/');
    const persisted = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('souq-bayti-cache');
          open.onsuccess = () => {
            const names = open.result.objectStoreNames;
            if (!names.contains('clients')) return resolve('');
            const get = open.result.transaction('clients').objectStore('clients').get('query-cache');
            get.onsuccess = () => resolve(JSON.stringify(get.result ?? ''));
          };
        }),
    );
    expect(persisted).not.toContain('/api/cart');
    expect(persisted).not.toContain('/api/wishlist');
    expect(await readOutbox(page)).toHaveLength(0);
    await sellerApi.dispose();
  });
}
