import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatPrice } from '#web/lib/format.ts';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from './products-url.ts';

const COMMIT_DELAY_MS = 400;

/**
 * The price slider (0–1000, step 10) as two native range inputs: keyboard and screen readers work
 * out of the box. Dragging updates the labels at once; the filter is applied when the hand rests.
 */
export function PriceRange({ min, max, onChange }: { min: number; max: number; onChange: (min: number, max: number) => void }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const id = useId();
  const [range, setRange] = useState<[number, number]>([min, max]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The URL changed (chip removed, Clear All): follow it.
  useEffect(() => setRange([min, max]), [min, max]);
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);

  const update = (next: [number, number]) => {
    setRange(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next[0], next[1]), COMMIT_DELAY_MS);
  };
  const price = (value: number) => (value >= PRICE_MAX ? t`${formatPrice(PRICE_MAX, language)}+` : formatPrice(value, language));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">{t`Price`}</legend>
      <p className="text-sm text-ink-muted" aria-live="polite">{price(range[0])} – {price(range[1])}</p>
      <label htmlFor={`${id}-min`} className="text-sm">{t`Minimum price`}</label>
      <input
        id={`${id}-min`}
        type="range"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        value={range[0]}
        aria-valuetext={price(range[0])}
        onChange={(e) => update([Math.min(Number(e.target.value), range[1]), range[1]])}
        className="w-full accent-brand-700 focusable"
      />
      <label htmlFor={`${id}-max`} className="text-sm">{t`Maximum price`}</label>
      <input
        id={`${id}-max`}
        type="range"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        value={range[1]}
        aria-valuetext={price(range[1])}
        onChange={(e) => update([range[0], Math.max(Number(e.target.value), range[0])])}
        className="w-full accent-brand-700 focusable"
      />
    </fieldset>
  );
}
