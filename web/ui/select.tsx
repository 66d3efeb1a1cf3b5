import { useState } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { useIdle } from './use-idle.ts';

// Radix items cannot have an empty value, so "nothing chosen" travels as this sentinel.
const NONE = '__none__';

export type SelectOption = { value: string; label: string };

/**
 * An accessible select (Radix): keyboard typeahead, arrow keys, follows the page direction.
 * `id` and the aria props come from <Field> so the label names the trigger.
 * With `noneLabel`, the user can go back to "not set" (value ''); without it, '' shows the placeholder
 * (always controlled: Radix takes '' as "nothing chosen").
 */
export function Select({ value, onValueChange, options, placeholder, noneLabel, disabled, id, ...aria }: {
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
}) {
  // The chosen label is given, not left for Radix to copy from its (portalled) list: the server's
  // rendering of a page shows it too, and the app's first render matches it.
  const chosen = value ? options.find((option) => option.value === value)?.label : noneLabel;
  // The list (every option, which Radix renders into a detached fragment even while closed, with a
  // cascade of synchronous updates) waits until the browser is idle or the list is opened: a page
  // with a few selects no longer spends its first interactive second on lists nobody opened
  // (docs/decisions/022, "Web, third round"). Typeahead on the closed button works from then on.
  const [open, setOpen] = useState(false);
  const listReady = useIdle(open);
  const item = 'relative cursor-pointer select-none rounded-md py-2 pe-8 ps-3 text-sm outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold';
  return (
    <RadixSelect.Root open={open} onOpenChange={setOpen} value={value || (noneLabel ? NONE : '')} onValueChange={(next) => onValueChange(next === NONE ? '' : next)} disabled={disabled}>
      <RadixSelect.Trigger id={id} className="input flex items-center justify-between gap-2 text-start data-[placeholder]:text-gray-600" aria-invalid={aria['aria-invalid']} aria-describedby={aria['aria-describedby']} aria-label={aria['aria-label']} aria-required={aria.required}>
        <RadixSelect.Value placeholder={placeholder}>{chosen}</RadixSelect.Value>
        <RadixSelect.Icon aria-hidden="true">▾</RadixSelect.Icon>
      </RadixSelect.Trigger>
      {listReady && <RadixSelect.Portal>
        <RadixSelect.Content position="popper" sideOffset={4} className="card z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden shadow-lg">
          <RadixSelect.Viewport className="p-1">
            {noneLabel && (
              <RadixSelect.Item value={NONE} className={item}>
                <RadixSelect.ItemText>{noneLabel}</RadixSelect.ItemText>
              </RadixSelect.Item>
            )}
            {options.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} className={item}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="absolute end-2" aria-hidden="true">✓</RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>}
    </RadixSelect.Root>
  );
}
