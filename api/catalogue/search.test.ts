import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { products, stores } from '#api/db/tables.ts';
import { addCategory, addProduct, addStore } from '#api/test/catalogue-fixtures.ts';
import { buildSearchQuery, normalizeSearchText, searchIndexText } from './normalize.ts';

describe('normalizeSearchText', () => {
  it.each([
    ['أإآٱا', 'ااااا'],
    ['مَطْرَزَة', 'مطرزه'],
    ['مطرزة', 'مطرزه'],
    ['مستشفى', 'مستشفي'],
    ['مؤتمر', 'موتمر'],
    ['شاطئ', 'شاطي'],
    ['جميـــل', 'جميل'],
    ['١٢٣ ۴۵', '123 45'],
    ['Cushion CAFÉ', 'cushion cafe'],
    ['ﻻ', 'لا'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('adds prefix-stripped forms of Arabic words to the indexed text only', () => {
    expect(searchIndexText('والأثواب بالعسل')).toBe('والاثواب بالعسل اثواب الاثواب عسل العسل');
    expect(searchIndexText('وسادة')).toBe('وساده ساده');
    expect(searchIndexText('cushion')).toBe('cushion');
  });

  it('builds safe FTS5 queries: quoted prefix words, article-less alternatives, trigrams only for 3+ letters', () => {
    expect(buildSearchQuery('  ')).toBeNull();
    expect(buildSearchQuery('"*)(')).toBeNull();
    expect(buildSearchQuery('الأثواب 12')).toMatchObject({ words: '("الاثواب"* OR "اثواب"*) AND "12"*', trigrams: null, key: 'الاثواب 12' });
    expect(buildSearchQuery('Cushion')).toMatchObject({ words: '"cushion"*', trigrams: '"cushion"', key: 'cushion' });
    // A one-letter word is matched whole: as a prefix it would match nearly every product.
    expect(buildSearchQuery('c cu')).toMatchObject({ words: '"c" AND "cu"*', trigrams: null, key: 'c cu' });
  });
});

describe('GET /api/products?search=', () => {
  let t: TestApp;
  beforeEach(async () => { t = await makeTestApp(); });
  afterEach(() => t.cleanup());

  const search = async (q: string, extra = '') => {
    const res = await t.call('GET', `/api/products?search=${encodeURIComponent(q)}${extra}`);
    expect(res.status, res.text).toBe(200);
    return (res.json.products as { nameEn: string }[]).map((p) => p.nameEn);
  };

  async function catalogue() {
    const { store } = await addStore(t, { nameEn: 'Salma Sews', nameAr: 'خياطة سلمى' });
    const { store: honeyStore } = await addStore(t, { nameEn: 'Hive', nameAr: 'خلية' });
    await addProduct(t, store.id, { nameEn: 'Diacritics cushion', nameAr: 'وسادة مَطْرَزَة', priceCents: 2000 });
    await addProduct(t, store.id, { nameEn: 'Plain dress', nameAr: 'ثوب مطرزه', priceCents: 3000 });
    await addProduct(t, store.id, { nameEn: 'Thobes', nameAr: 'أثواب تراثية', priceCents: 4000 });
    await addProduct(t, store.id, { nameEn: 'Set of 12 napkins', nameAr: 'مناديل', priceCents: 1000 });
    await addProduct(t, honeyStore.id, { nameEn: 'Jar', nameAr: 'عسل بلدي', descriptionAr: 'يؤكل بالعسل والليمون ١٢ شهراً', priceCents: 1500 });
    await addProduct(t, honeyStore.id, { nameEn: 'The heritage robes', nameAr: 'والأثواب', priceCents: 5000 });
    await addProduct(t, honeyStore.id, { nameEn: 'Hidden embroidered draft', nameAr: 'مطرزة مسودة', status: 'draft' });
    return { store, honeyStore };
  }

  it('finds words whatever the diacritics, alef form, teh marbuta or digits', async () => {
    await catalogue();
    expect((await search('مطرزة')).sort()).toEqual(['Diacritics cushion', 'Plain dress']);
    expect((await search('مَطْرَزَةٌ')).sort()).toEqual(['Diacritics cushion', 'Plain dress']);
    expect(await search('اثواب', '&sortBy=price&sortOrder=asc')).toEqual(['Thobes', 'The heritage robes']);
    expect(await search('الأثواب', '&sortBy=price&sortOrder=asc')).toEqual(['Thobes', 'The heritage robes']);
    expect((await search('١٢')).sort()).toEqual(['Jar', 'Set of 12 napkins']);
    expect(await search('cushion')).toEqual(['Diacritics cushion']);
    expect(await search('CUSH')).toEqual(['Diacritics cushion']);
    expect(await search('عسل')).toEqual(['Jar']);
  });

  it('matches the store name, substrings inside Arabic words, and all words of the query', async () => {
    await catalogue();
    expect((await search('سلمى')).length).toBe(4);
    expect(await search('salma thobes')).toEqual(['Thobes']);
    expect((await search('طرز')).sort()).toEqual(['Diacritics cushion', 'Plain dress']);
    expect(await search('مطرزة cushion')).toEqual(['Diacritics cushion']);
    expect(await search('nothing-like-this')).toEqual([]);
  });

  it('ranks name matches above description and store matches, and lets another sort win', async () => {
    const { store } = await addStore(t, { nameEn: 'Amber', nameAr: 'عنبر' });
    await addProduct(t, store.id, { nameEn: 'Soap', nameAr: 'صابون', descriptionEn: 'Smells of olive', priceCents: 100 });
    await addProduct(t, store.id, { nameEn: 'Olive oil', nameAr: 'زيت زيتون', priceCents: 900 });
    await addProduct(t, store.id, { nameEn: 'Olive soap with olive leaves', nameAr: 'صابون زيتون', priceCents: 500 });
    const ranked = await search('olive');
    expect(ranked.slice(2)).toEqual(['Soap']);
    expect(await search('olive', '&sortBy=price&sortOrder=asc')).toEqual(['Soap', 'Olive soap with olive leaves', 'Olive oil']);
  });

  it('combines search with filters, pages, and a total of all matches', async () => {
    const { store } = await catalogue();
    const cat = await addCategory(t, 'sewing');
    await t.db.update(products).set({ categoryId: cat.id }).where(eq(products.storeId, store.id));
    expect((await search('مطرزة', '&categoryId=sewing&maxPrice=25'))).toEqual(['Diacritics cushion']);
    expect(await search('اثواب', `&storeId=${store.id}`)).toEqual(['Thobes']);
    const page = await t.call('GET', `/api/products?search=${encodeURIComponent('سلمى')}&limit=3&offset=3&sortBy=price&sortOrder=asc`);
    expect(page.json.total).toBe(4);
    expect(page.json.products.map((p: { nameEn: string }) => p.nameEn)).toEqual(['Thobes']);
  });

  it('keeps the index in step with product and store writes', async () => {
    const { store } = await catalogue();
    const [cushion] = await t.db.select().from(products).where(eq(products.nameEn, 'Diacritics cushion'));
    await t.db.update(products).set({ nameEn: 'Pillow', nameAr: 'مخدة' }).where(eq(products.id, cushion!.id));
    expect(await search('cushion')).toEqual([]);
    expect(await search('pillow')).toEqual(['Pillow']);
    await t.db.update(stores).set({ nameEn: 'Noor Needlework' }).where(eq(stores.id, store.id));
    expect((await search('needlework')).length).toBe(4);
    expect(await search('salma')).toEqual([]);
    await t.db.update(products).set({ isListed: false, status: 'draft' }).where(eq(products.id, cushion!.id));
    expect(await search('pillow')).toEqual([]);
    await t.db.delete(products).where(eq(products.id, cushion!.id));
    expect(await search('pillow')).toEqual([]);
    const added = await addProduct(t, store.id, { nameEn: 'Fresh basket', nameAr: 'سلة' });
    expect(await search('basket')).toEqual(['Fresh basket']);
    expect(added.id).toBeTruthy();
  });

  it('ignores a search with nothing searchable in it', async () => {
    await catalogue();
    const res = await t.call('GET', `/api/products?search=${encodeURIComponent('"*')}`);
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(6);
  });
});
