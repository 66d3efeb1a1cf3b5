import { describe, expect, it } from 'vitest';
import {
  clampSpeed, hashString, isSpecialShop, mapClickToPosition, nearestShopIndex, positionToMapFraction, shopDecor, shopSlot, streetLength, walk,
} from './tour-model.ts';

describe('walking the street', () => {
  it('places shops 550 apart on alternating sides', () => {
    expect(shopSlot(0)).toEqual({ position: 0, side: 'left' });
    expect(shopSlot(1)).toEqual({ position: 550, side: 'right' });
    expect(shopSlot(4)).toEqual({ position: 2200, side: 'left' });
    expect(streetLength(5)).toBe(2200);
    expect(streetLength(0)).toBe(0);
  });

  it('steps 300 × speed and stops at both ends', () => {
    expect(walk(0, 1, 1, 5)).toBe(300);
    expect(walk(0, 1, 2.5, 5)).toBe(750);
    expect(walk(300, -1, 0.5, 5)).toBe(150);
    expect(walk(100, -1, 3, 5)).toBe(0);
    expect(walk(2000, 1, 3, 5)).toBe(2200);
    expect(walk(0, 1, 1, 1)).toBe(0);
  });

  it('keeps the speed on the slider: 0.5 to 3 in steps of 0.5', () => {
    expect(clampSpeed(1.2)).toBe(1);
    expect(clampSpeed(1.3)).toBe(1.5);
    expect(clampSpeed(0)).toBe(0.5);
    expect(clampSpeed(9)).toBe(3);
    expect(clampSpeed(Number.NaN)).toBe(1);
  });

  it('finds the shop the walker is nearest to', () => {
    expect(nearestShopIndex(0, 5)).toBe(0);
    expect(nearestShopIndex(274, 5)).toBe(0);
    expect(nearestShopIndex(276, 5)).toBe(1);
    expect(nearestShopIndex(99_999, 5)).toBe(4);
    expect(nearestShopIndex(0, 0)).toBe(-1);
  });
});

describe('street map', () => {
  it('maps a click from the top (start) to the bottom (end) of the map', () => {
    // map box: top 100, height 200; 5 shops → street 0..2200
    expect(mapClickToPosition(100, 100, 200, 5)).toBe(0);
    expect(mapClickToPosition(300, 100, 200, 5)).toBe(2200);
    expect(mapClickToPosition(200, 100, 200, 5)).toBe(1100);
    expect(mapClickToPosition(150, 100, 200, 5)).toBe(550);
    expect(mapClickToPosition(50, 100, 200, 5)).toBe(0);
    expect(mapClickToPosition(400, 100, 200, 5)).toBe(2200);
    expect(mapClickToPosition(200, 100, 0, 5)).toBe(0);
  });

  it('draws the walker at the matching fraction', () => {
    expect(positionToMapFraction(1100, 5)).toBe(0.5);
    expect(positionToMapFraction(5000, 5)).toBe(1);
    expect(positionToMapFraction(0, 1)).toBe(0);
  });
});

describe('shop decorations', () => {
  const ids = Array.from({ length: 300 }, (_, i) => `store-${i}`);

  it('gives the same shop the same Special badge and decor every time', () => {
    for (const id of ids.slice(0, 20)) {
      expect(isSpecialShop(id)).toBe(isSpecialShop(id));
      expect(shopDecor(id)).toEqual(shopDecor(id));
    }
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
  });

  it('marks some shops Special, not all and not none', () => {
    const special = ids.filter(isSpecialShop).length;
    expect(special).toBeGreaterThan(60);
    expect(special).toBeLessThan(140);
  });
});
