import type { Page } from '@playwright/test';
import { field, tr, type Language } from './fixtures.ts';

// The listing wizard as a seller fills it in, shared by the journeys that list products.

/** Picks an option of one of the app's Radix selects by the control's label. */
export async function choose(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function fillDetails(page: Page, language: Language, d: { nameEn: string; nameAr: string; price: string; category: string }) {
  const t = (s: string) => tr(language, s);
  await field(page, t('Product name (Arabic)')).fill(d.nameAr);
  await field(page, t('Product name (English)')).fill(d.nameEn);
  await field(page, t('Description (Arabic)')).fill('غطاء وسادة مطرز يدوياً بغرزة الفلاحي');
  await field(page, t('Description (English)')).fill('Cushion cover hand-embroidered in tatreez');
  await field(page, t('Price (JOD)')).fill(d.price);
  await field(page, t('Stock')).fill('4');
  await choose(page, t('Category'), d.category);
}

export { phonePhoto } from './phone-photo.ts';
