/**
 * List items past the first screen are laid out and painted only when they come near it
 * (content-visibility: auto): a phone lays out the first few cards instead of twenty, at the first
 * paint and again each time the page's fonts land (docs/decisions/022, "Web, sixth round"). Each kind
 * stands in with about its own height until it is first shown, then with the height it had.
 * The class names are whole here so that UnoCSS finds them.
 */
const LATER_ITEM = {
  productCard: '[content-visibility:auto] [contain-intrinsic-size:auto_24rem]',
  productRow: '[content-visibility:auto] [contain-intrinsic-size:auto_8rem]',
  storeCard: '[content-visibility:auto] [contain-intrinsic-size:auto_20rem]',
  storeRow: '[content-visibility:auto] [contain-intrinsic-size:auto_8rem]',
} as const;

/** Items a phone shows on its first screen: product cards come two by two, store cards one by one. */
export const FIRST_SCREEN_ITEMS = { product: 4, store: 3 } as const;

/**
 * The first row on a phone. Its photos are drawn at the same size, give or take a fraction of a pixel,
 * so the page's largest paint is whichever of them comes last: each is asked for first, at high
 * priority (docs/decisions/022, "Web, twenty-eighth round").
 */
export const FIRST_ROW_ITEMS = { product: 2, store: 1 } as const;

export function laterItemClass(kind: keyof typeof LATER_ITEM, index: number): string {
  const firstScreen = kind.startsWith('product') ? FIRST_SCREEN_ITEMS.product : FIRST_SCREEN_ITEMS.store;
  return index < firstScreen ? '' : LATER_ITEM[kind];
}
