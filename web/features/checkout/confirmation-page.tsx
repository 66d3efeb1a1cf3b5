import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDto } from '#api/contract/orders.ts';
import { checkoutResultQuery, paymentMethodLabel, orderReference } from '#web/lib/shop/orders.ts';
import { orderWhatsappHref } from '#web/lib/shop/order-whatsapp.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatNumber, formatPrice } from '#web/lib/format.ts';
import { OrderStatusBadge } from '#web/ui/order-status-badge.tsx';
import { EmptyState, ErrorState, Skeleton } from '#web/ui/states.tsx';
import { ApiError } from '#web/lib/api.ts';
import { PageTitle } from '#web/ui/page-title.tsx';

function PlacedOrder({ order }: { order: OrderDto }) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const storeName = localized(order.store.nameAr, order.store.nameEn);
  const shortId = orderReference(order);
  const whatsapp = orderWhatsappHref(i18n, language, order);
  return (
    <li className="card flex flex-col gap-3 p-5" data-testid="placed-order">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{storeName}</h2>
        <span className="flex items-center gap-2 text-sm">
          <Trans>Order</Trans> <span dir="ltr" className="font-mono">#{shortId}</span>
          <OrderStatusBadge status={order.status} />
        </span>
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span>{localized(item.nameAr, item.nameEn)} <span className="text-ink-muted">× {formatNumber(item.quantity, language)}</span></span>
            <span className="font-semibold">{formatPrice(item.lineTotal, language)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t border-gray-200 pt-2 font-bold">
        <span><Trans>Items total</Trans></span><span>{formatPrice(order.totalAmount, language)}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        {whatsapp ? (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="btn bg-green-800 text-white hover:bg-green-900" aria-label={t`Send to the seller on WhatsApp: ${storeName}, order ${shortId} (opens in a new tab)`}>
            <Trans>Send to the seller on WhatsApp</Trans>
          </a>
        ) : (
          <p className="text-sm text-ink-muted"><Trans>This seller has not listed a WhatsApp number; they will see your order in their dashboard.</Trans></p>
        )}
        <Link to={`/orders/${order.id}`} className="btn-outline" aria-label={t`View order ${shortId}`}><Trans>View order</Trans></Link>
      </div>
    </li>
  );
}

/** After checkout: the orders created (one per store), totals and WhatsApp links to each seller. */
export function ConfirmationPage() {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const { checkoutId = '' } = useParams();
  const result = useQuery(checkoutResultQuery(checkoutId));

  if (result.isPending) return <div className="mx-auto max-w-3xl" aria-busy="true"><Skeleton className="h-96" /></div>;
  if (result.isError) {
    if (result.error instanceof ApiError && result.error.status === 404) {
      return <EmptyState title={t`Order not found`} action={<Link to="/orders" className="btn-primary"><Trans>My orders</Trans></Link>} />;
    }
    return <ErrorState onRetry={() => void result.refetch()} />;
  }
  const checkout = result.data;
  const count = formatNumber(checkout.orders.length, language);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="card flex flex-col items-center gap-2 bg-green-50 p-6 text-center">
        <span className="text-4xl" aria-hidden="true">✓</span>
        <h1 className="text-2xl font-bold"><Trans>Thank you! Your order has been placed</Trans></h1>
        <PageTitle>{t`Order confirmation`}</PageTitle>
        <p className="text-ink-muted">
          {checkout.orders.length > 1 ? <Trans>Your cart became {count} orders, one for each seller.</Trans> : <Trans>The seller will confirm your order soon.</Trans>}
        </p>
      </div>
      <ul className="flex flex-col gap-4">
        {checkout.orders.map((order) => <PlacedOrder key={order.id} order={order} />)}
      </ul>
      <dl className="card flex flex-col gap-2 p-5 text-sm">
        <div className="flex justify-between"><dt className="text-ink-muted"><Trans>Payment method</Trans></dt><dd className="font-semibold">{i18n._(paymentMethodLabel[checkout.paymentMethod])}</dd></div>
        <div className="flex justify-between"><dt className="text-ink-muted"><Trans>Subtotal</Trans></dt><dd>{formatPrice(checkout.subtotalAmount, language)}</dd></div>
        <div className="flex justify-between">
          <dt className="text-ink-muted"><Trans>Shipping</Trans></dt>
          <dd>{Number(checkout.shippingAmount) === 0 ? <Trans>Free</Trans> : formatPrice(checkout.shippingAmount, language)}</dd>
        </div>
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-bold"><dt><Trans>Total</Trans></dt><dd>{formatPrice(checkout.totalAmount, language)}</dd></div>
      </dl>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/orders" className="btn-primary"><Trans>My orders</Trans></Link>
        <Link to="/products" className="btn-outline"><Trans>Continue Shopping</Trans></Link>
      </div>
    </div>
  );
}
