import { Trans, useLingui } from '@lingui/react/macro';
import { centsToText, parseMoney } from '#api/contract/money.ts';
import type { PaymentMethod } from '#api/contract/orders.ts';
import type { CartLine } from '#web/lib/shop/cart.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { formatPrice } from '#web/lib/format.ts';
import { Field } from '#web/ui/field.tsx';
import type { CheckoutFormValues } from './checkout-form.ts';

export type StoreShare = { storeId: string; nameAr: string; nameEn: string; cliqNumber: string | null; cents: number };

/** Each store's part of the cart, with its CliQ alias: with CliQ, the buyer pays every store. */
export function storeShares(lines: CartLine[]): StoreShare[] {
  const shares = new Map<string, StoreShare>();
  for (const { product, quantity } of lines) {
    const share = shares.get(product.storeId) ?? {
      storeId: product.storeId,
      nameAr: product.store?.nameAr ?? '',
      nameEn: product.store?.nameEn ?? '',
      cliqNumber: product.seller?.cliqNumber ?? null,
      cents: 0,
    };
    share.cents += (parseMoney(product.price) ?? 0) * quantity;
    shares.set(product.storeId, share);
  }
  return [...shares.values()];
}

type Props = {
  values: CheckoutFormValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<CheckoutFormValues>) => void;
  shares: StoreShare[];
};

/** Cash on delivery, or a CliQ transfer to each store's alias with the transfer reference. */
export function PaymentFields({ values, errors, onChange, shares }: Props) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const choice = (method: PaymentMethod, title: string, text: string) => (
    <label className={`card flex cursor-pointer items-start gap-3 p-4 focus-within:(ring-2 ring-brand-600) ${values.paymentMethod === method ? 'border-brand-600 bg-brand-50' : ''}`}>
      <input type="radio" name="paymentMethod" value={method} checked={values.paymentMethod === method} onChange={() => onChange({ paymentMethod: method })} className="mt-1 h-4 w-4 accent-brand-700" />
      <span className="flex flex-col">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-ink-muted">{text}</span>
      </span>
    </label>
  );
  const missingAlias = shares.filter((share) => !share.cliqNumber);
  // A cart from several stores means one transfer per store, so one reference per store.
  const perStore = shares.length > 1;
  const referenceHint = t`The reference number your bank app shows after the transfer`;
  const storeReference = (share: StoreShare, index: number, storeName = localized(share.nameAr, share.nameEn)) => (
    <Field label={t`Transfer reference for ${storeName}`} error={index === 0 ? errors.cliqReference : undefined}
      hint={t`You can also add it later from the order page while the order is pending.`}>
      {(props) => (
        <input {...props} className="input" dir="ltr" autoComplete="off" maxLength={100} value={values.cliqReferences[share.storeId] ?? ''}
          onChange={(e) => onChange({ cliqReferences: { ...values.cliqReferences, [share.storeId]: e.target.value }, cliqReference: '' })} />
      )}
    </Field>
  );

  return (
    <fieldset className="card flex flex-col gap-4 p-5">
      <legend className="px-1 text-lg font-bold">{t`Payment method`}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choice('cod', t`Cash on delivery`, t`Pay when your order arrives.`)}
        {choice('cliq', t`CliQ transfer`, t`Transfer to each seller's CliQ alias, then enter the reference.`)}
      </div>
      {values.paymentMethod === 'cliq' && (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-2" aria-label={t`CliQ aliases of the sellers`}>
            {shares.map((share, index) => (
              <li key={share.storeId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-gray-50 p-3 text-sm">
                <span className="font-semibold">{localized(share.nameAr, share.nameEn)}</span>
                {share.cliqNumber ? (
                  <span>
                    <Trans>CliQ alias:</Trans> <span dir="ltr" className="font-mono font-semibold">{share.cliqNumber}</span>
                  </span>
                ) : (
                  <span className="text-red-800"><Trans>No CliQ alias</Trans></span>
                )}
                <span><Trans>Amount:</Trans> {formatPrice(centsToText(share.cents), language)}</span>
                {perStore && share.cliqNumber && <div className="w-full">{storeReference(share, index)}</div>}
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink-muted"><Trans>The delivery fee, if any, is paid on delivery.</Trans></p>
          {missingAlias.length > 0 && (
            <p className="text-sm text-red-800" role="alert"><Trans>A seller in your cart does not accept CliQ. Please choose cash on delivery.</Trans></p>
          )}
          {!perStore && (
            <Field label={t`Transfer reference`} error={errors.cliqReference} hint={referenceHint} required>
              {(props) => <input {...props} className="input" dir="ltr" value={values.cliqReference} onChange={(e) => onChange({ cliqReference: e.target.value })} maxLength={100} />}
            </Field>
          )}
        </div>
      )}
    </fieldset>
  );
}
