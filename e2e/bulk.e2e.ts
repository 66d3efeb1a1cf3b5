import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, languages, test, tr, type Language } from './support/fixtures.ts';

// The bulk journey (issues 7, 14): a seller drops three photos on the bulk page, the offline analyser
// describes their colours in both languages and leaves the names to her; an unpriced row stops the
// submission and takes her to its price; she types prices in Arabic-Indic digits and creates the three
// products in one go, then finds them on her public store page. Arabic and English, axe on every page.

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
  { file: 'red.png', rgb: { r: 200, g: 20, b: 30 }, colour: 'red', en: 'Red tatreez cushion', ar: 'وسادة تطريز حمراء' },
  { file: 'blue.png', rgb: { r: 30, g: 60, b: 200 }, colour: 'blue', en: 'Blue woven bag', ar: 'حقيبة منسوجة زرقاء' },
  { file: 'green.png', rgb: { r: 30, g: 140, b: 50 }, colour: 'green', en: 'Green olive soap', ar: 'صابون زيت زيتون أخضر' },
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
    // The offline analyser describes the colours it sees and leaves the names to her: she names them.
    const cellOf = (i: number) => (column: string) => rows.nth(i + 1).getByRole('textbox', { name: new RegExp(`^${t(column).replace(/[()]/g, '\\$&')} `) });
    for (const [i, c] of colours.entries()) {
      const cell = cellOf(i);
      await expect(cell('English description')).toHaveValue(new RegExp(`^Colour: ${c.colour}\\.`), { timeout: 30_000 });
      await expect(cell('English name')).toHaveValue('');
      await cell('English name').fill(c.en);
      await cell('Arabic name').fill(c.ar);
    }
    await expect(page.getByText(t('Analyzing...'))).toHaveCount(0);
    await checkA11y(page, a11y);

    // Left without a price, a row is not filled: it is marked and she is taken to its price.
    const add = page.getByRole('button', { name: t('Add Selected Items ({selectedText})').replace('{selectedText}', digits(3, language)) });
    await add.click();
    await expect(cellOf(0)('Price (JOD)')).toBeFocused();
    await expect(cellOf(0)('Price (JOD)')).toHaveAttribute('aria-invalid', 'true');
    // Prices typed in Arabic-Indic digits with the Arabic decimal separator read as they are meant.
    for (const i of colours.keys()) await cellOf(i)('Price (JOD)').fill(`${digits(9 + i, 'ar')}٫٥٠`);
    await cellOf(0)('Stock').click();
    await expect(cellOf(0)('Price (JOD)')).toHaveValue('9.50');
    await add.click();
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
    expect(products.map((p) => p.price).sort()).toEqual(['10.50', '11.50', '9.50']);
    for (const p of products) {
      expect(p.imageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
      const image = await page.request.get(`${p.imageUrl}/320.webp`);
      expect(image.headers()['content-type']).toBe('image/webp');
    }
  });
}
