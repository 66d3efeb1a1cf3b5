import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OrderDetailDto, OrderStatus } from '#api/contract/orders.ts';
import { orderActionLabel, useOrderStatusChange } from '#web/lib/shop/orders.ts';
import { ConfirmDialog } from '#web/ui/dialog.tsx';
import { toast } from '#web/ui/toast.tsx';

/**
 * One button per status change the server allows this viewer (`allowedTransitions`): the seller's
 * next steps, or the buyer's cancel while pending. Cancelling asks first.
 */
export function StatusActions({ order, shortId }: { order: Pick<OrderDetailDto, 'id' | 'allowedTransitions'>; shortId: string }) {
  const { t, i18n } = useLingui();
  const { changeStatus, pendingOrderId } = useOrderStatusChange();
  const [confirmCancel, setConfirmCancel] = useState(false);
  if (order.allowedTransitions.length === 0) return null;
  const busy = pendingOrderId === order.id;
  // A status change only counts once the server has it (it is never queued offline): without a
  // connection, say so at once instead of showing "confirming…" until the connection returns.
  const change = (status: OrderStatus) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      toast({ title: t`Changing an order needs a connection`, description: t`Nothing was changed. Try again when you are back online.`, variant: 'destructive' });
      return;
    }
    changeStatus(order.id, status);
  };
  const press = (status: OrderStatus) => (status === 'cancelled' ? setConfirmCancel(true) : change(status));
  return (
    <div className="flex flex-wrap gap-2">
      {order.allowedTransitions.map((status) => (
        <button
          key={status}
          type="button"
          className={status === 'cancelled' ? 'btn-outline text-red-800' : 'btn-primary'}
          disabled={busy}
          onClick={() => press(status)}
          aria-label={`${i18n._(orderActionLabel[status])} #${shortId}`}
        >
          {i18n._(orderActionLabel[status])}
        </button>
      ))}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t`Cancel order #${shortId}? The items go back into stock.`}
        confirmLabel={t`Yes, cancel the order`}
        onConfirm={() => change('cancelled')}
        destructive
      />
    </div>
  );
}
