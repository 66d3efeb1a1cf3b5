import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OrderDetailDto, OrderStatus } from '#api/contract/orders.ts';
import { orderActionLabel, useOrderStatusChange } from '#web/lib/shop/orders.ts';
import { ConfirmDialog } from '#web/ui/dialog.tsx';

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
  const press = (status: OrderStatus) => (status === 'cancelled' ? setConfirmCancel(true) : changeStatus(order.id, status));
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
        onConfirm={() => changeStatus(order.id, 'cancelled')}
        destructive
      />
    </div>
  );
}
