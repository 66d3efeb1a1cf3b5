import { describe, expect, it } from 'vitest';
import { emptyStoreForm, formToPayload, suggestedEnglishName, withChange } from './store-form-state.ts';

describe('store form: address and English name', () => {
  it('lets a new store’s address follow its names until the seller types her own', () => {
    let form = withChange(emptyStoreForm, 'nameAr', 'رانية للتطريز');
    expect(form.slug).toBe('rania-lil-tatriz');
    form = withChange(form, 'nameEn', 'Rania Tatreez');
    expect(form.slug).toBe('rania-tatreez');
    form = withChange(form, 'slug', 'rania-jo');
    form = withChange(form, 'nameEn', 'Rania Embroidery');
    expect(form.slug).toBe('rania-jo');
    expect(formToPayload(form, 'create')).toMatchObject({ slug: 'rania-jo' });
    expect(formToPayload(form, 'edit')).not.toHaveProperty('slug');
  });

  it('never suggests a bare generic word as the address', () => {
    const form = withChange(withChange(emptyStoreForm, 'nameAr', 'مطبخ ستي'), 'nameEn', 'Shop');
    expect(form.slug).toBe('shop-matbkh-sati');
  });

  it('suggests an English name spelled from the Arabic one only while the English name has no Latin letters', () => {
    expect(suggestedEnglishName({ nameAr: 'بيت الزعتر', nameEn: '' })).toBe('Bit Al-zatr');
    expect(suggestedEnglishName({ nameAr: 'بيت الزعتر', nameEn: 'بيت' })).toBe('Bit Al-zatr');
    expect(suggestedEnglishName({ nameAr: 'بيت الزعتر', nameEn: 'Zaatar House' })).toBeNull();
    expect(suggestedEnglishName({ nameAr: '', nameEn: '' })).toBeNull();
  });
});
