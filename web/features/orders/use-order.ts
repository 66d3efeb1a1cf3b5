import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { orderQuery } from '#web/lib/shop/orders.ts';
import { ApiError } from '#web/lib/api.ts';
import { retryReads } from '#web/lib/query-client.ts';

/** The order of the `:id` route param; `missing` when it does not exist or is not the viewer's. */
export function useRouteOrder() {
  const { id = '' } = useParams();
  const query = useQuery({ ...orderQuery(id), retry: retryReads });
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
  return { id, query, missing };
}
