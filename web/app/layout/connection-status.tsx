import { useEffect, useState, useSyncExternalStore } from 'react';
import { useOnline } from '#web/lib/use-online.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { drainNow, hasPendingWrites, onDrained, registerDrainTask, useOutboxCount, useOutboxSync } from '#web/lib/offline/outbox.ts';
import { useCurrentUser } from '#web/lib/session.ts';
import { keepPendingWritesShown } from '#web/lib/offline/pending-writes.ts';
import { takeConflicts } from '#web/lib/offline/outbox-store.ts';
import { messageForCode } from '#web/lib/error-messages.ts';
import { applyUpdate, pwaState } from '#web/lib/pwa/register.ts';
import { cartKeys } from '#web/lib/shop/cart-query.ts';
import { wishlistKeys } from '#web/lib/shop/wishlist-query.ts';
import { orderKeys } from '#web/lib/shop/order-keys.ts';
import { toast } from '#web/ui/toast.tsx';

/** A seller's listings made offline are sent with the outbox (their code loads only for sellers). */
function useListingSync() {
  const { user } = useCurrentUser();
  const sellerId = user && user.role !== 'buyer' ? user.id : undefined;
  useEffect(() => {
    if (!sellerId) return;
    let unregister: (() => void) | undefined;
    let live = true;
    void import('#web/lib/offline/listing-queue.ts').then(({ listingDrainTask }) => {
      if (!live) return;
      unregister = registerDrainTask(listingDrainTask(sellerId));
      void drainNow();
    });
    return () => {
      live = false;
      unregister?.();
    };
  }, [sellerId]);
}

/** Keeps the outbox draining and settles the cart and wishlist to the server's truth afterwards. */
function useOutboxReconcile() {
  const queryClient = useQueryClient();
  const { i18n, t } = useLingui();
  useOutboxSync();
  useEffect(() => keepPendingWritesShown(queryClient, hasPendingWrites), [queryClient]);
  useListingSync();
  useEffect(
    () =>
      onDrained(async () => {
        await Promise.all([
          ...[cartKeys.all, wishlistKeys.all, orderKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          // A seller's listings sent from the phone: her lists and figures change.
          queryClient.invalidateQueries({ predicate: (query) => /^\/api\/(stores|dashboard)/.test(String(query.queryKey[0])) }),
        ]);
        const conflicts = await takeConflicts();
        if (conflicts.length === 0) return;
        const reasons = conflicts.map((c) => messageForCode(i18n, c.code) ?? c.message);
        toast({ title: t`Some offline changes could not be saved`, description: [...new Set(reasons)].join(' · '), variant: 'destructive' });
      }),
    [queryClient, i18n, t],
  );
}

type InstallEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

function InstallHint() {
  const { t } = useLingui();
  const [event, setEvent] = useState<InstallEvent | null>(null);
  // Never on the server's pre-render (no storage there; the hint depends on this browser).
  const inBrowser = typeof window !== 'undefined';
  const [dismissed, setDismissed] = useState(() => !inBrowser || localStorage.getItem('install-hint-dismissed') === '1');
  const isIos = inBrowser && /iphone|ipad|ipod/i.test(navigator.userAgent) && !(navigator as Navigator & { standalone?: boolean }).standalone;
  useEffect(() => {
    const onPrompt = (e: Event) => { e.preventDefault(); setEvent(e as InstallEvent); };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);
  if (dismissed || (!event && !isIos)) return null;
  const dismiss = () => { localStorage.setItem('install-hint-dismissed', '1'); setDismissed(true); };
  return (
    // Fixed over the page, not in its flow: the offer appears late and must not push the page (CLS).
    <div className="card fixed inset-x-2 bottom-20 z-40 flex flex-wrap items-center gap-3 bg-brand-50 px-4 py-3 text-sm text-brand-800 shadow-lg md:bottom-4 md:start-auto md:end-4 md:max-w-md" role="region" aria-label={t`Install the app`}>
      {event ? (
        <>
          <span><Trans>Install Souq Bayti on your home screen for quick access, even offline.</Trans></span>
          <button type="button" className="btn-primary py-1" onClick={() => void event.prompt().finally(() => setEvent(null))}><Trans>Install</Trans></button>
        </>
      ) : (
        <span><Trans>To install on iPhone: tap the Share button, then "Add to Home Screen".</Trans></span>
      )}
      <button type="button" className="btn-ghost ms-auto py-1" onClick={dismiss}><Trans>Not now</Trans></button>
    </div>
  );
}

/** Offline banner, "waiting to sync (n)", the update prompt and the install hint. */
export function ConnectionStatus() {
  const online = useOnline();
  const waiting = useOutboxCount();
  const { language } = useLanguage();
  const { updateReady } = useSyncExternalStore(pwaState.subscribe, pwaState.get, pwaState.get);
  useOutboxReconcile();
  return (
    <div>
      {!online && (
        <div role="status" className="bg-gray-800 px-4 py-2 text-center text-sm text-white">
          <Trans>You are offline. You can keep browsing what you have seen; cart and wishlist changes will sync later.</Trans>
        </div>
      )}
      {waiting > 0 && (
        <div role="status" className="bg-amber-100 px-4 py-1 text-center text-sm text-amber-900" data-testid="sync-indicator">
          <Trans>Waiting to sync ({formatNumber(waiting, language)})</Trans>
        </div>
      )}
      {updateReady && (
        <div role="alert" className="flex items-center justify-center gap-3 bg-brand-700 px-4 py-2 text-sm text-white">
          <Trans>A new version of Souq Bayti is ready.</Trans>
          <button type="button" className="btn bg-white py-1 text-brand-800" onClick={applyUpdate}><Trans>Update now</Trans></button>
        </div>
      )}
      <InstallHint />
    </div>
  );
}
