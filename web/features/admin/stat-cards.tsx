import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AdminStatsDto } from '#api/contract/seller.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatNumber, formatPrice } from '#web/lib/format.ts';
import { Skeleton } from '#web/ui/states.tsx';

/** `wide`: an amount needs a whole row on a phone (an amount never wraps inside). */
function StatCard({ label, value, hint, wide }: { label: string; value: ReactNode; hint?: string; wide?: boolean }) {
  return (
    <div className={`card min-w-0 p-4 ${wide ? 'col-span-2 lg:col-span-1' : ''}`}>
      <p className="m-0 text-sm text-ink-muted">{label}</p>
      <div className="mt-1 text-2xl font-bold text-ink">{value}</div>
      {hint && <p className="mb-0 mt-1 text-xs text-ink-muted">{hint}</p>}
    </div>
  );
}

/** The four platform figures of docs/product.md: users, stores, products, revenue (delivered orders). */
export function StatCards({ stats }: { stats: AdminStatsDto | null | undefined }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const value = (render: (s: AdminStatsDto) => string) => (stats ? render(stats) : <Skeleton className="h-8 w-20" />);
  return (
    <section aria-label={t`Platform figures`} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label={t`Total users`} value={value((s) => formatNumber(s.totalUsers, language))} />
      <StatCard label={t`Total stores`} value={value((s) => formatNumber(s.totalStores, language))} />
      <StatCard label={t`Total products`} value={value((s) => formatNumber(s.totalProducts, language))} />
      <StatCard label={t`Total revenue`} value={value((s) => formatPrice(s.totalRevenue, language))} hint={t`From delivered orders`} wide />
    </section>
  );
}
