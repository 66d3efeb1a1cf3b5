import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderDetailDto, PaymentMethod } from '#api/contract/orders.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatNumber, formatPrice } from '#web/lib/format.ts';
import { governorateLabel } from '#web/lib/governorates.ts';
import { orderStatusLabel } from '#web/lib/shop/orders.ts';
import { photoSources } from '#web/lib/photos.ts';

const paymentLabels: Record<PaymentMethod, MessageDescriptor> = { cod: msg`Cash on delivery`, cliq: msg`CliQ transfer` };

export function Section({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`card p-4 ${className}`} aria-label={title}>
      <h2 className="mt-0 mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-1 text-sm">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="m-0 font-semibold">{children}</dd>
    </div>
  );
}

/** Phone numbers and references read left to right in both languages. */
const Ltr = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;

export function OrderLines({ order }: { order: OrderDetailDto }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  return (
    <Section title={t`Items`} className="lg:col-span-2">
      <ul className="m-0 list-none divide-y divide-gray-200 p-0">
        {order.items.map((item) => {
          const name = localized(item.nameAr, item.nameEn);
          const quantity = formatNumber(item.quantity, language);
          const unit = formatPrice(item.price, language);
          return (
            <li key={item.id} className="flex items-center gap-3 py-3">
              {item.imageUrl ? (
                <img {...photoSources(item.imageUrl, 320)} sizes="64px" alt="" width={64} height={64} loading="lazy" className="h-16 w-16 rounded-lg object-cover" />
              ) : (
                <div className="h-16 w-16 rounded-lg bg-gray-100" aria-hidden="true" />
              )}
              <div className="flex-1">
                <Link to={`/products/${item.productId}`} className="focusable rounded font-semibold hover:underline">{name}</Link>
                <p className="m-0 text-sm text-ink-muted"><Trans>{quantity} × {unit}</Trans></p>
              </div>
              <span className="font-semibold">{formatPrice(item.lineTotal, language)}</span>
            </li>
          );
        })}
      </ul>
      <p className="mb-0 mt-3 flex justify-between border-t border-gray-200 pt-3 font-bold">
        <span><Trans>Order total</Trans></span>
        <span>{formatPrice(order.totalAmount, language)}</span>
      </p>
    </Section>
  );
}

export function OrderPeople({ order }: { order: OrderDetailDto }) {
  const { t, i18n } = useLingui();
  const { language: lang } = useLanguage();
  const localized = useLocalized();
  const { buyer, store } = order;
  const address = order.checkout.address;
  return (
    <>
      <Section title={t`Buyer`}>
        <dl className="m-0">
          <Row label={t`Name`}>{`${buyer.firstName} ${buyer.lastName}`.trim()}</Row>
          <Row label={t`E-mail`}><Ltr>{buyer.email}</Ltr></Row>
          {buyer.phoneNumber && <Row label={t`Phone`}><Ltr>{buyer.phoneNumber}</Ltr></Row>}
        </dl>
      </Section>
      <Section title={t`Store`}>
        <dl className="m-0">
          <Row label={t`Name`}>
            <Link to={`/stores/${store.slug}`} className="focusable rounded text-brand-700 underline">{localized(store.nameAr, store.nameEn)}</Link>
          </Row>
          {store.phoneNumber && <Row label={t`Phone`}><Ltr>{store.phoneNumber}</Ltr></Row>}
          {store.whatsappNumber && <Row label={t`WhatsApp`}><Ltr>{store.whatsappNumber}</Ltr></Row>}
          {store.cliqNumber && <Row label={t`CliQ alias`}><Ltr>{store.cliqNumber}</Ltr></Row>}
        </dl>
      </Section>
      <Section title={t`Delivery address`}>
        <address className="flex flex-col gap-1 not-italic text-sm leading-6 [&>p]:m-0">
          <p>{[governorateLabel(i18n, address.governorate), address.city].filter(Boolean).join(lang === 'ar' ? '، ' : ', ')}</p>
          <p>{address.street}</p>
          {address.details && <p>{address.details}</p>}
          <p><Ltr>{address.phone}</Ltr></p>
        </address>
      </Section>
    </>
  );
}

export function OrderPayment({ order }: { order: OrderDetailDto }) {
  const { t, i18n } = useLingui();
  const { language: lang } = useLanguage();
  const { checkout } = order;
  return (
    <Section title={t`Payment`}>
      <dl className="m-0">
        <Row label={t`Method`}>{i18n._(paymentLabels[checkout.paymentMethod])}</Row>
        {checkout.cliqReference && <Row label={t`Transfer reference`}><Ltr>{checkout.cliqReference}</Ltr></Row>}
        <Row label={t`This order`}>{formatPrice(order.totalAmount, lang)}</Row>
        <Row label={t`Checkout subtotal`}>{formatPrice(checkout.subtotalAmount, lang)}</Row>
        <Row label={t`Shipping (whole checkout)`}>{formatPrice(checkout.shippingAmount, lang)}</Row>
        <Row label={t`Checkout total`}>{formatPrice(checkout.totalAmount, lang)}</Row>
      </dl>
    </Section>
  );
}

export function OrderHistory({ order }: { order: OrderDetailDto }) {
  const { t, i18n } = useLingui();
  const { language: lang } = useLanguage();
  const when = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-JO-u-nu-arab' : 'en-JO', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Section title={t`Status history`}>
      <ol className="relative m-0 ms-2 list-none border-0 border-s-2 border-solid border-gray-200 p-0">
        {order.events.map((event, i) => (
          <li key={`${event.status}-${i}`} className="mb-3 ms-4">
            <span className="absolute -start-[7px] mt-1.5 h-3 w-3 rounded-full bg-brand-700" aria-hidden="true" />
            <p className="m-0 font-semibold">{i18n._(orderStatusLabel[event.status])}</p>
            <p className="m-0 text-sm text-ink-muted"><time dateTime={event.createdAt}>{when.format(new Date(event.createdAt))}</time></p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
