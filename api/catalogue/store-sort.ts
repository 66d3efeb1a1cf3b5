import type { StoreSortField } from '#api/contract/catalogue.ts';

/** The column each stores-list sort reads, on both engines (each has its `stores_active_*` index). */
export const STORE_SORT_COLUMNS: Record<StoreSortField, string> = { name: 'name_en', rating: 'rating', orders: 'total_orders', newest: 'created_at' };
