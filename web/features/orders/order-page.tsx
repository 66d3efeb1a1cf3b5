import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { centsToText, parseMoney } from '#api/contract/money.ts';
import { orderReference } from '#web/lib/shop/orders.ts';
import { orderWhatsappHref } from '#web/lib/shop/order-whatsapp.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatDate, formatPrice } from '#web/lib/format.ts';
import { OrderStatusBadge } from '#web/ui/order-status-badge.tsx';
import { ErrorState, Skeleton } from '#web/ui/states.tsx';
import { OrderNotFound } from './order-not-found.tsx';
import { CliqReferenceForm } from './cliq-reference-form.tsx';
import { DeliveryDetails } from './delivery-details.tsx';
import { OrderLines } from './order-lines.tsx';
import { StatusActions } from './status-actions.tsx';
import { StatusTimeline } from './status-timeline.tsx';
import { useRouteOrder } from './use-order.ts';
import { PageTitle } from '#web/ui/page-title.tsx';

/** One order: lines, totals, address, payment, the status timeline and cancel while pending. */
export function OrderPage() {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const { query, missing } = useRouteOrder();

  if (query.isPending) return <div className="mx-auto max-w-4xl" aria-busy="true"><Skeleton className="h-96" /></div>;
  if (missing) return <OrderNotFound />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const order = query.data;
  const shortId = orderReference(order);
  const storeName = localized(order.store.nameAr, order.store.nameEn);
  const whatsapp = orderWhatsappHref(i18n, language, order);
  const sharedCheckout = order.checkout.totalAmount !== formatTotal(order.totalAmount, order.checkout.shippingAmount);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <nav aria-label={t`Breadcrumb`} className="text-sm text-ink-muted">
        <ol className="flex items-center gap-2">
          <li><Link to="/orders" className="rounded hover:text-brand-700 focusable"><Trans>My orders</Trans></Link></li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" dir="ltr">#{shortId}</li>
        </ol>
      </nav>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <PageTitle>{t`Order details`}</PageTitle>
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold">
            <span><Trans>Order</Trans> <span dir="ltr">#{shortId}</span></span>
            <OrderStatusBadge status={order.status} />
          </h1>
          <p className="text-sm text-ink-muted">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, language)}</time> · {storeName}
          </p>
        </div>
        <StatusActions order={order} shortId={shortId} />
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="lines-heading" className="card flex flex-col gap-3 p-5 lg:col-span-2">
          <h2 id="lines-heading" className="text-lg font-bold"><Trans>Items</Trans></h2>
          <OrderLines items={order.items} />
          <dl className="flex flex-col gap-1 border-t border-gray-200 pt-3 text-sm">
            <div className="flex justify-between font-bold"><dt><Trans>Order total</Trans></dt><dd>{formatPrice(order.totalAmount, language)}</dd></div>
            <div className="flex justify-between"><dt className="text-ink-muted"><Trans>Shipping</Trans></dt><dd>{Number(order.checkout.shippingAmount) === 0 ? <Trans>Free</Trans> : formatPrice(order.checkout.shippingAmount, language)}</dd></div>
            <div className="flex justify-between"><dt className="text-ink-muted"><Trans>Checkout total</Trans></dt><dd>{formatPrice(order.checkout.totalAmount, language)}</dd></div>
          </dl>
          {sharedCheckout && <p className="text-xs text-ink-muted"><Trans>Shipping and the checkout total cover every order of this checkout.</Trans></p>}
        </section>
        <section aria-labelledby="timeline-heading" className="card flex flex-col gap-3 p-5">
          <h2 id="timeline-heading" className="text-lg font-bold"><Trans>Order status</Trans></h2>
          <StatusTimeline order={order} />
        </section>
      </div>

      <section aria-labelledby="delivery-heading" className="card flex flex-col gap-3 p-5">
        <h2 id="delivery-heading" className="text-lg font-bold"><Trans>Delivery and payment</Trans></h2>
        <DeliveryDetails checkout={order.checkout} cliqReference={order.cliqReference}>
          <CliqReferenceForm order={order} />
        </DeliveryDetails>
        {whatsapp && (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="btn w-fit bg-green-800 text-white hover:bg-green-900" aria-label={t`Message the seller on WhatsApp: ${storeName} (opens in a new tab)`}>
            <Trans>Message the seller on WhatsApp</Trans>
          </a>
        )}
      </section>
    </div>
  );
}

/** The checkout total this order would have alone (to tell whether the checkout had other orders). */
function formatTotal(orderTotal: string, shipping: string) {
  return centsToText((parseMoney(orderTotal) ?? 0) + (parseMoney(shipping) ?? 0));
}
