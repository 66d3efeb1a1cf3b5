import { describe, expect, it } from 'vitest';
import { scrollEdges, scrollOffset, SCROLL_STEP } from './scroll-row.ts';
import { streetStoresPath, toggleChoice } from './street-filters.ts';
import { filterStoresByName, foldForMatch } from './street-search.ts';
import { assistantSearchPath } from './assistant-search.ts';
import { deliveryKind, quickViewRating } from './store-facts.ts';

describe('scroll row', () => {
  it('moves 400 px towards the end: right in English, left in Arabic', () => {
    expect(SCROLL_STEP).toBe(400);
    expect(scrollOffset('end', 'ltr')).toBe(400);
    expect(scrollOffset('start', 'ltr')).toBe(-400);
    expect(scrollOffset('end', 'rtl')).toBe(-400);
    expect(scrollOffset('start', 'rtl')).toBe(400);
  });

  it('knows the edges in both directions (scrollLeft is negative in RTL)', () => {
    expect(scrollEdges(0, 2000, 800)).toEqual({ atStart: true, atEnd: false });
    expect(scrollEdges(1200, 2000, 800)).toEqual({ atStart: false, atEnd: true });
    expect(scrollEdges(-1200, 2000, 800)).toEqual({ atStart: false, atEnd: true });
    expect(scrollEdges(-400, 2000, 800)).toEqual({ atStart: false, atEnd: false });
    expect(scrollEdges(0, 800, 800)).toEqual({ atStart: true, atEnd: true });
  });
});

describe('street filters', () => {
  it('selects one value at a time and clears it when chosen again', () => {
    expect(toggleChoice(null, 'food')).toBe('food');
    expect(toggleChoice('food', 'crafts')).toBe('crafts');
    expect(toggleChoice('food', 'food')).toBeNull();
    expect(toggleChoice('food', null)).toBeNull();
  });

  it('sends only the chosen filters with the limit of 50', () => {
    expect(streetStoresPath({ category: null, governorate: null })).toBe('/api/stores?limit=50');
    expect(streetStoresPath({ category: 'sewing', governorate: null })).toBe('/api/stores?limit=50&categoryId=sewing');
    expect(streetStoresPath({ category: 'food', governorate: 'irbid' })).toBe('/api/stores?limit=50&categoryId=food&governorate=irbid');
  });
});

describe('street search box', () => {
  const stores = [
    { nameAr: 'مطبخ أم أحمد', nameEn: "Umm Ahmad's Kitchen" },
    { nameAr: 'تطريز سلمى', nameEn: 'Salma Embroidery' },
  ];

  it('folds Arabic spellings, diacritics, digits and case', () => {
    expect(foldForMatch('  أُمّ   أحمد ')).toBe('ام احمد');
    expect(foldForMatch('مدرسة ١٢')).toBe('مدرسه 12');
    expect(foldForMatch('KITCHEN')).toBe('kitchen');
  });

  it('filters the loaded cards by name in either language', () => {
    expect(filterStoresByName(stores, '')).toHaveLength(2);
    expect(filterStoresByName(stores, 'ام احمد')).toEqual([stores[0]]);
    expect(filterStoresByName(stores, 'salma')).toEqual([stores[1]]);
    expect(filterStoresByName(stores, 'embroidery kitchen')).toEqual([]);
  });
});

describe('assistant box', () => {
  it('turns a request into a catalogue search without the filler words', () => {
    expect(assistantSearchPath("I'm looking for a red scarf, please")).toBe('/products?search=red%20scarf');
    expect(assistantSearchPath('أبحث عن مخدة مطرزة')).toBe(`/products?search=${encodeURIComponent('مخدة مطرزة')}`);
    expect(assistantSearchPath('   ')).toBeNull();
    expect(assistantSearchPath('please')).toBe('/products?search=please');
  });
});

describe('quick view facts', () => {
  it("uses the store's own rating and falls back to 4.8", () => {
    expect(quickViewRating({ rating: 4.2 })).toBe(4.2);
    expect(quickViewRating({ rating: 0 })).toBe(4.8);
  });

  it('shows delivery only when the store offers it', () => {
    expect(deliveryKind({ deliveryOptions: ['pickup', 'shipping'] })).toBe('delivery');
    expect(deliveryKind({ deliveryOptions: ['pickup'] })).toBe('pickup');
    expect(deliveryKind({ deliveryOptions: [] })).toBeNull();
  });
});
