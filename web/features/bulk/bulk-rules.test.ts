import { describe, expect, it } from 'vitest';
import type { CategoryDto } from '#api/contract/catalogue.ts';
import { applySuggestion } from './use-bulk-drafts.ts';
import { categoryFor, checkFiles, checkSubmission, fallbackCategoryId, firstMissing, inBatches, newDraft, rowProblem, toPayload, type Draft } from './bulk-rules.ts';

const category = (id: string, nameEn: string, nameAr: string): CategoryDto => ({ id, slug: id, nameEn, nameAr, descriptionEn: null, descriptionAr: null, iconClass: null, sortOrder: 0 });
const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });
const draft = (over: Partial<Draft> = {}): Draft => ({ ...newDraft(file('a.jpg', 'image/jpeg'), 'blob:x'), nameEn: 'Shawl', nameAr: 'شال', price: '12', ...over });

describe('checkFiles', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB and names each refused file', () => {
    const result = checkFiles(
      [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('notes.txt', 'text/plain'), file('c.heic', 'image/heic'), file('big.webp', 'image/webp', 10 * 1024 * 1024 + 1)],
      0,
    );
    expect(result.tooMany).toBe(false);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(result.problems).toEqual([
      { kind: 'notImage', fileName: 'notes.txt' },
      { kind: 'notSupported', fileName: 'c.heic' },
      { kind: 'tooLarge', fileName: 'big.webp' },
    ]);
  });

  it('refuses more than 50 photos in one selection or in the table', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => file(`${i}.jpg`, 'image/jpeg'));
    expect(checkFiles(many(51), 0)).toMatchObject({ tooMany: true, accepted: [] });
    expect(checkFiles(many(50), 0).accepted).toHaveLength(50);
    expect(checkFiles(many(11), 40).tooMany).toBe(true);
    expect(checkFiles(many(10), 40).tooMany).toBe(false);
  });
});

describe('category fallback (docs/product.md)', () => {
  const food = category('food', 'Food', 'طعام');
  const accessories = category('acc', 'Accessories', 'إكسسوارات');
  const handmade = category('hand', 'Crafts', 'صناعات يدوية');

  it('prefers handmade (English or Arabic name), then accessories, then the first', () => {
    expect(fallbackCategoryId([food, accessories, handmade])).toBe('hand');
    expect(fallbackCategoryId([food, category('h2', 'Handmade gifts', 'هدايا')])).toBe('h2');
    expect(fallbackCategoryId([food, accessories])).toBe('acc');
    expect(fallbackCategoryId([food, category('a2', 'Jewellery', 'اكسسوارات نسائية')])).toBe('a2');
    expect(fallbackCategoryId([food])).toBe('food');
    expect(fallbackCategoryId([])).toBeNull();
  });

  it('keeps a known category and replaces an unknown suggestion by the fallback', () => {
    expect(categoryFor('food', [food, handmade])).toBe('food');
    expect(categoryFor('made-up', [food, handmade])).toBe('hand');
    expect(categoryFor(null, [food])).toBe('food');
  });
});

