import { useLingui } from '@lingui/react/macro';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { useLocalized } from '#web/lib/i18n.tsx';
import { ImageWithFallback } from '#web/ui/image-with-fallback.tsx';
import { Skeleton } from '#web/ui/states.tsx';
import { storeGovernorateLabel } from './store-facts.ts';

const cardSize = 'w-64 shrink-0 snap-start';

/** One shop in the street row; the whole card opens the quick view. */
export function StreetStoreCard({ store, onOpen }: { store: StoreDto; onOpen: (store: StoreDto) => void }) {
  const { i18n } = useLingui();
  const localized = useLocalized();
  return (
    <li className={cardSize}>
      <button
        type="button"
        onClick={() => onOpen(store)}
        aria-haspopup="dialog"
        className="card focusable flex h-full w-full flex-col overflow-hidden text-start transition-shadow hover:shadow-md"
      >
        <ImageWithFallback url={store.bannerUrl || store.logoUrl} alt="" className="h-32 w-full" sizes="256px" preferredWidth={320} />
        <span className="flex flex-1 flex-col gap-1 p-4">
          <span className="font-bold text-ink">{localized(store.nameAr, store.nameEn)}</span>
          <span className="line-clamp-2 text-sm text-ink-muted">{localized(store.descriptionAr, store.descriptionEn)}</span>
          <span className="mt-auto pt-2 text-xs font-semibold text-brand-700">{storeGovernorateLabel(i18n, store)}</span>
        </span>
      </button>
    </li>
  );
}

export function StreetStoreCardSkeleton() {
  return (
    <li className={`${cardSize} card overflow-hidden`} aria-hidden="true">
      <Skeleton className="h-32 w-full rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </li>
  );
}
