import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const categoryKeys = { all: ['/api/categories'] as const };

/** All categories (header menu, filters, seller forms, bulk page, admin). */
export const categoriesQuery = queryOptions({
  queryKey: categoryKeys.all,
  queryFn: ({ signal }) => api.get<'/api/categories'>('/api/categories', { signal }),
});
