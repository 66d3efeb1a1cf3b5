import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, field, test, tr } from './support/fixtures.ts';
import { fillDetails } from './support/wizard.ts';

// Issue 14: a seller on a phone, in Arabic, types her price and stock in Arabic-Indic digits. The
// preview shows what will be saved (٨٥٫٠٠ د.أ), the product is saved at 85.00 with 12 in stock, and a
// listing at 0 never goes live.

const t = (s: string) => tr('ar', s);
const toast = (page: Page) => page.getByTestId('toast');

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a seller lists a product with Arabic digits on a phone (ar)', async ({ page, setLanguage, loginAs, checkA11y }) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const names = { nameEn: `Embroidered purse ${suffix}`, nameAr: `حقيبة مطرزة ${suffix}` };
  await setLanguage(page, 'ar');
  await loginAs(page, 'seller');
  const store = await page.request.post('/api/stores', {
    data: { nameEn: `Noor Stitches ${suffix}`, nameAr: `غرز نور ${suffix}`, governorate: 'irbid', phoneNumber: '0795551234', whatsappNumber: '0795551234', deliveryOptions: ['pickup'], deliveryAreas: ['irbid'], preferredContactMethods: ['whatsapp'] },
  });
  expect(store.status(), await store.text()).toBe(201);
  const { id: storeId } = await store.json();

  await page.goto(`/seller/store/${storeId}/products/create`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#7c2d12"/><rect x="150" y="200" width="300" height="220" rx="30" fill="#fbbf24"/></svg>`;
  await page.getByLabel(t('Add photos')).setInputFiles({ name: 'purse.jpg', mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer() });
  await expect(page.getByText(t('Uploading...'))).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('button', { name: t('Next') }).click();

  // First left at zero (typed as Arabic ٠): publishing is refused and she is taken back to the price.
  await fillDetails(page, 'ar', { ...names, price: '٠', category: 'خياطة وتفصيل' });
  await field(page, t('Stock')).fill('١٢');
  await page.getByRole('button', { name: t('Next') }).click();
  await expect(page.getByText('٠٫٠٠', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: t('Publish now') }).click();
  await expect(toast(page)).toContainText(t('A published product needs a price above 0'));
  await expect(field(page, t('Price (JOD)'))).toBeVisible();

  // Then ٨٥: the preview shows exactly what each language's buyers will see.
  await field(page, t('Price (JOD)')).fill('٨٥');
  await page.getByRole('button', { name: t('Next') }).click();
  await expect(page.getByText('٨٥٫٠٠\u00a0د.أ').first()).toBeVisible();
  await expect(page.getByText('JOD\u00a085.00').first()).toBeVisible();
  await expect(page.getByText('٠٫٠٠')).toHaveCount(0);
  await checkA11y(page);
  await page.getByRole('button', { name: t('Publish now') }).click();
  await expect(toast(page)).toContainText(t('Your product is being processed and will appear shortly...'));

  // Saved through the API as she meant it, and live with her own words.
  const list = await (await page.request.get(`/api/stores/${storeId}/products`)).json();
  const products = (Array.isArray(list) ? list : list.products) as { nameEn: string; price: string; stock: number; status: string; descriptionEn: string }[];
  const saved = products.find((p) => p.nameEn === names.nameEn)!;
  expect(saved).toMatchObject({ price: '85.00', stock: 12, status: 'active', descriptionEn: 'Cushion cover hand-embroidered in tatreez' });
  expect(products.filter((p) => p.status === 'active' && Number(p.price) <= 0)).toEqual([]);
});
