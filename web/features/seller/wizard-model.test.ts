import { describe, expect, it } from 'vitest';
import { acceptSuggestion, filledBySuggestion, stillSuggested, applySuggestions, detailsIssues, detailsProblem, emptyDetails, publishIssues, freeSlots, mainPhotoKey, orderedPaths, removePhoto, toPayload, wizardScore, type WizardPhoto } from './wizard-model.ts';

const photo = (key: string, uploaded = true): WizardPhoto => ({ key, path: uploaded ? `/objects/uploads/${key}` : undefined, preview: `blob:${key}`, uploading: !uploaded, failed: false });
const filled = { ...emptyDetails, nameEn: 'Cushion', nameAr: 'وسادة', price: '12.50', categoryId: 'c1' };

describe('wizard photos', () => {
  it('the main photo is the chosen one, else the first', () => {
    const photos = [photo('a'), photo('b'), photo('c')];
    expect(mainPhotoKey(photos, null)).toBe('a');
    expect(mainPhotoKey(photos, 'c')).toBe('c');
    expect(mainPhotoKey(photos, 'gone')).toBe('a');
    expect(mainPhotoKey([], null)).toBeNull();
  });

  it('removing the main photo makes the first remaining photo the main one', () => {
    const photos = [photo('a'), photo('b'), photo('c')];
    expect(removePhoto(photos, 'b', 'b')).toEqual({ photos: [photos[0], photos[2]], mainKey: 'a' });
    expect(removePhoto(photos, 'a', null).mainKey).toBe('b');
    expect(removePhoto(photos, 'a', 'c').mainKey).toBe('c');
    expect(removePhoto([photos[0]!], 'a', 'a')).toEqual({ photos: [], mainKey: null });
  });

  it('sends the main photo first and leaves out photos still uploading', () => {
    const photos = [photo('a'), photo('b'), photo('c', false)];
    expect(orderedPaths(photos, 'b')).toEqual(['/objects/uploads/b', '/objects/uploads/a']);
    expect(orderedPaths(photos, null)).toEqual(['/objects/uploads/a', '/objects/uploads/b']);
  });

  it('has room for 5 photos at most', () => {
    expect(freeSlots([])).toBe(5);
    expect(freeSlots(['a', 'b', 'c', 'd', 'e'].map((k) => photo(k)))).toBe(0);
  });
});

describe('wizard details', () => {
  it('needs a category first, then every required detail (spec messages)', () => {
    expect(detailsProblem(detailsIssues(emptyDetails, false))).toBe('category');
    expect(detailsProblem(detailsIssues({ ...filled, nameEn: '' }, false))).toBe('details');
    expect(detailsIssues({ ...filled, nameEn: '' }, false)).toEqual({ nameEn: 'required' });
    expect(detailsProblem(detailsIssues(filled, false))).toBeNull();
  });

  it('checks prices and stock with the API rules', () => {
    expect(detailsIssues({ ...filled, price: '1.234' }, false)).toEqual({ price: 'invalidMoney' });
    expect(detailsIssues({ ...filled, originalPrice: '10' }, false)).toEqual({ originalPrice: 'originalPriceNotAbove' });
    expect(detailsIssues({ ...filled, stock: '-2' }, false)).toEqual({ stock: 'invalidWholeNumber' });
    expect(detailsIssues({ ...filled, price: '١٢٫٥' }, false)).toEqual({});
  });

  it('builds the request: Arabic digits read, blank stock falls back to 1, attributes only for textiles', () => {
    const details = { ...filled, price: '١٢٫٥٠', stock: '', attributes: { item: 'shawl', color: '' } };
    expect(toPayload(details, 's1', ['/objects/uploads/a'], true)).toMatchObject({ storeId: 's1', price: '12.50', stock: 1, images: ['/objects/uploads/a'], attributes: { item: 'shawl' } });
    expect(toPayload(details, 's1', [], false).attributes).toEqual({});
  });

  it('publishing needs a price above 0, typed in any digits; a draft needs none', () => {
    expect(publishIssues({ ...filled, price: '' })).toEqual({ price: 'priceRequired' });
    expect(publishIssues({ ...filled, price: '٠٫٠٠' })).toEqual({ price: 'priceRequired' });
    expect(publishIssues({ ...filled, price: '٨٥' })).toEqual({});
    expect(detailsIssues({ ...filled, price: '' }, false)).toEqual({});
    expect(toPayload({ ...filled, price: '٨٥' }, 's1', [], false).price).toBe('85');
  });

  it('fills only empty fields with suggestions', () => {
    const next = applySuggestions({ ...emptyDetails, nameAr: 'اسمي' }, { titleEn: 'Shawl', titleAr: 'شال', descriptionEn: 'Soft', descriptionAr: 'ناعم' }, 'c9');
    expect(next).toMatchObject({ nameEn: 'Shawl', nameAr: 'اسمي', descriptionEn: 'Soft', descriptionAr: 'ناعم', categoryId: 'c9' });
    expect(applySuggestions(filled, { titleEn: 'x', titleAr: 'x', descriptionEn: '', descriptionAr: '' }, 'c9').categoryId).toBe('c1');
  });

  it('counts an untouched low-confidence suggestion as empty until the seller edits or keeps it', () => {
    const before = { ...filled, descriptionEn: '', descriptionAr: '' };
    const after = applySuggestions(before, { titleEn: '', titleAr: '', descriptionEn: 'Colour: red.', descriptionAr: 'اللون: الأحمر.' }, null);
    const suggested = { fields: filledBySuggestion(before, after), confidence: 0.3 };
    expect(suggested.fields).toEqual(['descriptionEn', 'descriptionAr']);
    const photos = [photo('a')];
    expect(wizardScore(after, photos)).toBe(80);
    expect(wizardScore(after, photos, suggested)).toBe(60);
    // A confident model's suggestion counts as it is.
    expect(wizardScore(after, photos, { ...suggested, confidence: 0.9 })).toBe(80);
    // Editing one and keeping the other makes both hers.
    const edited = { ...after, descriptionEn: 'Colour: red. A cotton tatreez cushion.' };
    const kept = acceptSuggestion(stillSuggested(suggested, after, edited), 'descriptionAr');
    expect(kept.fields).toEqual([]);
    expect(wizardScore(edited, photos, kept)).toBe(80);
  });

  it('scores only uploaded photos', () => {
    expect(wizardScore(filled, [photo('a', false)])).toBe(40);
    expect(wizardScore(filled, [photo('a')])).toBe(60);
  });
});
