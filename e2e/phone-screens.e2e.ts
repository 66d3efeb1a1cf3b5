import type { Page } from '@playwright/test';
import { demoAccounts, expect, languages, test, type Language } from './support/fixtures.ts';
import { findOverflows } from './support/overflow.ts';

// Every screen on a 360 × 740 phone (issue 15): each route, as visitor, buyer, seller and admin
// (each admin tab too), in Arabic and English. A route fails when anything on it is wider than the
// screen or cut off at its sides (e2e/support/overflow.ts). Measured, never screenshotted.
// Not `isMobile`: a mobile browser widens its layout to fit content that is too wide, and then
// every ancestor of the culprit sticks out too; at a fixed 360 px only the culprits do.

const phone = { width: 360, height: 740 };
/** web/index.html's title, kept by pages that name none. */
const shellTitle = 'سوق بيتي | Souq Bayti';

type Ids = { product: string; storeSlug: string; storeId: string; orderId: string; checkoutId: string; sellerProduct: string };

/** The routes each role can open, filled in with the demo data's ids. */
function routesFor(role: 'visitor' | 'buyer' | 'seller' | 'admin', ids: Ids): string[] {
  switch (role) {
    case 'visitor':
      return ['/', '/products', `/products/${ids.product}`, '/stores', `/stores/${ids.storeSlug}`, `/${ids.storeSlug}`, '/auth', '/auth?tab=seller',
        '/street', '/mainpage1', '/how-it-works', '/seller-guide', '/buyer-guide', '/faq', '/contact', '/returns', '/shipping', '/support',
        '/privacy', '/terms', '/cookies', '/no-such-page-here'];
    case 'buyer':
      return ['/profile', '/profile?tab=orders', '/profile?tab=wishlist', '/profile?tab=settings', '/cart', '/wishlist', '/checkout',
        `/checkout/confirmation/${ids.checkoutId}`, '/orders', `/orders/${ids.orderId}`, `/track/${ids.orderId}`];
    case 'seller':
      return ['/seller/dashboard', '/seller/store/create', `/seller/store/${ids.storeId}/edit`, `/seller/store/${ids.storeId}/products`,
        `/seller/store/${ids.storeId}/products/create`, `/seller/store/${ids.storeId}/products/mass-create`, `/seller/store/${ids.storeId}/orders`,
        `/seller/products/${ids.sellerProduct}/edit`];
    case 'admin':
      return ['/admin/dashboard', '/admin/dashboard?tab=users', '/admin/dashboard?tab=stores', '/admin/dashboard?tab=categories',
        '/admin/dashboard?tab=orders', `/admin/orders/${ids.orderId}`];
  }
}

/** Ids from the demo data, read through the API as the demo buyer and seller. */
async function demoIds(page: Page): Promise<Ids> {
  const json = async (path: string) => {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    return res.json();
  };
  await page.request.post('/api/login', { data: demoAccounts.buyer });
  const orders = (await json('/api/orders/my-orders')) as { id: string; checkoutId: string }[];
  await page.request.post('/api/login', { data: demoAccounts.seller });
  const stores = (await json('/api/stores/my-stores')) as { id: string; slug: string }[];
  const body = await json(`/api/stores/${stores[0]!.id}/products`);
  const products = (Array.isArray(body) ? body : body.products) as { id: string; status: string }[];
  await page.request.post('/api/logout');
  return {
    product: products.find((p) => p.status === 'active')!.id, sellerProduct: products[0]!.id,
    storeSlug: stores[0]!.slug, storeId: stores[0]!.id, orderId: orders[0]!.id, checkoutId: orders[0]!.checkoutId,
  };
}

/** The page has shown what it is about: requests are done and no loading placeholder is left. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('main#main')).toBeVisible();
  // Sections that load as the reader scrolls towards them (home's Trending Now) load, as hers would.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('.animate-pulse, .animate-spin')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const roles = ['visitor', 'buyer', 'seller', 'admin'] as const;

for (const language of languages) {
  for (const role of roles) {
    test(`every ${role} screen fits a 360 px phone (${language})`, async ({ browser, baseURL, setLanguage, loginAs }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ baseURL, viewport: phone, hasTouch: true });
      const page = await context.newPage();
      const ids = await demoIds(page);
      await setLanguage(page, language as Language);
      if (role === 'buyer') await loginAs(page, demoAccounts.buyer);
      if (role === 'seller') await loginAs(page, demoAccounts.seller);
      if (role === 'admin') await loginAs(page, 'admin');

      const failures: string[] = [];
      for (const route of routesFor(role, ids)) {
        await page.goto(route);
        // The role may open the route: no guard sent it elsewhere.
        expect(new URL(page.url()).pathname, route).toBe(route.split('?')[0]);
        await settle(page);
        // Each page names itself in the tab (the shell's own title is the home page's).
        if (route !== '/') expect(await page.title(), route).not.toBe(shellTitle);
        const overflows = await findOverflows(page);
        if (overflows.length) failures.push(`${route}\n${overflows.map((o) => `    ${o.element}: ${o.problem}`).join('\n')}`);
      }
      expect(failures, `Screens that do not fit ${phone.width} px (${language}, ${role}):\n${failures.join('\n')}`).toEqual([]);
      await context.close();
    });
  }
}
