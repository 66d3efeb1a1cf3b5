// The walk along the virtual street, in the specification's units ("px"): shops 550 apart,
// each step 300 × speed (docs/product.md). The 3D scene scales these down.

export const SHOP_SPACING = 550;
export const STEP = 300;
export const SPEED = { min: 0.5, max: 3, step: 0.5, initial: 1 } as const;
export const DEFAULT_VOLUME = 50;
export const RAIN_DROPS = 100;
export const SNOW_FLAKES = 50;

export const weathers = ['sunny', 'cloudy', 'rainy', 'snowy'] as const;
export const timesOfDay = ['morning', 'afternoon', 'evening', 'night'] as const;
export const perspectives = ['third', 'first'] as const;
export type Weather = (typeof weathers)[number];
export type TimeOfDay = (typeof timesOfDay)[number];
export type Perspective = (typeof perspectives)[number];
export type Side = 'left' | 'right';

/** Where the walk ends: in front of the last shop. */
export const streetLength = (shopCount: number) => Math.max(0, shopCount - 1) * SHOP_SPACING;

/** Shop i stands at i × 550 along the street, on alternating sides. */
export const shopSlot = (index: number): { position: number; side: Side } => ({
  position: index * SHOP_SPACING,
  side: index % 2 === 0 ? 'left' : 'right',
});

export const clampPosition = (position: number, shopCount: number) => Math.min(Math.max(position, 0), streetLength(shopCount));

/** Speeds snap to the slider's 0.5 steps within 0.5–3. */
export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return SPEED.initial;
  const snapped = Math.round(speed / SPEED.step) * SPEED.step;
  return Math.min(Math.max(snapped, SPEED.min), SPEED.max);
}

/** One step forward (+1) or back (−1), never past either end of the street. */
export const walk = (position: number, direction: 1 | -1, speed: number, shopCount: number) =>
  clampPosition(position + direction * STEP * clampSpeed(speed), shopCount);

/** The shop the walker stands nearest to (−1 on an empty street). */
export function nearestShopIndex(position: number, shopCount: number): number {
  if (shopCount <= 0) return -1;
  return Math.min(Math.max(Math.round(position / SHOP_SPACING), 0), shopCount - 1);
}

/**
 * The street map lists the street from its start (top) to its end (bottom), in the same order
 * as the list of shops beside it. A click at `clientY` within the map's box jumps there.
 */
export function mapClickToPosition(clientY: number, mapTop: number, mapHeight: number, shopCount: number): number {
  if (mapHeight <= 0) return 0;
  return clampPosition(((clientY - mapTop) / mapHeight) * streetLength(shopCount), shopCount);
}

/** Where a position sits on the map, as a fraction from the top (0, the start) to the bottom (1). */
export function positionToMapFraction(position: number, shopCount: number): number {
  const length = streetLength(shopCount);
  return length === 0 ? 0 : clampPosition(position, shopCount) / length;
}

/** FNV-1a: a small, stable hash, so a shop's decorations never change between renders or visits. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** About one shop in three shows the 'Special' badge, always the same ones. */
export const isSpecialShop = (storeId: string) => hashString(`special:${storeId}`) % 3 === 0;

const facadeColours = ['#f4e1c1', '#e9c8a8', '#d9e4dd', '#f2d0d0', '#dfe7f2', '#efe3b5', '#e3d5ec'];
const awningColours = ['#8a2e09', '#1d6f5f', '#2f4f8f', '#a4441f', '#6b3f8f', '#b8860b'];

/** The decorated extras of a shop: colours and ornaments chosen from its id, stable forever. */
export function shopDecor(storeId: string) {
  const hash = hashString(`decor:${storeId}`);
  return {
    facade: facadeColours[hash % facadeColours.length],
    awning: awningColours[(hash >>> 4) % awningColours.length],
    plants: ((hash >>> 8) & 1) === 1,
    lantern: ((hash >>> 9) & 1) === 1,
    flowerBox: ((hash >>> 10) & 1) === 1,
  };
}
