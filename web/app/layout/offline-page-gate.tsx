import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useOnline } from '#web/lib/use-online.ts';
import { NotAvailableOffline } from '#web/ui/not-available-offline.tsx';

const SEEN_KEY = 'souq-bayti:seen-pages';
const MAX_SEEN = 200;

function seenPages(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

function markSeen(path: string) {
  const list = seenPages();
  if (list[0] === path) return;
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify([path, ...list.filter((p) => p !== path)].slice(0, MAX_SEEN)));
  } catch {
    // A full storage only means the page may later say it is not kept.
  }
}

/**
 * 'waiting': a query of the page has nothing to show and cannot get it (paused for the connection, or
 * failed: a page opened offline fails its first fetch, since TanStack's online state starts as online);
 * 'loading'; or 'settled'.
 */
function pageQueries(queryCache: QueryCache): 'waiting' | 'loading' | 'settled' {
  const active = queryCache.findAll({ type: 'active' }).filter((query) => query.state.fetchStatus !== 'idle' || query.state.status !== 'pending');
  const empty = active.filter((query) => query.state.data === undefined);
  if (empty.some(({ state }) => state.fetchStatus === 'paused' || state.status === 'error' || state.fetchFailureCount > 0)) return 'waiting';
  return empty.some(({ state }) => state.status === 'pending') ? 'loading' : 'settled';
}

/**
 * Offline, a page never opened on this phone has queries that wait for the connection with nothing to
 * show: it says "Not available offline" instead of skeletons that never fill. A page opened before
 * shows what was kept (a part that was not, like a further list page, waits on its own). The page stays
 * mounted underneath, so when the connection returns its queries resume and it appears by itself.
 */
export function OfflinePageGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => queryCache.subscribe(listener), [queryCache]);
  const queries = useSyncExternalStore(subscribe, () => pageQueries(queryCache), () => 'loading' as const);
  useEffect(() => {
    if (online && queries === 'settled') markSeen(path);
  }, [online, queries, path]);
  const unavailable = !online && queries === 'waiting' && !seenPages().includes(path);
  return (
    <>
      {unavailable && <NotAvailableOffline onRetry={() => window.location.reload()} />}
      <div hidden={unavailable}>{children}</div>
    </>
  );
}
