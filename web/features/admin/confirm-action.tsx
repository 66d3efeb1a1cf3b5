import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Dialog } from '#web/ui/dialog.tsx';

/** A confirmation that explains what will happen before an admin switch (deactivate, hide). */
export function ConfirmAction({ open, onOpenChange, title, description, confirmLabel, onConfirm, destructive, children }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  destructive?: boolean;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {children}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={() => onOpenChange(false)}><Trans>Cancel</Trans></button>
        <button type="button" className={destructive ? 'btn-danger' : 'btn-primary'} onClick={() => { onConfirm(); onOpenChange(false); }}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
