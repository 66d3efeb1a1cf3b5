import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatNumber, formatRating } from '#web/lib/format.ts';

/**
 * Nobody has rated it yet: no reviews counted, or a rating of 0. Ratings run from 1 to 5, so a store's
 * rating (the average of its products' reviews, without a count of its own) is 0 exactly when it has none.
 */
export const isUnrated = (value: number, count?: number) => count === 0 || value <= 0;

/** A star's box and the gap after it, in px (the strip's CSS: uno.config.ts, `.rating-stars`). */
const STAR_PX = 16;
const STAR_STEP_PX = 20;

/**
 * How far the stars are filled, in px from the strip's start: each whole star, and half of the next from x.5
 * (a rating rounds down to the half star it has earned).
 */
export function starFill(value: number): number {
  const halves = Math.floor(Math.min(5, Math.max(0, value)) * 2);
  return Math.floor(halves / 2) * STAR_STEP_PX + (halves % 2) * (STAR_PX / 2);
}

/**
 * Five stars with a half star for fractions (x.5 and up), and the value to one decimal. The stars are one
 * element (a masked strip): a list shows a rating on every card, and five SVGs each made /products' page
 * a quarter of its elements to lay out and hydrate (docs/decisions/022, "Web, twenty-first round").
 */
export function Rating({ value, count, showValue = true }: { value: number; count?: number; showValue?: boolean }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const label = t`Rated ${formatRating(value, language)} out of 5`;
  // Five empty stars and "0.0 (0)" read as a bad score: a product or store nobody has rated yet says so.
  if (isUnrated(value, count)) return <span className="text-sm text-ink-muted">{t`No reviews yet`}</span>;
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={label}>
      <span className="rating-stars" style={{ '--rating-fill': `${starFill(value)}px` } as CSSProperties} aria-hidden="true" />
      {showValue && <span className="text-sm text-ink-muted" aria-hidden="true">{formatRating(value, language)}{count != null ? ` (${formatNumber(count, language)})` : ''}</span>}
    </span>
  );
}
