import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';

/** An accessible modal dialog (Radix): focus trapped, Escape closes, title announced. */
export function Dialog({ open, onOpenChange, title, description, children, trigger }: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  trigger?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content className="card fixed start-1/2 top-1/2 z-50 max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] -translate-y-1/2 overflow-y-auto p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-ink-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          <RadixDialog.Close className="btn-ghost absolute end-3 top-3 px-2 py-1" aria-label={t`Close`}>
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A yes/no confirmation built on the same dialog. */
export function ConfirmDialog({ open, onOpenChange, title, confirmLabel, onConfirm, destructive }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  destructive?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-outline" onClick={() => onOpenChange(false)}>{t`Cancel`}</button>
        <button type="button" className={destructive ? 'btn-danger' : 'btn-primary'} onClick={() => { onConfirm(); onOpenChange(false); }}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
