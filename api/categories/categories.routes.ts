import { asc } from 'drizzle-orm';
import { categories } from '#api/db/tables.ts';
import { CategorySchema, IdParamSchema } from '#api/contract/admin.ts';
import { router } from '#api/lib/context.ts';
import { adminGate } from '#api/lib/gates.ts';
import { publicCache } from '#api/lib/http-cache.ts';
import { valid } from '#api/lib/validate.ts';
import { toCategoryDto } from './category-dto.ts';
import { createCategory, deleteCategory, updateCategory } from './categories.service.ts';

// Categories: public list; admin create, update and delete (only when no product uses it).
export const categoriesRoutes = router()
  .get('/', async (c) => {
    const rows = await c.get('db').select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.nameEn));
    publicCache(c);
    return c.json(rows.map(toCategoryDto));
  })
  .post('/', adminGate, valid('json', CategorySchema), async (c) => {
    return c.json(await createCategory(c.get('db'), c.req.valid('json')), 201);
  })
  .put('/:id', adminGate, valid('param', IdParamSchema), valid('json', CategorySchema), async (c) => {
    return c.json(await updateCategory(c.get('db'), c.req.valid('param').id, c.req.valid('json')));
  })
  .delete('/:id', adminGate, valid('param', IdParamSchema), async (c) => {
    await deleteCategory(c.get('db'), c.req.valid('param').id);
    return c.json({ success: true });
  });
