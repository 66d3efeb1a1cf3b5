import type { Page } from '@playwright/test';
import { exactly, expect, languages, test, tr, type Language, trf } from './support/fixtures.ts';

// The street, the 3D virtual street tour and the alternate landing page (docs/product.md):
// filter the street by a category, open a shop's quick view and follow Visit Full Store; walk the
// tour with the keyboard and enter a shop; see the landing page's sections. In Arabic and English,
// with axe on every page and open dialog.

type Store = { id: string; slug: string; nameAr: string; nameEn: string };

// The tour's 3D view needs WebGL; in headless Chromium that is SwiftShader, software rendering.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--enable-unsafe-swiftshader', '--use-angle=swiftshader',
    ],
  },
});

const nameOf = (language: Language, store: Store) => (language === 'ar' ? store.nameAr : store.nameEn);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const storeRow = (page: Page) => page.locator('ul[aria-busy]');

/** The first of the street's fixed categories that has some, but not all, of the stores. */
async function pickCategory(page: Page): Promise<{ slug: string; label: string; stores: Store[]; all: Store[] }> {
  const all: Store[] = (await (await page.request.get('/api/stores?limit=50')).json()).stores;
  const labels: Record<string, string> = { food: 'Food', crafts: 'Crafts', sewing: 'Sewing', tutoring: 'Tutoring', coaching: 'Coaching' };
  for (const slug of Object.keys(labels)) {
    const stores: Store[] = (await (await page.request.get(`/api/stores?limit=50&categoryId=${slug}`)).json()).stores;
    if (stores.length > 0 && stores.length < all.length) return { slug, label: labels[slug]!, stores, all };
  }
  throw new Error('The demo data has no street category that narrows the stores');
}

for (const language of languages) {
  test(`street: filter by category, quick view, visit the full store (${language})`, async ({ page, setLanguage, checkA11y }) => {
    await setLanguage(page, language);
    const { label, stores, all } = await pickCategory(page);
    await page.goto('/street');
    await expect(page.getByRole('heading', { level: 1, name: tr(language, 'The Street') })).toBeVisible();
    await expect(storeRow(page).getByRole('button', { name: new RegExp(escape(nameOf(language, all[0]!))) })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: exactly(tr(language, label)) }).click();
    await expect(page.getByRole('button', { name: exactly(tr(language, label)) })).toHaveAttribute('aria-pressed', 'true');
    await expect(storeRow(page)).toHaveAttribute('aria-busy', 'false');
    await expect(storeRow(page).getByRole('listitem')).toHaveCount(stores.length);
    const store = stores[0]!;
    const name = nameOf(language, store);
    await storeRow(page).getByRole('button', { name: new RegExp(escape(name)) }).click();

    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: tr(language, 'Call Now') })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(dialog.getByRole('link', { name: new RegExp(tr(language, 'WhatsApp')) })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await checkA11y(page);
    await dialog.getByRole('link', { name: tr(language, 'Visit Full Store') }).click();
    await expect(page).toHaveURL(new RegExp(`/stores/${escape(store.slug)}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await checkA11y(page);
  });

  test(`tour: walk the virtual street with the keyboard and enter a shop (${language})`, async ({ page, setLanguage, checkA11y }) => {
    // Software WebGL on a 2-core machine draws slowly; the page stays usable, the test just waits longer.
    test.setTimeout(150_000);
    await setLanguage(page, language);
    const stores: Store[] = (await (await page.request.get('/api/stores?limit=100')).json()).stores;
    expect(stores.length).toBeGreaterThan(2);
    await page.goto('/street/tour');
    await expect(page.getByRole('img', { name: tr(language, '3D view of the virtual street') }).locator('canvas')).toBeVisible({ timeout: 30_000 });
    // The view by its position marker (an open dialog hides it from the accessibility tree).
    const view = page.locator('[data-position]');
    await checkA11y(page);

    // One step is 300 × speed; shops stand 550 apart: two steps reach the second shop.
    await expect(view).toHaveAttribute('data-position', '0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('KeyD');
    await expect(view).toHaveAttribute('data-position', '600');
    const second = nameOf(language, stores[1]!);
    await expect(page.getByRole('status').filter({ hasText: second })).toBeVisible();
    await page.keyboard.press('KeyA');
    await expect(view).toHaveAttribute('data-position', '300');
    await page.keyboard.press('ArrowUp');

    await page.getByRole('button', { name: trf(language, 'Enter: {currentName}', { currentName: second }) }).click();
    const dialog = page.getByRole('dialog', { name: second });
    await expect(dialog).toBeVisible();
    for (const perk of ['Free Coffee', 'Gift Wrapping', 'Friendly Service']) await expect(dialog.getByText(tr(language, perk))).toBeVisible();
    await expect(dialog.getByRole('link', { name: tr(language, 'Call Now') })).toHaveAttribute('href', /^tel:/);
    await expect(dialog.getByRole('link', { name: tr(language, 'Visit Full Store') })).toHaveAttribute('href', `/stores/${stores[1]!.slug}`);
    await checkA11y(page);
    // Keys belong to the dialog while it is open.
    await page.keyboard.press('ArrowRight');
    await expect(view).toHaveAttribute('data-position', '600');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The street map jumps straight to a shop.
    await page.getByRole('navigation', { name: tr(language, 'Street map') }).getByRole('button', { name: nameOf(language, stores[2]!) }).click();
    await expect(view).toHaveAttribute('data-position', '1100');
  });

  test(`landing page: products, categories, stores, sign-up (${language})`, async ({ page, setLanguage, checkA11y }) => {
    await setLanguage(page, language);
    await page.goto('/mainpage1');
    const popular = page.getByRole('region', { name: tr(language, 'Popular products') });
    await expect(popular.getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('link', { name: tr(language, 'Browse products') })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('region', { name: tr(language, 'Meet the makers') }).getByRole('link', { name: new RegExp(`^${escape(tr(language, 'Learn more'))}`) })).toHaveCount(3);
    const categories = page.getByRole('region', { name: tr(language, 'Shop by category') }).getByRole('link');
    await expect(categories.first()).toHaveAttribute('href', /^\/category\//);
    expect(await categories.count()).toBeLessThanOrEqual(8);
    await checkA11y(page);

    const signUp = page.getByRole('region', { name: tr(language, 'New makers and products, in your inbox') });
    await signUp.getByLabel(tr(language, 'Your e-mail')).fill('yara@example.jo');
    await signUp.getByRole('button', { name: tr(language, 'Sign up') }).click();
    await expect(signUp.getByRole('status')).toHaveText(tr(language, "Thank you! We'll keep you posted."));
  });
}
