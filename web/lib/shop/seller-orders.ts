import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SellerOrdersSummaryDto } from '#api/contract/seller.ts';
import { api } from '#web/lib/api.ts';
import { useCurrentUser } from '#web/lib/session.ts';
import { orderKeys } from './orders.ts';

/** How often a seller's open app asks whether orders changed; unchanged answers are a bodiless 304. */
export const SELLER_POLL_MS = 30_000;

export const sellerSummaryQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'seller-summary'] as const,
    queryFn: ({ signal }) => api.get<'/api/orders/seller-summary'>('/api/orders/seller-summary', { signal }),
    enabled,
    // Polls only while the app is in front (TanStack pauses intervals for hidden pages).
    refetchInterval: SELLER_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

/**
 * For a signed-in seller: the count of orders waiting for her, and `onNewOrder` once for each newest
 * order that arrives while the app is open (not for the ones there at the first look). Every order list
 * refreshes then, so a new order shows up without a reload.
 */
export function useSellerOrders(onNewOrder: (latest: NonNullable<SellerOrdersSummaryDto['latest']>) => void) {
  const { user } = useCurrentUser();
  const isSeller = user?.role === 'seller';
  const queryClient = useQueryClient();
  const summary = useQuery(sellerSummaryQuery(isSeller));
  const seen = useRef<string | null | undefined>(undefined);
  const latest = summary.data?.latest ?? null;
  // undefined until the first answer; then the newest order's id, or null when there is none yet
  const newestId = summary.data ? (latest?.id ?? null) : undefined;
  useEffect(() => {
    if (newestId === undefined) return;
    const previous = seen.current;
    seen.current = newestId;
    if (previous === undefined || !latest || previous === newestId) return;
    onNewOrder(latest);
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === orderKeys.all[0] && q.queryKey[1] !== 'seller-summary' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the newest order matters
  }, [newestId]);
  return { isSeller, needsAction: summary.data?.needsAction ?? 0 };
}
