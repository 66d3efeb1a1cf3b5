import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatNumber, formatRating } from '#web/lib/format.ts';

/**
 * Nobody has rated it yet: no reviews counted, or a rating of 0. Ratings run from 1 to 5, so a store's
 * rating (the average of its products' reviews, without a count of its own) is 0 exactly when it has none.
 */
export const isUnrated = (value: number, count?: number) => count === 0 || value <= 0;

/** Five stars with a half star for fractions (x.5 and up), and the value to one decimal. */
export function Rating({ value, count, showValue = true }: { value: number; count?: number; showValue?: boolean }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const stars = Array.from({ length: 5 }, (_, i) => (value >= i + 1 ? 'full' : value >= i + 0.5 ? 'half' : 'empty'));
  const label = t`Rated ${formatRating(value, language)} out of 5`;
  // One gradient, for the half star only, with an id unique on the page (a list shows many ratings).
  const halfId = `half${useId().replace(/[^\w-]/g, '')}`;
  // Five empty stars and "0.0 (0)" read as a bad score: a product or store nobody has rated yet says so.
  if (isUnrated(value, count)) return <span className="text-sm text-ink-muted">{t`No reviews yet`}</span>;
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={label}>
      {stars.map((kind, i) => (
        <svg key={i} viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
          {kind === 'half' && (
            <defs>
              <linearGradient id={halfId} x1="0" x2="1" y1="0" y2="0">
                <stop offset="50%" stopColor="#b45309" />
                <stop offset="50%" stopColor="#d1d5db" />
              </linearGradient>
            </defs>
          )}
          <path
            d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
            fill={kind === 'full' ? '#b45309' : kind === 'half' ? `url(#${halfId})` : '#d1d5db'}
            className="rtl:-scale-x-100 rtl:origin-center"
          />
        </svg>
      ))}
      {showValue && <span className="text-sm text-ink-muted" aria-hidden="true">{formatRating(value, language)}{count != null ? ` (${formatNumber(count, language)})` : ''}</span>}
    </span>
  );
}
