import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The filter sheet's rich part (Radix Dialog: focus trapped, Escape closes), loaded after the first
 * view by web/ui/filter-sheet.tsx, whose stand-in hands over its button's face and look (a static
 * import of it would pull the pages' shared chunk into this lazy one). `startOpen`: the stand-in
 * was tapped before this code arrived.
 */
export function RichFilterSheet({ children, heading, face, className, startOpen, startFocused }: { children: ReactNode; heading: string; face: ReactNode; className: string; startOpen: boolean; startFocused: boolean }) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root defaultOpen={startOpen}>
      <RadixDialog.Trigger className={className} autoFocus={startFocused}>{face}</RadixDialog.Trigger>
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
