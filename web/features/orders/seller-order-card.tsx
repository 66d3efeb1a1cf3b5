import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDetailDto } from '#api/contract/orders.ts';
import { buyerWhatsappHref } from '#web/lib/shop/order-whatsapp.ts';
import { orderReference } from '#web/lib/shop/orders.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatDate, formatPrice } from '#web/lib/format.ts';
import { OrderStatusBadge } from '#web/ui/order-status-badge.tsx';
import { DeliveryDetails } from './delivery-details.tsx';
import { OrderLines } from './order-lines.tsx';
import { StatusActions } from './status-actions.tsx';

/** A store order as the seller works with it: buyer contact, address, lines and the next steps. */
export function SellerOrderCard({ order }: { order: OrderDetailDto }) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const shortId = orderReference(order);
  const buyerName = `${order.buyer.firstName} ${order.buyer.lastName}`.trim();
  return (
    <li className="card flex flex-col gap-4 p-5" data-testid="seller-order">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold">
          <span><Trans>Order</Trans> <span dir="ltr">#{shortId}</span></span>
          <OrderStatusBadge status={order.status} />
        </h2>
        <time dateTime={order.createdAt} className="text-sm text-ink-muted">{formatDate(order.createdAt, language)}</time>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold">{buyerName}</span>
        <a href={`mailto:${order.buyer.email}`} className="rounded text-brand-700 underline focusable" dir="ltr">{order.buyer.email}</a>
        <a href={buyerWhatsappHref(i18n, language, order)} target="_blank" rel="noopener noreferrer" className="rounded text-green-800 underline focusable" aria-label={t`WhatsApp ${buyerName} (opens in a new tab)`}>
          <Trans>WhatsApp</Trans>
        </a>
      </div>
      <DeliveryDetails checkout={order.checkout} cliqReference={order.cliqReference} />
      <OrderLines items={order.items} compact />
      <p className="flex justify-between border-t border-gray-200 pt-2 font-bold">
        <span><Trans>Order total</Trans></span><span>{formatPrice(order.totalAmount, language)}</span>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusActions order={order} shortId={shortId} />
        <Link to={`/orders/${order.id}`} className="btn-ghost" aria-label={t`Details of order ${shortId}`}><Trans>Details</Trans></Link>
      </div>
    </li>
  );
}
