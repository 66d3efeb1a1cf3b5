import { useState } from 'react';
import { lazyWidget } from './lazy-widget.ts';

export type SelectOption = { value: string; label: string };

export type SelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  noneLabel?: string;
  disabled?: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  required?: boolean;
};

const TRIGGER_CLASS = 'input flex items-center justify-between gap-2 text-start data-[placeholder]:text-gray-600';

/**
 * The chosen option's label, given rather than left for Radix to copy from its (portalled) list:
 * the server's rendering of a page shows it too, and the app's first render matches it.
 */
const chosenLabel = ({ value, options, noneLabel }: Pick<SelectProps, 'value' | 'options' | 'noneLabel'>) =>
  value ? options.find((option) => option.value === value)?.label : noneLabel;

const rich = lazyWidget(() => import('./select-rich.tsx'));

/**
 * An accessible select: keyboard typeahead, arrow keys, follows the page direction (Radix, in
 * web/ui/select-rich.tsx). `id` and the aria props come from <Field> so the label names the trigger.
 * With `noneLabel`, the user can go back to "not set" (value ''); without it, '' shows the placeholder.
 * Until Radix's code has arrived (idle, or the first tap) a plain button with the same look and
 * name stands in; a tap or key on it opens the list as soon as the code is here, so it is not lost
 * (docs/decisions/022, "Web, fifth round").
 */
export function Select(props: SelectProps) {
  const module = rich.use();
  const [openWhenReady, setOpenWhenReady] = useState(false);
  const [focused, setFocused] = useState(false);
  const chosen = chosenLabel(props);
  if (module) return <module.RichSelect {...props} chosen={chosen} className={TRIGGER_CLASS} startOpen={openWhenReady} startFocused={focused} />;
  const open = () => {
    setOpenWhenReady(true);
    void rich.start();
  };
  return (
    <button
      type="button"
      role="combobox"
      id={props.id}
      // Tapped before the code has arrived: the control says it is on its way.
      className={`${TRIGGER_CLASS} ${openWhenReady ? 'animate-pulse' : ''}`}
      aria-busy={openWhenReady || undefined}
      aria-expanded={false}
      aria-autocomplete="none"
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      aria-label={props['aria-label']}
      aria-required={props.required}
      disabled={props.disabled}
      data-placeholder={chosen ? undefined : ''}
      onClick={open}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          e.preventDefault();
          open();
        }
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <span style={{ pointerEvents: 'none' }}>{chosen ?? props.placeholder}</span>
      <span aria-hidden="true">▾</span>
    </button>
  );
}
