import sharp from 'sharp';
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

/**
 * A phone camera's photo: 4000 × 3000 (12 MP, unless told) of fine detail, JPEG, with the camera's metadata and
 * a GPS position in it (which must never reach the server's copy).
 */
export async function phonePhoto(name: string, hue: number, { width = 4000, height = 3000 } = {}): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).blur(1.2).raw().toBuffer();
  const buffer = await sharp(noise, { raw: { width, height, channels: 3 } })
    .modulate({ hue })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'X12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '35/1 55/1 0/1' } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