describe('checkSubmission', () => {
  const cats = [category('food', 'Food', 'طعام')];

  it('needs one selected row, complete rows, and at least one category', () => {
    expect(checkSubmission([draft({ selected: false })], cats)).toEqual({ ok: false, reason: 'noneSelected' });
    expect(checkSubmission([draft({ nameAr: ' ' })], cats)).toEqual({ ok: false, reason: 'missingFields' });
    expect(checkSubmission([draft({ price: '' })], cats)).toEqual({ ok: false, reason: 'missingFields' });
    expect(checkSubmission([draft({ price: '1.234' })], cats)).toEqual({ ok: false, reason: 'missingFields' });
    expect(checkSubmission([draft({ stock: '2.5' })], cats)).toEqual({ ok: false, reason: 'missingFields' });
    // A price left at 0 is not a price: the row is not filled, however the zero is typed.
    for (const price of ['0', '0.00', '٠٫٠٠', '۰']) expect(checkSubmission([draft({ price })], cats)).toEqual({ ok: false, reason: 'missingFields' });
    expect(checkSubmission([draft()], [])).toEqual({ ok: false, reason: 'noCategories' });
    // An incomplete row that is not selected does not block the others.
    const ok = checkSubmission([draft(), draft({ selected: false, nameEn: '' })], cats);
    expect(ok.ok && ok.drafts.map((d) => d.categoryId)).toEqual(['food']);
  });

  it('starts a row without a price and takes the seller to the first field that needs her', () => {
    const fresh = newDraft(file('a.jpg', 'image/jpeg'), 'blob:x');
    expect(fresh.price).toBe('');
    expect(fresh.stock).toBe('20');
    const rows = [draft(), draft({ selected: false, price: '' }), draft({ price: '' }), draft({ nameAr: '' })];
    expect(firstMissing(rows)).toEqual({ id: rows[2]!.id, field: 'price' });
    expect(firstMissing([draft({ stock: 'x' })])?.field).toBe('stock');
    expect(firstMissing([draft()])).toBeNull();
  });

  it('counts an unsure suggested name the seller has not kept or edited as not filled, and takes her to it', () => {
    const unsure = draft({ suggested: ['nameAr', 'descriptionAr'], suggestionConfidence: 0.3 });
    expect(checkSubmission([unsure], cats)).toEqual({ ok: false, reason: 'missingFields' });
    expect(firstMissing([unsure])).toEqual({ id: unsure.id, field: 'nameAr' });
    // An unsure description stays marked on the row but is not required.
    expect(firstMissing([{ ...unsure, suggested: ['descriptionAr'] }])).toBeNull();
    // Kept or edited: hers now. A sure suggestion counts, though it stays marked until she acts.
    expect(checkSubmission([{ ...unsure, suggested: [] }], cats).ok).toBe(true);
    expect(checkSubmission([draft({ suggested: ['nameEn'], suggestionConfidence: 0.9 })], cats).ok).toBe(true);
  });

  it('builds the bulk payload of docs/product.md from Arabic-Indic and Persian digits', () => {
    const d = draft({ descriptionEn: '  ', descriptionAr: 'وصف', price: '١٬٢٥٠٫٥', stock: '۱۲' });
    expect(toPayload({ ...d, categoryId: 'food' }, 'store-1', '/objects/uploads/x')).toEqual({
      storeId: 'store-1', categoryId: 'food', nameEn: 'Shawl', nameAr: 'شال', descriptionEn: undefined, descriptionAr: 'وصف',
      price: '1250.5', stock: 12, images: ['/objects/uploads/x'], status: 'active', currency: 'JOD',
    });
  });
});

describe('inBatches', () => {
  it('runs at most three at a time, batch after batch', async () => {
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await inBatches([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      order.push(n);
      running -= 1;
    });
    expect(peak).toBe(3);
    expect(order.slice(0, 3).sort()).toEqual([1, 2, 3]);
    expect(order).toHaveLength(7);
  });
});

describe('applySuggestion', () => {
  const suggestion = { titleEn: 'Orange shawl', titleAr: 'شال برتقالي', descriptionEn: '', descriptionAr: 'شال بلون برتقالي', confidence: 0.35, suggestedCategoryId: null, textileColour: null };

  it('fills only empty fields and marks exactly those as suggestions, with the analyser’s confidence', () => {
    const row = applySuggestion(draft({ nameEn: 'My shawl', nameAr: '' }), suggestion, [category('food', 'Food', 'طعام')]);
    expect(row).toMatchObject({ nameEn: 'My shawl', nameAr: 'شال برتقالي', descriptionEn: '', descriptionAr: 'شال بلون برتقالي', suggestionConfidence: 0.35 });
    expect(row.suggested.sort()).toEqual(['descriptionAr', 'nameAr']);
  });
});

describe('rowProblem (a row kept offline must be one the server accepts)', () => {
  const row = (fields: Partial<Draft>) => toPayload({ ...newDraft(new File(['x'], 'a.jpg', { type: 'image/jpeg' }), 'blob:a'), nameEn: 'Soap', nameAr: 'صابون', price: '٤٫٥٠', stock: '3', ...fields, categoryId: 'food' }, 'store-1', '');
  it('accepts a complete row, its photo not uploaded yet', () => {
    expect(rowProblem(row({}))).toBeNull();
  });
  it('refuses with the codes the server answers', () => {
    expect(rowProblem(row({ price: '0' }))).toMatchObject({ code: 'invalidInput', issues: [{ path: 'price', code: 'priceRequired' }] });
    expect(rowProblem(row({ nameEn: 'x'.repeat(201) }))).toMatchObject({ code: 'invalidInput', issues: [{ path: 'nameEn', code: 'tooLong' }] });
    expect(rowProblem(row({ price: '4.555' }))?.issues?.[0]).toMatchObject({ path: 'price' });
  });
});
