import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CategoryDto, StoreDto } from '#api/contract/catalogue.ts';
import { formatPrice } from '#web/lib/format.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { storePagePath } from '#web/lib/store-contact.ts';
import { ImageWithFallback } from '#web/ui/image-with-fallback.tsx';
import { EmptyState } from '#web/ui/states.tsx';
import { PHOTO_SIZES } from '#web/ui/photo-sizes.ts';

/** Category tiles: /category/{id}, which the router sends on to the filtered product list. */
export function CategoryTiles({ categories }: { categories: CategoryDto[] }) {
  const localized = useLocalized();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={`/category/${encodeURIComponent(category.id)}`} className="card focusable flex h-full flex-col gap-1 p-4 hover:bg-brand-50">
            <span className="font-semibold text-brand-800">{localized(category.nameAr, category.nameEn)}</span>
            <span className="line-clamp-2 text-xs text-ink-muted">{localized(category.descriptionAr, category.descriptionEn)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Up to 3 stores, each with a Learn more link to its page. */
export function StoreHighlights({ stores }: { stores: StoreDto[] }) {
  const { t } = useLingui();
  const localized = useLocalized();
  if (stores.length === 0) return <EmptyState title={t`No stores available`} />;
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {stores.map((store) => {
        const name = localized(store.nameAr, store.nameEn);
        return (
          <li key={store.id} className="card flex flex-col overflow-hidden">
            <ImageWithFallback url={store.bannerUrl || store.logoUrl} alt="" className="h-36 w-full" sizes={PHOTO_SIZES.landingStores} />
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h3 className="font-bold">{name}</h3>
              <p className="line-clamp-3 text-sm text-ink-muted">{localized(store.descriptionAr, store.descriptionEn)}</p>
              <Link to={storePagePath(store)} className="btn-outline mt-auto self-start" aria-label={t`Learn more: ${name}`}><Trans>Learn more</Trans></Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The e-mail sign-up: no call (as in the spec and the footer); the browser checks the address, we thank. */
export function SignUpBox() {
  const { t } = useLingui();
  const id = useId();
  const [email, setEmail] = useState('');
  const [thanked, setThanked] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setEmail('');
    setThanked(true);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="card flex flex-col gap-3 bg-brand-50 p-6 md:flex-row md:items-center md:justify-between">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold"><Trans>New makers and products, in your inbox</Trans></h2>
        <p className="text-sm text-ink-muted"><Trans>Hear about new shops and seasonal handmade goods.</Trans></p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2 md:w-96">
        <div className="flex gap-2">
          <label htmlFor={`${id}-email`} className="sr-only"><Trans>Your e-mail</Trans></label>
          <input id={`${id}-email`} type="email" dir="ltr" required autoComplete="email" value={email} onChange={(e) => { setEmail(e.target.value); setThanked(false); }} className="input" placeholder={t`Your e-mail`} />
          <button type="submit" className="btn-primary shrink-0 whitespace-nowrap"><Trans>Sign up</Trans></button>
        </div>
        <p role="status" className="text-sm font-semibold text-emerald-800">{thanked ? t`Thank you! We'll keep you posted.` : ''}</p>
      </form>
    </section>
  );
}

const icons = {
  truck: 'M2 6h11v9H2zM13 9h4l3 3v3h-7zM6 18a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM17 18a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  heart: 'M12 20s-7-4.4-8.8-8.7C2 8.2 4 5 7.2 5c1.9 0 3.3 1 4.8 2.6C13.5 6 14.9 5 16.8 5 20 5 22 8.2 20.8 11.3 19 15.6 12 20 12 20z',
  returns: 'M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3',
};

/** Three promises, worded to be true of this marketplace (see docs/decisions). */
export function Benefits() {
  const { language } = useLanguage();
  const free = formatPrice(50, language);
  const fee = formatPrice(5, language);
  const item = (icon: string, title: ReactNode, body: ReactNode, mirror = false) => (
    <li className="flex gap-3">
      <svg viewBox="0 0 24 24" className={`h-8 w-8 shrink-0 text-brand-700 ${mirror ? 'rtl:-scale-x-100' : ''}`} aria-hidden="true">
        <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div>
        <h3 className="font-bold">{title}</h3>
        <p className="text-sm text-ink-muted">{body}</p>
      </div>
    </li>
  );
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {item(icons.truck, <Trans>Free shipping from {free}</Trans>, <Trans>Orders of {free} or more ship free; below that, delivery costs {fee}.</Trans>)}
      {item(icons.heart, <Trans>Fair prices, straight from the maker</Trans>, <Trans>Makers set their own prices and pay no commission, so there is no middleman's mark-up.</Trans>)}
      {item(icons.returns, <Trans>Easy returns</Trans>, <Trans>Something not right? Message the shop and the maker will sort it out with you.</Trans>, true)}
    </ul>
  );
}
