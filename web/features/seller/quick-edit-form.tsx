import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { parseLocalizedNumber } from '#web/lib/format.ts';
import { Field } from '#web/ui/field.tsx';
import type { QuickChange } from './use-quick-edit.ts';

/** Price and stock of one product, edited in place in the product list (Arabic digits accepted). */
export function QuickEditForm({ product, saving, onSave, onClose }: { product: ProductDto; saving: boolean; onSave: (change: QuickChange) => void; onClose: () => void }) {
  const { t } = useLingui();
  const [price, setPrice] = useState(product.price);
  const [stock, setStock] = useState(String(product.stock));
  const [errors, setErrors] = useState<{ price?: string; stock?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const priceValue = parseLocalizedNumber(price);
    const stockValue = parseLocalizedNumber(stock);
    const found = {
      price: Number.isFinite(priceValue) && priceValue >= 0 && price.trim() !== '' ? undefined : t`Enter a price, e.g. 12.50`,
      stock: Number.isInteger(stockValue) && stockValue >= 0 && stock.trim() !== '' ? undefined : t`Enter a whole number of pieces`,
    };
    setErrors(found);
    if (found.price || found.stock) return;
    onSave({ price: priceValue.toFixed(2), stock: stockValue });
  };

  return (
    <form onSubmit={submit} noValidate className="flex w-full flex-wrap items-end gap-3" aria-label={t`Price and stock`}>
      <div className="w-28">
        <Field label={t`Price (JOD)`} error={errors.price}>
          {(aria) => <input {...aria} className="input" inputMode="decimal" dir="ltr" autoFocus value={price} onChange={(e) => setPrice(e.target.value)} />}
        </Field>
      </div>
      <div className="w-24">
        <Field label={t`Stock`} error={errors.stock}>
          {(aria) => <input {...aria} className="input" inputMode="numeric" dir="ltr" value={stock} onChange={(e) => setStock(e.target.value)} />}
        </Field>
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={saving}>{saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}</button>
        <button type="button" className="btn-ghost" onClick={onClose}><Trans>Cancel</Trans></button>
      </div>
    </form>
  );
}
