import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { UnavailableLineDto } from '#api/contract/orders.ts';
import { ApiError } from '#web/lib/api.ts';
import { isLineBuyable, useCart } from '#web/lib/shop/cart.ts';
import { useCurrentUser } from '#web/lib/session.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { fieldMessages } from '#web/lib/form-issues.ts';
import { SecurePaymentNote } from '#web/ui/cart-totals.tsx';
import { EmptyState, ErrorState, Skeleton } from '#web/ui/states.tsx';
import { toast } from '#web/ui/toast.tsx';
import { useErrorFocus } from '#web/ui/use-error-focus.ts';
import { AddressFields } from './address-fields.tsx';
import { initialValues, toCheckoutInput, validateCheckout, type CheckoutFormValues } from './checkout-form.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { PaymentFields, storeShares } from './payment-fields.tsx';
import { StockProblem } from './stock-problem.tsx';
import { usePlaceOrder } from './use-place-order.ts';
import { PageTitle } from '#web/ui/page-title.tsx';
import { useLanguage } from '#web/lib/i18n.tsx';

/** Checkout: delivery address, payment (cash on delivery or CliQ), summary, place order. */
export function CheckoutPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { language } = useLanguage();
  const cart = useCart();
  // Typed values live here and survive every failure (400, 409, no connection). Until the buyer
  // types, the form follows the profile (which may arrive after the first render).
  const [typed, setTyped] = useState<CheckoutFormValues | null>(null);
  const values = typed ?? initialValues(user, language);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stockLines, setStockLines] = useState<UnavailableLineDto[] | null>(null);
  const { ref: formRef, showErrors } = useErrorFocus();
  const placeOrder = usePlaceOrder((result) => navigate(`/checkout/confirmation/${result.checkoutId}`, { replace: true }));

  const lines = cart.data ?? [];
  const shares = storeShares(lines);
  const cliqBlocked = values.paymentMethod === 'cliq' && shares.some((share) => !share.cliqNumber);
  const cartBlocked = lines.some((line) => !isLineBuyable(line));

  const change = (patch: Partial<CheckoutFormValues>) => {
    setTyped((current) => ({ ...(current ?? initialValues(user, language)), ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) {
        delete next[key];
        delete next[`address.${key}`];
      }
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCheckout(i18n, values, shares.map((share) => share.storeId));
    setErrors(found);
    if (Object.keys(found).length > 0) return showErrors();
    setStockLines(null);
    placeOrder.mutate(toCheckoutInput(values, shares.map((share) => share.storeId)), {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409 && Array.isArray(error.body?.lines)) {
          setStockLines(error.body.lines as UnavailableLineDto[]);
          return;
        }
        if (error instanceof ApiError && error.status === 400) {
          setErrors(fieldMessages(i18n, error));
          return showErrors({ title: errorText(i18n, error, msg`Failed to place the order`) });
        }
        toast({ title: errorText(i18n, error, msg`Failed to place the order`), variant: 'destructive' });
      },
    });
  };

  if (cart.isPending) return <div className="mx-auto max-w-6xl" aria-busy="true"><Skeleton className="h-96" /></div>;
  if (cart.isError) return <ErrorState onRetry={() => void cart.refetch()} />;
  if (lines.length === 0) {
    return (
      <EmptyState title={t`Your cart is empty`} action={<Link to="/products" className="btn-primary"><Trans>Start Shopping</Trans></Link>}>
        <Trans>Add products to your cart to check out.</Trans>
      </EmptyState>
    );
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form ref={formRef} className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-3" onSubmit={submit} noValidate>
      <div className="flex flex-col gap-6 lg:col-span-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold"><Trans>Checkout</Trans></h1>
          <PageTitle>{t`Checkout`}</PageTitle>
          <Link to="/cart" className="btn-ghost"><Trans>Back to cart</Trans></Link>
        </div>
        {hasErrors && <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-900"><Trans>Please check the highlighted fields</Trans></p>}
        {stockLines && <StockProblem lines={stockLines} />}
        <AddressFields values={values} errors={errors} onChange={change} />
        <PaymentFields values={values} errors={errors} onChange={change} shares={shares} />
      </div>
      <aside aria-labelledby="checkout-summary-heading" className="card flex h-fit flex-col gap-4 p-5 lg:sticky lg:top-24">
        <CheckoutSummary lines={lines} />
        {cartBlocked && (
          <p className="text-sm text-red-800" role="status">
            <Trans>Some items are unavailable or above the stock.</Trans> <Link to="/cart" className="underline focusable"><Trans>Update my cart</Trans></Link>
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={placeOrder.isPending || cartBlocked || cliqBlocked}>
          {placeOrder.isPending ? <Trans>Placing your order…</Trans> : <Trans>Place Order</Trans>}
        </button>
        <SecurePaymentNote />
      </aside>
    </form>
  );
}
