import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckoutSummaryDto } from '#api/contract/orders.ts';
import { governorateLabel } from '#web/lib/governorates.ts';
import { paymentMethodLabel } from '#web/lib/shop/orders.ts';
import { useLanguage } from '#web/lib/i18n.tsx';

/** Where the order goes and how it is paid (this order's own CliQ reference: one transfer per store). */
export function DeliveryDetails({ checkout, cliqReference, children }: { checkout: CheckoutSummaryDto; cliqReference: string | null; children?: ReactNode }) {
  const { i18n } = useLingui();
  const { language } = useLanguage();
  const { address } = checkout;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold"><Trans>Delivery address</Trans></dt>
        <dd className="text-ink-muted">
          {[governorateLabel(i18n, address.governorate), address.city, address.street].filter(Boolean).join(language === 'ar' ? '، ' : ', ')}
          {address.details && <span className="block">{address.details}</span>}
        </dd>
      </div>
      <div>
        <dt className="font-semibold"><Trans>Phone</Trans></dt>
        <dd><a href={`tel:${address.phone}`} dir="ltr" className="rounded text-brand-700 underline focusable">{address.phone}</a></dd>
      </div>
      <div>
        <dt className="font-semibold"><Trans>Payment method</Trans></dt>
        <dd className="text-ink-muted">
          {i18n._(paymentMethodLabel[checkout.paymentMethod])}
          {cliqReference && (
            <span className="block"><Trans>Transfer reference:</Trans> <span dir="ltr" className="font-mono">{cliqReference}</span></span>
          )}
          {children}
        </dd>
      </div>
    </dl>
  );
}
