import { useLanguage } from '#web/lib/i18n.tsx';
import { formatPrice } from '#web/lib/format.ts';

/** A price in the user's language, with the original price struck through when it is higher. */
export function Price({ amount, original, currency = 'JOD', className = '' }: { amount: string | number; original?: string | number | null; currency?: 'JOD' | 'USD'; className?: string }) {
  const { language } = useLanguage();
  const showOriginal = original != null && Number(original) > Number(amount);
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-2 ${className}`}>
      <span className="font-bold text-brand-700">{formatPrice(amount, language, currency)}</span>
      {showOriginal && <s className="text-sm text-ink-muted">{formatPrice(original, language, currency)}</s>}
    </span>
  );
}
