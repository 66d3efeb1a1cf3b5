import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDetailDto } from '#api/contract/orders.ts';
import { api } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { orderKeys } from '#web/lib/shop/orders.ts';
import { Field } from '#web/ui/field.tsx';
import { toast } from '#web/ui/toast.tsx';

/** While a CliQ order is pending its buyer adds or fixes the transfer reference for this store's order. */
export function CliqReferenceForm({ order }: { order: OrderDetailDto }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(order.cliqReference ?? '');
  const save = useMutation({
    mutationFn: (cliqReference: string) => api.put<'/api/orders/:id/cliq-reference'>(`/api/orders/${encodeURIComponent(order.id)}/cliq-reference`, { cliqReference }),
    onSuccess: (saved) => {
      queryClient.setQueryData(orderKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      toast({ title: t`Transfer reference saved`, variant: 'success' });
    },
    onError: (error) => toast({ title: errorText(i18n, error, msg`The transfer reference could not be saved`), variant: 'destructive' }),
  });
  // The buyer's only step on a pending order is cancelling (the seller's view also offers confirming).
  const buyerView = order.allowedTransitions.length === 1 && order.allowedTransitions[0] === 'cancelled';
  if (order.checkout.paymentMethod !== 'cliq' || order.status !== 'pending' || !buyerView) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) save.mutate(value);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <Field label={order.cliqReference ? t`Fix the transfer reference` : t`Add the transfer reference`} hint={t`The reference number your bank app shows after the transfer`}>
        {(props) => <input {...props} className="input" dir="ltr" autoComplete="off" maxLength={100} value={value} onChange={(e) => setValue(e.target.value)} />}
      </Field>
      <button type="submit" className="btn-outline" disabled={save.isPending || !value.trim()}><Trans>Save reference</Trans></button>
    </form>
  );
}
