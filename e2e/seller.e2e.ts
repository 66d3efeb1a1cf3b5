import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, field, languages, test, tr, uniqueEmail } from './support/fixtures.ts';
import { choose, fillDetails } from './support/wizard.ts';

// The seller's journey (issue 6): a new seller creates her store, lists a product through the
// wizard and finds it on her public store page; saves a draft that only she sees; edits a price;
// deletes a product after confirming. Run in Arabic and in English, with axe on every page.

const toast = (page: Page) => page.getByTestId('toast');
// Every axe rule runs on every page (the shell's header names include their visible text).
const a11y = {};

/** A product photo made on the spot (a warm square with a pattern), as a phone would send it. */
async function photo(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#c2410c"/><circle cx="300" cy="300" r="180" fill="#fde68a"/></svg>`;
  return { name: 'cushion.jpg', mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer() };
}

for (const language of languages) {
  test(`a seller opens a store and manages her products (${language})`, async ({ page, setLanguage, checkA11y }) => {
    test.setTimeout(180_000);
    const t = (s: string) => tr(language, s);
    const suffix = Math.random().toString(36).slice(2, 7);
    const storeName = { en: `Huda Stitches ${suffix}`, ar: `غرز هدى ${suffix}` };
    const product = { nameEn: `Tatreez cushion ${suffix}`, nameAr: `وسادة تطريز ${suffix}` };
    const draft = { nameEn: `Draft shawl ${suffix}`, nameAr: `شال مسودة ${suffix}` };
    const category = language === 'ar' ? 'خياطة وتفصيل' : 'Sewing & Tailoring';

    // She signs up on the seller tab of the auth page.
    await setLanguage(page, language);
    await page.goto('/auth?tab=seller');
    const signUp = page.getByRole('form', { name: t('Seller Account') });
    await field(signUp, t('First name')).fill('Huda');
    await field(signUp, t('Email')).fill(uniqueEmail('seller-journey'));
    await field(signUp, t('Password')).fill('secret-123');
    await signUp.getByRole('button', { name: t('Create seller account') }).click();
    await expect(toast(page)).toContainText(t('Welcome!'));
    await expect(page).toHaveURL(/\/$/);

    // A new seller's dashboard: no stores yet.
    await page.goto('/seller/dashboard');
    await expect(page.getByRole('heading', { name: t('No stores yet') })).toBeVisible();
    await checkA11y(page, a11y);
    await page.getByRole('main').getByRole('link', { name: t('Create Store') }).last().click();

    // The store form, with a wrong field first: the error shows under it in the page's language.
    await expect(page).toHaveURL(/\/seller\/store\/create$/);
    await field(page, t('Store name (Arabic)')).fill(storeName.ar);
    await field(page, t('Store name (English)')).fill('H');
    await page.getByRole('button', { name: t('Create Store') }).click();
    await expect(page.getByText(t('English name must be at least 2 characters'))).toBeVisible();
    await field(page, t('Store name (English)')).fill(storeName.en);
    await field(page, t('Phone number')).fill('079 555 1234');
    await field(page, t('WhatsApp number')).fill('0795551234');
    await page.getByRole('group', { name: t('Delivery options') }).getByLabel(t('Home delivery')).check();
    await page.getByRole('group', { name: t('Delivery areas') }).getByLabel(t('Irbid')).check();
    await page.getByRole('group', { name: t('Preferred contact methods') }).getByLabel(t('WhatsApp')).check();
    await choose(page, t('Governorate'), t('Irbid'));
    await checkA11y(page, a11y);
    await page.getByRole('button', { name: t('Create Store') }).click();
    await expect(toast(page)).toContainText(t('Store Created'));
    await expect(page).toHaveURL(/\/seller\/dashboard$/);
    const row = page.getByRole('listitem').filter({ hasText: language === 'ar' ? storeName.ar : storeName.en });
    await expect(row).toBeVisible();
    await checkA11y(page, a11y);
    const slug = `huda-stitches-${suffix}`;
    await expect(row.getByRole('link', { name: t('Preview Store') })).toHaveAttribute('href', `/${slug}`);

    // The wizard: a photo, the details, the preview with its score, publish.
    await row.getByRole('link', { name: t('Add New Product') }).click();
    await expect(page.getByText(tr(language, 'Step {current} of {total}').replace('{current}', language === 'ar' ? '١' : '1').replace('{total}', language === 'ar' ? '٣' : '3'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('Back') })).toBeDisabled();
    await page.getByLabel(t('Add photos')).setInputFiles(await photo());
    await expect(page.getByText(t('Main photo'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('Uploading...'))).toHaveCount(0, { timeout: 20_000 });
    await checkA11y(page, a11y);
    await page.getByRole('button', { name: t('Next') }).click();
    await fillDetails(page, language, { ...product, price: '12.50', category });
    await checkA11y(page, a11y);
    await page.getByRole('button', { name: t('Next') }).click();
    await expect(page.getByRole('meter', { name: t('Completeness score') })).toHaveAttribute('aria-valuenow', '80');
    await expect(page.getByText(t('Your listing is ready to publish!'))).toBeVisible();
    await checkA11y(page, a11y);
    await page.getByRole('button', { name: t('Publish now') }).click();
    await expect(toast(page)).toContainText(t('Your product is being processed and will appear shortly...'));
    await expect(page).toHaveURL(/\/seller\/dashboard$/);

    // Buyers find it on the public store page.
    await page.goto(`/${slug}`);
    await expect(page.getByText(language === 'ar' ? product.nameAr : product.nameEn).first()).toBeVisible();

    // A draft: no photo, saved from the preview; only the seller's list shows it.
    await page.goto('/seller/dashboard');
    await row.getByRole('link', { name: t('Add New Product') }).click();
    await page.getByRole('button', { name: t('Next') }).click();
    await fillDetails(page, language, { ...draft, price: '30', category });
    await page.getByRole('button', { name: t('Next') }).click();
    await page.getByRole('button', { name: t('Save as Draft') }).click();
    await expect(toast(page)).toContainText(t('Draft saved'));
    await page.goto('/seller/dashboard');
    await row.getByRole('link', { name: t('View Products') }).click();
    const draftRow = page.getByRole('listitem').filter({ hasText: language === 'ar' ? draft.nameAr : draft.nameEn });
    await expect(draftRow.getByText(t('Draft'), { exact: true })).toBeVisible();
    await checkA11y(page, a11y);
    const publicList = await (await page.request.get(`/api/products?search=${encodeURIComponent(draft.nameEn)}`)).json();
    expect(publicList.products.map((p: { nameEn: string }) => p.nameEn)).not.toContain(draft.nameEn);

    // Edit the price of the published product.
    const productRow = page.getByRole('listitem').filter({ hasText: language === 'ar' ? product.nameAr : product.nameEn });
    await productRow.getByRole('link', { name: t('Edit'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('Edit Product') })).toBeVisible();
    await page.getByRole('button', { name: t('Next') }).click();
    await field(page, t('Price (JOD)')).fill('15.75');
    await checkA11y(page, a11y);
    await page.getByRole('button', { name: t('Next') }).click();
    await page.getByRole('button', { name: t('Save and publish') }).click();
    await expect(toast(page)).toContainText(t('Product updated'));
    await expect(productRow).toContainText(language === 'ar' ? '١٥٫٧٥' : '15.75');

    // Delete the draft after confirming.
    await draftRow.getByRole('button', { name: t('Delete') }).click();
    const dialog = page.getByRole('dialog', { name: t('Are you sure you want to delete this product?') });
    await expect(dialog).toBeVisible();
    await checkA11y(page, a11y);
    await dialog.getByRole('button', { name: t('Delete') }).click();
    await expect(draftRow).toHaveCount(0);
    await expect(toast(page)).toContainText(t('Product deleted successfully'));
    await page.reload();
    await expect(productRow).toBeVisible();
    await expect(draftRow).toHaveCount(0);
  });
}

test('a buyer who opens the seller dashboard is told and sent to sign in', async ({ page, loginAs, setLanguage }) => {
  await setLanguage(page, 'ar');
  await loginAs(page, 'buyer');
  await page.goto('/seller/dashboard');
  await expect(toast(page)).toContainText(tr('ar', 'You need to be a seller to access this page'));
  // A signed-in buyer is sent on from /auth to the home page.
  await expect(page).not.toHaveURL(/\/seller/);
});
