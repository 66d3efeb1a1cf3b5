import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { dismissSuggestion, removeQueuedListing, storageReport, useArrivedSuggestions, useQueuedListings } from '#web/lib/offline/listing-queue.ts';
import { messageForCode } from '#web/lib/error-messages.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { useCurrentUser } from '#web/lib/session.ts';

/** Listings of this store kept on the phone until the connection returns ("waiting to upload"). */
export function QueuedListings({ storeId }: { storeId: string }) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const { user } = useCurrentUser();
  const all = useQueuedListings(user?.id);
  const listings = all.filter((listing) => listing.storeId === storeId);
  const [megabytes, setMegabytes] = useState<string | null>(null);
  useEffect(() => {
    if (!user || all.length === 0) return;
    void storageReport(user.id).then(({ queuedBytes }) => setMegabytes(formatNumber(queuedBytes / (1024 * 1024), language, 1)));
  }, [user, all.length, language]);
  if (listings.length === 0) return <ArrivedSuggestions storeId={storeId} />;
  return (
    <>
    <ArrivedSuggestions storeId={storeId} />
    <section aria-labelledby="queued-listings" className="card flex flex-col gap-3 border-amber-200 bg-amber-50 p-4">
      <h2 id="queued-listings" className="text-lg font-bold"><Trans>Waiting to upload</Trans></h2>
      <p className="text-sm text-amber-900">
        <Trans>These listings are kept on this phone and are sent when you are back online.</Trans>
        {megabytes && <> <Trans>Their photos take {megabytes} MB.</Trans></>}
      </p>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {listings.map((listing) => {
          const name = localized(String(listing.payload.nameAr ?? ''), String(listing.payload.nameEn ?? '')) || t`Untitled listing`;
          const photos = formatNumber(listing.photoIds.length, language);
          return (
            <li key={listing.id} data-testid="queued-listing" className="flex flex-wrap items-center justify-between gap-2 border-t border-amber-200 pt-2">
              <div className="flex min-w-0 flex-col">
                <span className="font-semibold"><bdi>{name}</bdi></span>
                <span className="text-sm text-ink-muted"><Trans>{photos} photos</Trans></span>
                {listing.refusal && (
                  <span role="alert" className="text-sm text-red-800">
                    <Trans>Not listed: {messageForCode(i18n, listing.refusal.code) ?? listing.refusal.message}</Trans>
                  </span>
                )}
              </div>
              <button type="button" className="btn-ghost px-2 py-1 text-sm text-red-700" onClick={() => void removeQueuedListing(listing.id)} aria-label={t`Delete ${name} from this phone`}>
                <Trans>Delete</Trans>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
    </>
  );
}

/**
 * Listings sent from the phone whose photo analysis arrived after they uploaded: she opens the product
 * to see the suggestions (they fill only what she left empty, decision 020) or dismisses them.
 */
function ArrivedSuggestions({ storeId }: { storeId: string }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const { user } = useCurrentUser();
  const arrived = useArrivedSuggestions(user?.id).filter((s) => s.storeId === storeId);
  if (arrived.length === 0) return null;
  return (
    <section aria-labelledby="arrived-suggestions" className="card flex flex-col gap-3 border-brand-200 bg-brand-50 p-4">
      <h2 id="arrived-suggestions" className="text-lg font-bold"><Trans>Suggestions from your photos</Trans></h2>
      <p className="text-sm"><Trans>These products were listed from this phone. Their photos suggest text for the fields you left empty: check it, then keep or edit it.</Trans></p>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {arrived.map((item) => {
          const name = localized(item.nameAr, item.nameEn) || t`Untitled listing`;
          return (
            <li key={item.productId} data-testid="arrived-suggestion" className="flex flex-wrap items-center justify-between gap-2 border-t border-brand-200 pt-2">
              <span className="min-w-0 font-semibold"><bdi>{name}</bdi></span>
              <span className="flex gap-2">
                <Link to={`/seller/products/${encodeURIComponent(item.productId)}/edit`} className="btn-outline px-3 py-1 text-sm" aria-label={t`Check suggestions for ${name}`}>
                  <Trans>Check suggestions</Trans>
                </Link>
                <button type="button" className="btn-ghost px-2 py-1 text-sm" onClick={() => void dismissSuggestion(item.productId)} aria-label={t`Dismiss the suggestions for ${name}`}>
                  <Trans>Dismiss</Trans>
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
