import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatNumber } from '#web/lib/format.ts';

const MAX_BUTTONS = 5;

/** The page numbers shown: at most 5, centred on the current page where possible. */
export function pageWindow(page: number, totalPages: number, max = MAX_BUTTONS): number[] {
  const count = Math.min(max, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), Math.max(1, totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => first + i);
}

/** Numbered pagination (spec: up to 5 page buttons plus Previous and Next). Pages are 1-based. */
export function Pagination({ page, totalPages, onPageChange }: { page: number; totalPages: number; onPageChange: (page: number) => void }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  if (totalPages <= 1) return null;
  return (
    // One row on a phone: only the pages next to the current one show there, and labels never wrap.
    <nav aria-label={t`Pagination`} className="flex items-center justify-center gap-2 whitespace-nowrap sm:flex-wrap">
      <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      {pageWindow(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          className={`${n === page ? 'btn-primary' : 'btn-outline'} min-w-10 ${Math.abs(n - page) > 1 ? 'max-sm:hidden' : ''}`}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t`Page ${formatNumber(n, language)}`}
          onClick={() => onPageChange(n)}
        >
          {formatNumber(n, language)}
        </button>
      ))}
      <button type="button" className="btn-outline" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
