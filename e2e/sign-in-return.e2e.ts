import type { Page } from '@playwright/test';
import { appStarted, expect, field, languages, test, tr, type Language, trf } from './support/fixtures.ts';

// A visitor taps what needs an account (Add to cart with a quantity typed in her digits, the wishlist
// heart, a review), signs in from the toast, and comes back to the same page with that action done
// once and a toast saying so (docs/decisions/021-phone-first-screens.md). At 360 × 740, both languages.

type Product = { id: string; nameAr: string; nameEn: string; stock: number };

const toast = (page: Page) => page.getByTestId('toast');
const digits = (language: Language, n: number) => (language === 'ar' ? n.toLocaleString('ar-JO-u-nu-arab') : String(n));

async function productsWithStock(page: Page, count: number): Promise<Product[]> {
  const body: { products: Product[] } = await (await page.request.get('/api/products?limit=40')).json();
  const picks = body.products.filter((p) => p.stock >= 3 && p.stock < 50).slice(0, count);
  expect(picks.length).toBe(count);
  return picks;
}

/** From the toast's Sign in to the login form, and back signed in. */
async function signInFromToast(page: Page, language: Language, account: { email: string; password: string }, path: string) {
  await toast(page).getByRole('link', { name: tr(language, 'Sign in') }).click();
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
  const form = page.getByRole('form', { name: tr(language, 'Login') });
  await field(form, tr(language, 'Email')).fill(account.email);
  await field(form, tr(language, 'Password')).fill(account.password);
  await form.getByRole('button', { name: tr(language, 'Login') }).click();
  await expect(page).toHaveURL(path);
}

for (const language of languages) {
  test(`a visitor's cart, wishlist and review are carried out after signing in (${language})`, async ({ browser, baseURL, signUp, setLanguage, checkA11y }) => {
    test.setTimeout(120_000);
    /** A visitor's phone: nothing kept from an earlier sign-in. */
    const visitorPage = async () => {
      const fresh = await (await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } })).newPage();
      await setLanguage(fresh, language);
      return fresh;
    };
    let page = await visitorPage();
    const [forCart, forHeart] = await productsWithStock(page, 2);
    const name = (p: Product) => (language === 'ar' ? p.nameAr : p.nameEn);
    const account = await signUp('buyer');

    // The quantity box takes her digits and keeps to the stock, saying so.
    const cartPath = `/products/${forCart!.id}`;
    await page.goto(cartPath);
    await appStarted(page);
    const quantity = page.getByRole('spinbutton', { name: trf(language, 'Quantity of {itemName}', { itemName: name(forCart!) }) });
    await quantity.fill(digits(language, 500));
    await quantity.press('Enter');
    await expect(toast(page)).toContainText(trf(language, 'Only {available} available', { available: digits(language, forCart!.stock) }));
    await expect(quantity).toHaveValue(digits(language, forCart!.stock));
    await quantity.fill(digits(language, 2));
    await quantity.press('Tab');
    await expect(quantity).toHaveValue(digits(language, 2));
    await checkA11y(page);

    // The product's own button comes first; related products' cards follow.
    await page.getByRole('button', { name: tr(language, 'Add to cart'), exact: true }).first().click();
    await expect(toast(page)).toContainText(tr(language, 'Please login to add products to cart'));
    await signInFromToast(page, language, account, cartPath);
    await expect(toast(page)).toContainText(tr(language, 'Product added to cart'));
    const cart = async () => (await (await page.request.get('/api/cart')).json()) as { productId: string; quantity: number }[];
    await expect.poll(cart).toEqual([expect.objectContaining({ productId: forCart!.id, quantity: 2 })]);
    // Once: coming back to the page does not add it again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await cart()).toEqual([expect.objectContaining({ productId: forCart!.id, quantity: 2 })]);

    // The heart and a review, as a visitor again.
    page = await visitorPage();
    const heartPath = `/products/${forHeart!.id}`;
    await page.goto(heartPath);
    await page.getByRole('button', { name: trf(language, 'Add {name} to wishlist', { name: name(forHeart!) }) }).click();
    await expect(toast(page)).toContainText(tr(language, 'Please login to add products to wishlist'));
    await signInFromToast(page, language, account, heartPath);
    await expect(toast(page)).toContainText(tr(language, 'Added to wishlist'));
    await expect.poll(async () => ((await (await page.request.get('/api/wishlist')).json()) as { productId: string }[]).map((e) => e.productId)).toEqual([forHeart!.id]);

    page = await visitorPage();
    await page.goto(heartPath);
    const comment = language === 'ar' ? 'وصلت بسرعة وجودتها ممتازة' : 'Arrived quickly, lovely quality';
    const reviewForm = page.getByRole('form', { name: tr(language, 'Write a review') });
    await reviewForm.getByRole('textbox').fill(comment);
    await reviewForm.getByRole('button', { name: tr(language, 'Submit review') }).click();
    await expect(toast(page)).toContainText(tr(language, 'Please login to add a review'));
    await signInFromToast(page, language, account, heartPath);
    await expect(toast(page)).toContainText(tr(language, 'Review added successfully'));
    await expect(page.getByText(comment)).toBeVisible();
    await checkA11y(page);
  });
}
