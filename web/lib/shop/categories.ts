import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import type { Answer, ApiRoutes } from '#web/lib/api-types.ts';

export const categoryKeys = { all: ['/api/categories'] as const };

/** All categories (header menu, filters, seller forms, bulk page, admin). */
export const categoriesQuery = queryOptions({
  queryKey: categoryKeys.all,
  queryFn: ({ signal }) => api.get<Answer<ApiRoutes['categories']['$get']>>('/api/categories', { signal }),
});
