import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '#web/lib/format.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { useOnline } from '#web/lib/use-online.ts';

type CachedRead = { data: unknown; dataUpdatedAt: number; isError: boolean };

/** True when a read shows what was kept on the phone: offline, or its last refresh failed. */
export const showsKeptCopy = (read: CachedRead, online: boolean) => read.data !== undefined && read.dataUpdatedAt > 0 && (!online || read.isError);

/**
 * "Last updated at …" over a page that shows its kept copy (a seller's shop opened offline): the
 * oldest of the page's reads, in the page's language. Nothing when every read is fresh.
 */
export function LastUpdated({ reads }: { reads: CachedRead[] }) {
  const online = useOnline();
  const { language } = useLanguage();
  const kept = reads.filter((read) => showsKeptCopy(read, online));
  if (kept.length === 0) return null;
  const when = formatDateTime(Math.min(...kept.map((read) => read.dataUpdatedAt)), language);
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="last-updated">
      <Trans>Last updated at {when}. Changes that need the server wait until you are back online.</Trans>
    </p>
  );
}
