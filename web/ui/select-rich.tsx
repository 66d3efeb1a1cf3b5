import { useState } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { useIdle } from './use-idle.ts';
import type { SelectProps } from './select.tsx';

// Radix items cannot have an empty value, so "nothing chosen" travels as this sentinel.
const NONE = '__none__';

/**
 * The select's rich part (Radix), loaded after the first view by web/ui/select.tsx: keyboard
 * typeahead, arrow keys, follows the page direction. Always controlled: Radix takes '' as
 * "nothing chosen". `startOpen`: mounted by the stand-in's first use, open and focused. The stand-in
 * hands over its label and look: a static import of web/ui/select.tsx would pull it (and the
 * pages' shared chunk) into this lazy chunk.
 */
export function RichSelect({ value, onValueChange, options, placeholder, noneLabel, disabled, id, chosen, className, startOpen, ...aria }: SelectProps & { chosen: string | undefined; className: string; startOpen: boolean }) {
  // The list (every option, which Radix renders into a detached fragment even while closed, with a
  // cascade of synchronous updates) waits until the browser is idle or the list is opened: a page
  // with a few selects no longer spends its first interactive second on lists nobody opened
  // (docs/decisions/022, "Web, third round"). Typeahead on the closed button works from then on.
  const [open, setOpen] = useState(startOpen);
  const listReady = useIdle(open);
  const item = 'relative cursor-pointer select-none rounded-md py-2 pe-8 ps-3 text-sm outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold';
  return (
    <RadixSelect.Root open={open} onOpenChange={setOpen} value={value || (noneLabel ? NONE : '')} onValueChange={(next) => onValueChange(next === NONE ? '' : next)} disabled={disabled}>
      <RadixSelect.Trigger id={id} className={className} aria-invalid={aria['aria-invalid']} aria-describedby={aria['aria-describedby']} aria-label={aria['aria-label']} aria-required={aria.required} autoFocus={startOpen}>
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
