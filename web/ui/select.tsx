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
 * A plain button with the same look and name stands in until the select is first used (a tap, or
 * Enter, Space or an arrow key): Radix's Select, with its list, is mounted then, not while the
 * page loads. Its code arrives when the browser is idle, or at that first use, which then opens the
 * list as soon as the code is here, so the tap is not lost (docs/decisions/022, "Web, fifth round").
 */
export function Select(props: SelectProps) {
  const module = rich.use();
  const [openWhenReady, setOpenWhenReady] = useState(false);
  const chosen = chosenLabel(props);
  if (module && openWhenReady) return <module.RichSelect {...props} chosen={chosen} className={TRIGGER_CLASS} startOpen={openWhenReady} />;
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
        // Arrows open the list, as Radix's do; so does a letter (Radix's typeahead then works in the open list).
        if (e.key === 'ArrowDown' || e.key === 'ArrowUp' || (e.key.length === 1 && e.key !== ' ' && !e.ctrlKey && !e.metaKey && !e.altKey)) {
          e.preventDefault();
          open();
        }
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{chosen ?? props.placeholder}</span>
      <span aria-hidden="true">▾</span>
    </button>
  );
}
