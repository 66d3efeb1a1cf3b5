import { useEffect, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatNumber, parseLocalizedNumber } from '#web/lib/format.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { toast } from '#web/ui/toast.tsx';

/**
 * Clamps a typed quantity (docs/product.md): non-numeric counts as 1, fractions are cut, and the
 * result stays within 1..max.
 */
export function clampQuantity(raw: string, max: number): number {
  const parsed = parseLocalizedNumber(raw.trim());
  const whole = raw.trim() === '' || !Number.isFinite(parsed) ? 1 : Math.floor(parsed);
  return Math.min(Math.max(whole, 1), Math.max(max, 1));
}

/**
 * Minus (disabled at 1), a quantity box (max = stock) and plus (disabled at stock). The box is a
 * text box with the spinbutton role, so Arabic shows Arabic-Indic digits (a number box only shows
 * Latin ones); a typed quantity above the stock is lowered and the buyer is told so.
 */
export function QuantityStepper({ value, max, onChange, itemName, disabled }: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  itemName: string;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const shown = (n: number) => formatNumber(n, language);
  const [text, setText] = useState(shown(value));
  useEffect(() => setText(formatNumber(value, language)), [value, language]);

  const commit = () => {
    const next = clampQuantity(text, max);
    const typed = parseLocalizedNumber(text.trim());
    if (Number.isFinite(typed) && typed > next) {
      const available = shown(next);
      toast({ title: t`Only ${available} available`, description: t`The quantity of ${itemName} was set to ${available}.` });
    }
    setText(shown(next));
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  const step = 'btn-outline h-9 w-9 p-0 text-lg leading-none';

  return (
    <div className="inline-flex items-center gap-1" role="group" aria-label={t`Quantity of ${itemName}`}>
      <button type="button" className={step} onClick={() => onChange(Math.max(1, Math.min(value - 1, max)))} disabled={disabled || value <= 1} aria-label={t`Decrease quantity of ${itemName}`}>
        −
      </button>
      {/* Text, not type=number: a number field drops Arabic-Indic digits without a word. */}
      <input
        type="text"
        role="spinbutton"
        inputMode="numeric"
        min={1}
        max={Math.max(max, 1)}
        aria-valuemin={1}
        aria-valuemax={Math.max(max, 1)}
        aria-valuenow={value}
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        disabled={disabled}
        className="input h-9 w-16 px-1 text-center"
        aria-label={t`Quantity of ${itemName}`}
      />
      <button type="button" className={step} onClick={() => onChange(value + 1)} disabled={disabled || value >= max} aria-label={t`Increase quantity of ${itemName}`}>
        +
      </button>
    </div>
  );
}
