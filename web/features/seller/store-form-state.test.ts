import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { StoreFormSchema } from '#api/contract/seller.ts';
import { fieldCodes } from '#web/lib/form-issues.ts';
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

describe('store form: city and opening hours', () => {
  const named = { ...emptyStoreForm, nameEn: 'Huda Stitches', nameAr: 'غرز هدى' };

  it('sends no hours when none were chosen, and all three parts once one is, checked by the API schema', () => {
    expect(formToPayload(named, 'create')).toMatchObject({ openingHours: null });
    const partial = formToPayload({ ...named, hoursDays: ['sat'] }, 'create');
    expect(partial.openingHours).toEqual({ days: ['sat'], opens: '', closes: '' });
    const result = v.safeParse(StoreFormSchema, partial);
    expect(result.success).toBe(false);
    expect(fieldCodes(result.issues ?? [])).toMatchObject({ 'openingHours.opens': 'invalidHours', 'openingHours.closes': 'invalidHours' });
    const full = v.parse(StoreFormSchema, formToPayload({ ...named, city: 'إربد', hoursDays: ['sun', 'sat'], hoursOpens: '09:00', hoursCloses: '17:30' }, 'create'));
    expect(full).toMatchObject({ city: 'irbid', openingHours: { days: ['sat', 'sun'], opens: '09:00', closes: '17:30' } });
  });
});
