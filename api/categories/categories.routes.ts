import { asc } from 'drizzle-orm';
import { categories } from '#api/db/schema.ts';
import { router } from '#api/lib/context.ts';
import { publicCache } from '#api/lib/http-cache.ts';
import { toCategoryDto } from './category-dto.ts';

// Categories: public list; admin create and update (admin issue adds POST and PUT here).
export const categoriesRoutes = router().get('/', (c) => {
  const rows = c.var.db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.nameEn)).all();
  publicCache(c);
  return c.json(rows.map(toCategoryDto));
});
