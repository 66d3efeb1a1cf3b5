import { useEffect, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { parseLocalizedNumber } from '#web/lib/format.ts';

/**
 * Clamps a typed quantity (spec part 1 §5): non-numeric counts as 1, fractions are cut, and the
 * result stays within 1..max.
 */
export function clampQuantity(raw: string, max: number): number {
  const parsed = parseLocalizedNumber(raw.trim());
  const whole = raw.trim() === '' || !Number.isFinite(parsed) ? 1 : Math.floor(parsed);
  return Math.min(Math.max(whole, 1), Math.max(max, 1));
}

/** Minus (disabled at 1), a number input (max = stock) and plus (disabled at stock). */
export function QuantityStepper({ value, max, onChange, itemName, disabled }: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  itemName: string;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = () => {
    const next = clampQuantity(text, max);
    setText(String(next));
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
        inputMode="numeric"
        dir="ltr"
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
