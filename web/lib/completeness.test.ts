import { describe, expect, it } from 'vitest';
import { completenessLevel, completenessScore, missingForScore, PUBLISH_MIN_SCORE, READY_SCORE } from './completeness.ts';

const full = { photoCount: 3, nameEn: 'Cushion', nameAr: 'وسادة', descriptionEn: 'Stitched', descriptionAr: 'مطرزة', price: '12.50', categoryId: 'c1' };

describe('completenessScore', () => {
  // The spec's weights add up to 90, so a complete listing scores 90 (the cap of 100 is never reached).
  it('is 0 for an empty listing and 90 for a complete one', () => {
    expect(completenessScore({ photoCount: 0 })).toBe(0);
    expect(completenessScore(full)).toBe(90);
    expect(completenessScore({ ...full, photoCount: 5 })).toBe(90);
  });

  it.each([
    ['any photo', { photoCount: 1 }, 20],
    ['two photos', { photoCount: 2 }, 20],
    ['three or more photos', { photoCount: 3 }, 30],
    ['five photos', { photoCount: 5 }, 30],
    ['both names', { photoCount: 0, nameEn: 'a', nameAr: 'ب' }, 20],
    ['both descriptions', { photoCount: 0, descriptionEn: 'a', descriptionAr: 'ب' }, 20],
    ['price above 0', { photoCount: 0, price: '0.01' }, 10],
    ['a category', { photoCount: 0, categoryId: 'c' }, 10],
  ])('gives %s its weight', (_name, input, expected) => {
    expect(completenessScore(input)).toBe(expected);
  });

  it.each([
    ['one name only', { photoCount: 0, nameEn: 'a', nameAr: '' }],
    ['blank Arabic name', { photoCount: 0, nameEn: 'a', nameAr: '   ' }],
    ['one description only', { photoCount: 0, descriptionAr: 'ب' }],
    ['price 0', { photoCount: 0, price: '0' }],
    ['price 0.00 as number', { photoCount: 0, price: 0 }],
    ['non-numeric price', { photoCount: 0, price: 'abc' }],
    ['blank category', { photoCount: 0, categoryId: '' }],
  ])('gives nothing for %s', (_name, input) => {
    expect(completenessScore(input)).toBe(0);
  });

  it('reads prices typed with Arabic-Indic digits', () => {
    expect(completenessScore({ photoCount: 0, price: '١٢٫٥' })).toBe(10);
  });

  it('is 60 with names, descriptions, price and category but no photos: just publishable', () => {
    const score = completenessScore({ ...full, photoCount: 0 });
    expect(score).toBe(60);
    expect(completenessLevel(score)).toBe('publishable');
  });
});

describe('completenessLevel', () => {
  it('needs 60 to publish and reads ready from 80', () => {
    expect(PUBLISH_MIN_SCORE).toBe(60);
    expect(READY_SCORE).toBe(80);
    expect(completenessLevel(59)).toBe('incomplete');
    expect(completenessLevel(60)).toBe('publishable');
    expect(completenessLevel(79)).toBe('publishable');
    expect(completenessLevel(80)).toBe('ready');
    expect(completenessLevel(100)).toBe('ready');
  });
});

describe('missingForScore', () => {
  it('names what would raise the score', () => {
    expect(missingForScore(full)).toEqual([]);
    expect(missingForScore({ photoCount: 1, nameEn: 'a', nameAr: 'ب', price: '0' })).toEqual(['morePhotos', 'descriptions', 'price', 'category']);
    expect(missingForScore({ photoCount: 0 })).toEqual(['photo', 'morePhotos', 'names', 'descriptions', 'price', 'category']);
  });
});
