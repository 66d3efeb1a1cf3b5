import type { ReactNode } from 'react';
import { AppLink } from '#web/ui/app-link.tsx';
import { Trans } from '@lingui/react/macro';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { whatsappDigits } from '#api/contract/phone.ts';
import { useLocalized } from '#web/lib/i18n.tsx';

function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="btn-outline justify-start">
      {children}
      <span className="sr-only"> <Trans>(opens in a new tab)</Trans></span>
    </a>
  );
}

/** The seller's contact card: the store page (/{slug}), social pages, WhatsApp and the CliQ alias as text. */
export function SellerCard({ product }: { product: ProductDto }) {
  const localized = useLocalized();
  const { store, seller } = product;
  if (!store && !seller) return null;
  return (
    <section aria-labelledby="seller-card" className="card flex flex-col gap-3 p-4">
      <h2 id="seller-card" className="text-lg font-bold"><Trans>Contact the seller</Trans></h2>
      {store && (
        <p>
          <AppLink to={`/${encodeURIComponent(store.slug || store.id)}`} className="rounded font-semibold text-brand-700 underline focusable">
            {localized(store.nameAr, store.nameEn)}
          </AppLink>
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {seller?.whatsappNumber && <OutLink href={`https://wa.me/${whatsappDigits(seller.whatsappNumber)}`}><Trans>WhatsApp</Trans></OutLink>}
        {seller?.instagramUrl && <OutLink href={seller.instagramUrl}><Trans>Instagram</Trans></OutLink>}
        {seller?.facebookUrl && <OutLink href={seller.facebookUrl}><Trans>Facebook</Trans></OutLink>}
        {seller?.otherPagesUrl && <OutLink href={seller.otherPagesUrl}><Trans>Other page</Trans></OutLink>}
      </div>
      {seller?.cliqNumber && (
        <p className="text-sm">
          <span className="font-semibold"><Trans>CliQ</Trans>:</span> <bdi dir="ltr">{seller.cliqNumber}</bdi>
        </p>
      )}
    </section>
  );
}
