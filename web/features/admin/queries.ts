import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStoreDto, CategoryValues } from '#api/contract/admin.ts';
import type { OrderStatus } from '#api/contract/orders.ts';
import type { AdminStatsDto } from '#api/contract/seller.ts';
import { api, withQuery } from '#web/lib/api.ts';
import { getPagedList, type PagedList } from '#web/lib/paged-list.ts';
import { categoryKeys } from '#web/lib/shop/categories.ts';
import { orderKeys } from '#web/lib/shop/orders.ts';

export const ADMIN_PAGE_SIZE = 20;
/** The dashboard's order list (docs/product.md: limit 10, the first 5 in recent activity). */
export const ADMIN_ORDERS_LIMIT = 10;
export const RECENT_ACTIVITY_COUNT = 5;

export type ListParams = { search: string; page: number };

export const adminKeys = {
  all: ['/api/admin'] as const,
  stats: ['/api/dashboard/stats'] as const,
  users: (params: ListParams) => [...adminKeys.all, 'users', params] as const,
  stores: (params: ListParams) => [...adminKeys.all, 'stores', params] as const,
  orders: (limit: number, reference?: string) => [...adminKeys.all, 'orders', limit, reference ?? ''] as const,
};

const listPath = <Path extends string>(path: Path, { search, page }: ListParams) =>
  withQuery(path, { search: search.trim(), limit: ADMIN_PAGE_SIZE, offset: page * ADMIN_PAGE_SIZE });

export const adminStatsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => api.get<'/api/dashboard/stats'>('/api/dashboard/stats', { signal }),
    select: (stats): AdminStatsDto | null => (stats.role === 'admin' ? stats : null),
    enabled,
  });

export const adminUsersQuery = (params: ListParams) =>
  queryOptions({
    queryKey: adminKeys.users(params),
    queryFn: ({ signal }) => getPagedList<'/api/admin/users'>(listPath('/api/admin/users', params), signal),
    placeholderData: keepPreviousData,
  });

export const adminStoresQuery = (params: ListParams) =>
  queryOptions({
    queryKey: adminKeys.stores(params),
    queryFn: ({ signal }) => getPagedList<'/api/admin/stores'>(listPath('/api/admin/stores', params), signal),
    placeholderData: keepPreviousData,
  });

export const adminOrdersQuery = (limit: number, enabled = true, reference?: string) =>
  queryOptions({
    queryKey: adminKeys.orders(limit, reference),
    queryFn: ({ signal }) => api.get<'/api/admin/orders'>(withQuery('/api/admin/orders', { limit, reference }), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/**
 * After a switch the lists and the platform figures change; refresh both. A list read still on its
 * way began before the write (a search typed just before it): invalidating alone would keep it, and
 * its answer would show the row as it was, so it is dropped first. `patch` shows the server's answer
 * in the cached lists meanwhile.
 */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return async (patch?: () => void) => {
    await queryClient.cancelQueries({ queryKey: adminKeys.all });
    patch?.();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    ]);
  };
}

export function useSetUserActive() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => api.put<'/api/admin/users/:id'>(`/api/admin/users/${encodeURIComponent(id)}`, { isActive }),
    onSuccess: () => refresh(),
  });
}

export function useSetStoreActive() {
  const refresh = useRefreshAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => api.put<'/api/admin/stores/:id'>(`/api/admin/stores/${encodeURIComponent(id)}`, { isActive }),
    // The row shows the server's answer at once; the lists are then read again.
    onSuccess: (updated) => refresh(() => queryClient.setQueriesData<PagedList<AdminStoreDto>>({ queryKey: [...adminKeys.all, 'stores'] }, (list) =>
      list && { ...list, items: list.items.map((store) => (store.id === updated.id ? updated : store)) })),
  });
}

/**
 * Creates (no id) or updates a category, then refreshes the shared category list (header menu,
 * filters, forms). The public list is cached briefly by the browser, so this read asks past that cache.
 */
export function useSaveCategory() {
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: CategoryValues }) =>
      id ? api.put<'/api/categories/:id'>(`/api/categories/${encodeURIComponent(id)}`, values) : api.post<'/api/categories'>('/api/categories', values),
    onSuccess: refresh,
  });
}

/** Deletes a category no product uses (the server answers 409 otherwise), then refreshes the list. */
export function useDeleteCategory() {
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: (id: string) => api.delete<'/api/categories/:id'>(`/api/categories/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

function useRefreshCategories() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.fetchQuery({
      queryKey: categoryKeys.all,
      queryFn: ({ signal }) => api.get<'/api/categories'>('/api/categories', { signal, headers: { 'Cache-Control': 'no-cache' } }),
      staleTime: 0,
    });
  };
}

/** Moves an order along an allowed transition; every order list and the figures follow. */
export function useChangeOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (status: OrderStatus) => api.put<'/api/orders/:id/status'>(`/api/orders/${encodeURIComponent(orderId)}/status`, { status }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(orderId), order);
      return Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: orderKeys.all })]);
    },
  });
}
