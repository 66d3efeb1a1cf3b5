import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, languages, test, tr, type Language } from './support/fixtures.ts';

// The bulk journey (issue 7): a seller drops three photos on the bulk page, the offline analyser names
// them by colour in both languages, she sets the prices and creates the three products in one go, then
// finds them on her public store page. Run in Arabic and in English, with axe on every page.

const toast = (page: Page) => page.getByTestId('toast');
// Every axe rule runs on every page (the shell's header names include their visible text).
const a11y = {};
const digits = (n: number, language: Language) => new Intl.NumberFormat(language === 'ar' ? 'ar-JO-u-nu-arab' : 'en-JO').format(n);

/** A product of one colour on a white sheet, made on the spot as a PNG (nothing is downloaded). */
async function photo(name: string, colour: { r: number; g: number; b: number }) {
  const item = await sharp({ create: { width: 240, height: 420, channels: 3, background: colour } }).png().toBuffer();
  const buffer = await sharp({ create: { width: 480, height: 640, channels: 3, background: '#ffffff' } })
    .composite([{ input: item, left: 120, top: 110 }])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const colours = [
  { file: 'red.png', rgb: { r: 200, g: 20, b: 30 }, en: 'Handmade item in red', ar: 'قطعة يدوية باللون الأحمر' },
  { file: 'blue.png', rgb: { r: 30, g: 60, b: 200 }, en: 'Handmade item in blue', ar: 'قطعة يدوية باللون الأزرق' },
  { file: 'green.png', rgb: { r: 30, g: 140, b: 50 }, en: 'Handmade item in green', ar: 'قطعة يدوية باللون الأخضر' },
];

for (const language of languages) {
  test(`a seller lists three products from three photos at once (${language})`, async ({ page, loginAs, setLanguage, checkA11y }) => {
    test.setTimeout(120_000);
    const t = (s: string) => tr(language, s);
    const suffix = Math.random().toString(36).slice(2, 7);
    await setLanguage(page, language);
    await loginAs(page, 'seller');
    const created = await page.request.post('/api/stores', { data: { nameEn: `Bulk Loom ${suffix}`, nameAr: `نول الجملة ${suffix}` } });
    expect(created.status(), await created.text()).toBe(201);
    const store = (await created.json()) as { id: string; slug: string };

    await page.goto(`/seller/store/${store.id}/products/mass-create`);
    await expect(page.getByRole('heading', { name: t('Bulk Add Products') })).toBeVisible();
    await expect(page.getByText(t('up to 50 images, max 10MB each'))).toBeVisible();
    await checkA11y(page, a11y);

    await page.getByLabel(t('Choose photos')).setInputFiles(await Promise.all(colours.map((c) => photo(c.file, c.rgb))));
    const rows = page.getByRole('region', { name: t('Products to create') }).getByRole('row');
    await expect(rows).toHaveCount(1 + colours.length);
    await expect(page.getByText(`${digits(3, language)} / ${digits(3, language)}`)).toBeVisible();
    // The offline analyser fills both names from the colours it sees.
    for (const [i, c] of colours.entries()) {
      const row = rows.nth(i + 1);
      const cell = (column: string) => row.getByRole('textbox', { name: new RegExp(`^${t(column).replace(/[()]/g, '\\$&')} `) });
      await expect(cell('English name')).toHaveValue(c.en, { timeout: 30_000 });
      await expect(cell('Arabic name')).toHaveValue(c.ar);
      await cell('Price (JOD)').fill(`${9 + i}.50`);
    }
    await expect(page.getByText(t('Analyzing...'))).toHaveCount(0);
    await checkA11y(page, a11y);

    await page.getByRole('button', { name: t('Add Selected Items ({selectedText})').replace('{selectedText}', digits(3, language)) }).click();
    await expect(toast(page)).toContainText(t('Bulk Creation Complete'), { timeout: 30_000 });
    await expect(page).toHaveURL(/\/seller\/dashboard$/);
    await checkA11y(page, a11y);

    // Buyers find the three products, with their photos, on the public store page.
    await page.goto(`/${store.slug}`);
    for (const c of colours) await expect(page.getByText(language === 'ar' ? c.ar : c.en).first()).toBeVisible();
    await checkA11y(page, a11y);
    const listed = await (await page.request.get(`/api/stores/${store.id}/products`)).json();
    const products = (listed.products ?? listed) as { nameEn: string; price: string; imageUrl: string | null }[];
    expect(products.map((p) => p.nameEn).sort()).toEqual(colours.map((c) => c.en).sort());
    for (const p of products) {
      expect(p.imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
      const image = await page.request.get(`${p.imageUrl}/320.webp`);
      expect(image.headers()['content-type']).toBe('image/webp');
    }
  });
}
