import type { Locator, Page } from '@playwright/test';
import { demoAccounts, expect, languages, test, tr, type Language, trf } from './support/fixtures.ts';

// The shopping journey (issue 4): wishlist save and remove, add products of two stores to the cart,
// change a quantity, check out with cash on delivery, see two orders; the seller confirms and ships
// one, the buyer sees the new status and cancels the other while it is pending. In Arabic and in
// English, with axe on every page in both directions.

type Product = { id: string; storeId: string; nameAr: string; nameEn: string; price: string };
type Store = { id: string; nameAr: string; nameEn: string; whatsappNumber: string | null };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its label; required fields add a hidden " *" to the label. */
const field = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));
const toast = (page: Page) => page.getByTestId('toast');
const nameOf = (language: Language, item: { nameAr: string; nameEn: string }) => (language === 'ar' ? item.nameAr : item.nameEn);

/** One active product with stock from each of the demo seller's two stores (read through the API). */
async function pickProducts(sellerPage: Page): Promise<{ store: Store; product: Product }[]> {
  const stores: Store[] = await (await sellerPage.request.get('/api/stores/my-stores')).json();
  expect(stores.length).toBeGreaterThanOrEqual(2);
  const picks = [];
  for (const store of stores.slice(0, 2)) {
    const body = await (await sellerPage.request.get(`/api/stores/${store.id}/products`)).json();
    const list: (Product & { status: string; stock: number })[] = Array.isArray(body) ? body : body.products;
    const product = list.find((p) => p.status === 'active' && p.stock >= 5 && Number(p.price) < 20);
    expect(product, `a product with stock in ${store.nameEn}`).toBeTruthy();
    picks.push({ store, product: product! });
  }
  return picks;
}

