import { useLanguage } from '#web/lib/i18n.tsx';
import type { Language } from '#web/lib/i18n.tsx';
import { formatNumber, formatPrice, NO_BREAK_SPACE } from '#web/lib/format.ts';

export type CurrencyDisplay = 'code' | 'symbol';

/**
 * The public store page shows currency symbols (docs/product.md): "JD 12.50" or "$12.50" in
 * English; Arabic keeps its own abbreviation of the dinar (د.أ, the Arabic "JD") and "$".
 */
export function formatSymbolPrice(amount: string | number, language: Language, currency: 'JOD' | 'USD' = 'JOD'): string {
  if (language === 'ar' || currency === 'USD') return formatPrice(amount, language, currency);
  return `JD${NO_BREAK_SPACE}${formatNumber(Number(amount) || 0, language, 2)}`;
}

/** A price in the user's language, with the original price struck through when it is higher. */
export function Price({ amount, original, currency = 'JOD', className = '', currencyDisplay = 'code' }: { amount: string | number; original?: string | number | null; currency?: 'JOD' | 'USD'; className?: string; currencyDisplay?: CurrencyDisplay }) {
  const { language } = useLanguage();
  const showOriginal = original != null && Number(original) > Number(amount);
  const format = (value: string | number) => (currencyDisplay === 'symbol' ? formatSymbolPrice : formatPrice)(value, language, currency);
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-2 ${className}`}>
      <span className="font-bold text-brand-700">{format(amount)}</span>
      {showOriginal && <s className="text-sm text-ink-muted">{format(original)}</s>}
    </span>
  );
}
