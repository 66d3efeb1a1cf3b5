import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Filters on small screens: a button that opens them in a sheet sliding up from the bottom
 * (Radix Dialog: focus trapped, Escape closes). On large screens pages show the filters inline.
 */
export function FilterSheet({ children, activeCount = 0, title }: { children: ReactNode; activeCount?: number; title?: string }) {
  const { t } = useLingui();
  const heading = title ?? t`Filters`;
  return (
    <RadixDialog.Root>
      <RadixDialog.Trigger className="btn-outline lg:hidden">
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true"><path fill="currentColor" d="M2 4h16v2H2zm3 5h10v2H5zm3 5h4v2H8z" /></svg>
        {heading}
        {activeCount > 0 && <span className="badge bg-brand-700 text-white">{activeCount}</span>}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl">
          <div className="mb-4 flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-bold">{heading}</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">{t`Narrow down the results`}</RadixDialog.Description>
            <RadixDialog.Close className="btn-ghost px-2 py-1" aria-label={t`Close`}>×</RadixDialog.Close>
          </div>
          {children}
          <RadixDialog.Close className="btn-primary mt-6 w-full"><Trans>Show results</Trans></RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