for (const language of languages) {
  test(`shopping: wishlist, cart, checkout and the order lifecycle (${language})`, async ({ page, browser, baseURL, loginAs, setLanguage, checkA11y: axe }) => {
    test.setTimeout(120_000);
    // Every rule on every page, the shell's header with its count links included.
    const checkA11y = (target: Page) => axe(target);
    const sellerContext = await browser.newContext({ baseURL });
    const sellerPage = await sellerContext.newPage();
    await setLanguage(sellerPage, language);
    await loginAs(sellerPage, demoAccounts.seller);
    const [a, b] = await pickProducts(sellerPage);
    const nameA = nameOf(language, a!.product);
    const nameB = nameOf(language, b!.product);

    await setLanguage(page, language);
    await loginAs(page, 'buyer');
    // Saved earlier from a product page (that page is the catalogue's journey).
    for (const { product } of [a!, b!]) expect((await page.request.post('/api/wishlist', { data: { productId: product.id } })).status()).toBe(201);

    // Wishlist: the hearts show the saved state; add both to the cart; remove both from the wishlist.
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: tr(language, 'My Wishlist') })).toBeVisible();
    const entryA = page.getByTestId('wishlist-entry').filter({ hasText: nameA });
    const entryB = page.getByTestId('wishlist-entry').filter({ hasText: nameB });
    await expect(entryA.getByRole('button', { name: trf(language, 'Remove {name} from wishlist', { name: nameA }) })).toHaveAttribute('aria-pressed', 'true');
    await checkA11y(page);
    await entryA.getByRole('button', { name: tr(language, 'Add to cart') }).click();
    await expect(toast(page)).toContainText(tr(language, 'Product added to cart'));
    await entryB.getByRole('button', { name: tr(language, 'Add to cart') }).click();
    await expect.poll(async () => (await (await page.request.get('/api/cart')).json()).length).toBe(2);
    await entryA.getByRole('button', { name: trf(language, 'Remove {name}', { name: nameA }), exact: true }).click();
    await expect(toast(page)).toContainText(tr(language, 'Removed from wishlist'));
    await expect(entryA).toHaveCount(0);
    await entryB.getByRole('button', { name: trf(language, 'Remove {name} from wishlist', { name: nameB }) }).click();
    await expect(page.getByRole('heading', { name: tr(language, 'Your wishlist is empty') })).toBeVisible();
    await checkA11y(page);

    // Cart: two lines, raise A to 2, the totals follow; save B for later (back into the wishlist).
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: tr(language, 'Shopping Cart') })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    const lineA = page.getByTestId('cart-line').filter({ hasText: nameA });
    await expect(lineA.getByRole('button', { name: trf(language, 'Decrease quantity of {itemName}', { itemName: nameA }) })).toBeDisabled();
    await checkA11y(page);
    await lineA.getByRole('button', { name: trf(language, 'Increase quantity of {itemName}', { itemName: nameA }) }).click();
    await expect(lineA.getByRole('spinbutton')).toHaveValue(language === 'ar' ? '٢' : '2');
    await expect.poll(async () => (await (await page.request.get('/api/cart')).json()).find((l: { productId: string }) => l.productId === a!.product.id).quantity).toBe(2);
    const subtotalCents = 2 * Math.round(Number(a!.product.price) * 100) + Math.round(Number(b!.product.price) * 100);
    const subtotal = await page.getByTestId('cart-subtotal').textContent();
    const lineB = page.getByTestId('cart-line').filter({ hasText: nameB });
    await lineB.getByRole('button', { name: trf(language, 'Save for later: {name}', { name: nameB }) }).click();
    await expect(toast(page)).toContainText(tr(language, 'Added to wishlist'));
    await expect(lineB.getByRole('button', { name: trf(language, 'Saved: {name}', { name: nameB }) })).toHaveAttribute('aria-pressed', 'true');
    await checkA11y(page);

    // Checkout with cash on delivery; the summary equals the cart's.
    await page.getByRole('link', { name: tr(language, 'Proceed to Checkout') }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('cart-subtotal')).toHaveText(subtotal!);
    await checkA11y(page);
    await page.getByRole('button', { name: tr(language, 'Place Order') }).click();
    // Said on the page and in a toast, and the buyer is taken to the first field in error.
    await expect(page.getByRole('main').getByText(tr(language, 'Please check the highlighted fields'))).toBeVisible();
    await expect(toast(page)).toContainText(tr(language, 'Please check the highlighted fields'));
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    await page.getByRole('combobox', { name: tr(language, 'Governorate') }).click();
    await page.getByRole('option', { name: tr(language, 'Irbid') }).click();
    await field(page, tr(language, 'City or area')).fill(language === 'ar' ? 'إربد' : 'Irbid');
    await field(page, tr(language, 'Street and building')).fill('University St 5');
    await field(page, tr(language, 'Mobile number')).fill('0781234567');
    await expect(page.getByRole('radio', { name: new RegExp(tr(language, 'Cash on delivery')) })).toBeChecked();
    await checkA11y(page);
    await page.getByRole('button', { name: tr(language, 'Place Order') }).click();

    // Confirmation: one order per store, each with a WhatsApp link to its seller.
    await expect(page).toHaveURL(/\/checkout\/confirmation\/[\w-]+$/);
    await expect(page.getByRole('heading', { name: tr(language, 'Thank you! Your order has been placed') })).toBeVisible();
    await expect(page.getByTestId('placed-order')).toHaveCount(2);
    const whatsapp = page.getByRole('link', { name: new RegExp(`^${escape(tr(language, 'Send to the seller on WhatsApp'))}`) }).first();
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/9627\d{8}\?text=.+/);
    await checkA11y(page);

    const orders: { id: string; reference: string; storeId: string; totalAmount: string }[] = await (await page.request.get('/api/orders/my-orders')).json();
    expect(orders).toHaveLength(2);
    expect(orders.reduce((sum, o) => sum + Math.round(Number(o.totalAmount) * 100), 0)).toBe(subtotalCents);
    const orderA = orders.find((o) => o.storeId === a!.store.id)!;
    const orderB = orders.find((o) => o.storeId === b!.store.id)!;
    await page.getByRole('link', { name: tr(language, 'My orders') }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByTestId('order-card')).toHaveCount(2);
    await checkA11y(page);

    // The seller confirms and ships store A's order on the store's orders page.
    await sellerPage.goto(`/seller/store/${a!.store.id}/orders`);
    const staffId = orderA.reference;
    const sellerCard = sellerPage.getByTestId('seller-order').filter({ hasText: `#${staffId}` });
    await expect(sellerCard).toBeVisible();
    await expect(sellerCard).toContainText('+962781234567');
    await checkA11y(sellerPage);
    await sellerCard.getByRole('button', { name: `${tr(language, 'Confirm order')} #${staffId}` }).click();
    await expect(sellerCard.getByText(tr(language, 'Confirmed'), { exact: true })).toBeVisible();
    await sellerCard.getByRole('button', { name: `${tr(language, 'Mark as shipped')} #${staffId}` }).click();
    await expect(sellerCard.getByText(tr(language, 'Shipped'), { exact: true })).toBeVisible();
    await expect(sellerCard.getByRole('button', { name: `${tr(language, 'Mark as delivered')} #${staffId}` })).toBeVisible();
    await checkA11y(sellerPage);
    await sellerContext.close();

    // The buyer sees the new status and its timeline, then cancels the other order while pending.
    await page.goto(`/orders/${orderA.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(tr(language, 'Shipped'));
    await expect(page.getByRole('button', { name: new RegExp(tr(language, 'Cancel order')) })).toHaveCount(0);
    await checkA11y(page);
    await page.goto(`/track/${orderA.id}`);
    await expect(page.getByTestId('status-timeline').locator('[aria-current="step"]')).toContainText(tr(language, 'Shipped'));
    await checkA11y(page);

    await page.goto(`/orders/${orderB.id}`);
    await page.getByRole('button', { name: `${tr(language, 'Cancel order')} #${orderB.reference}` }).click();
    await checkA11y(page);
    await page.getByRole('button', { name: tr(language, 'Yes, cancel the order') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(tr(language, 'Cancelled'));

    // B, saved for later from the cart, is in the wishlist.
    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-entry')).toHaveCount(1);
    await expect(page.getByTestId('wishlist-entry')).toContainText(nameB);
  });
}
