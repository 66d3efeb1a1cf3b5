/** Pixels the row moves per scroll-button click (docs/product.md). */
export const SCROLL_STEP = 400;

export type Direction = 'ltr' | 'rtl';

/**
 * The `left` offset for `scrollBy` that moves the row towards its start or its end.
 * In right-to-left documents the row starts on the right and browsers count scrollLeft
 * from 0 down to negative values, so "towards the end" is a negative offset there.
 */
export function scrollOffset(toward: 'start' | 'end', dir: Direction, step = SCROLL_STEP): number {
  const towardEnd = toward === 'end' ? 1 : -1;
  return dir === 'rtl' ? -towardEnd * step : towardEnd * step;
}

/** Whether the row already shows its first or last card (1 px of slack for sub-pixel layouts). */
export function scrollEdges(scrollLeft: number, scrollWidth: number, clientWidth: number) {
  const travelled = Math.abs(scrollLeft);
  return { atStart: travelled <= 1, atEnd: travelled + clientWidth >= scrollWidth - 1 };
}
