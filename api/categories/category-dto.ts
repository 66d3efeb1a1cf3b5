import type { categories } from '#api/db/tables.ts';
import type { CategoryDto } from '#api/contract/catalogue.ts';

export function toCategoryDto(row: typeof categories.$inferSelect): CategoryDto {
  return {
    id: row.id, slug: row.slug, nameEn: row.nameEn, nameAr: row.nameAr, descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr, iconClass: row.iconClass, sortOrder: row.sortOrder,
  };
}
