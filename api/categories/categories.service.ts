import { and, eq, isNull, like, ne, sql } from 'drizzle-orm';
import { first, transaction, type Db } from '#api/db/database.ts';
import { categories, products } from '#api/db/tables.ts';
import type { CategoryDto } from '#api/contract/catalogue.ts';
import type { CategoryValues } from '#api/contract/admin.ts';
import { adminError } from '#api/lib/admin-errors.ts';
import { notFound } from '#api/lib/errors.ts';
import { slugify, uniqueSlug } from '#api/lib/slug.ts';
import { toCategoryDto } from './category-dto.ts';

const slugTaken = async (db: Db, slug: string, exceptId?: string) =>
  !!first(await db
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId ? and(eq(categories.slug, slug), ne(categories.id, exceptId)) : eq(categories.slug, slug)).limit(1));

/**
 * A slug made from the English name. Categories are not top-level paths, so a free plain slug is kept
 * even when it is a reserved word (a "Shipping" category may be `shipping`); only a clash adds -2, -3…
 */
async function slugFromName(db: Db, nameEn: string): Promise<string> {
  const plain = slugify(nameEn) || 'category';
  if (!(await slugTaken(db, plain))) return plain;
  // uniqueSlug only adds -2, -3… to the slug: one read of the slugs that start like it answers every try
  const taken = await db.select({ slug: categories.slug }).from(categories).where(like(categories.slug, `${plain}%`));
  return uniqueSlug(nameEn, (s) => taken.some((row) => row.slug === s), 'category');
}

/**
 * Names are unique in each language, ignoring case and surrounding spaces (two "Food" categories would
 * split the catalogue): 409 naming the language.
 */
async function assertNamesFree(db: Db, input: CategoryValues, exceptId?: string) {
  const taken = async (column: typeof categories.nameEn | typeof categories.nameAr, name: string) =>
    !!first(await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(sql`lower(trim(${column})) = lower(${name.trim()})`, exceptId ? ne(categories.id, exceptId) : undefined)).limit(1));
  if (await taken(categories.nameEn, input.nameEn)) throw adminError(409, 'categoryNameEnTaken');
  if (await taken(categories.nameAr, input.nameAr)) throw adminError(409, 'categoryNameArTaken');
}

/** Deletes a category no product uses (409 otherwise); stores that named it as theirs keep no category. */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  await transaction(db, async (tx) => {
    if (!first(await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1))) throw notFound();
    const used = first(await tx.select({ id: products.id }).from(products).where(and(eq(products.categoryId, id), isNull(products.deletedAt))).limit(1));
    if (used) throw adminError(409, 'categoryHasProducts');
    await tx.delete(categories).where(eq(categories.id, id));
  });
}

const fields = (input: CategoryValues) => ({
  nameEn: input.nameEn,
  nameAr: input.nameAr,
  descriptionEn: input.descriptionEn ?? null,
  descriptionAr: input.descriptionAr ?? null,
  iconClass: input.iconClass ?? null,
  sortOrder: input.sortOrder,
});

/** A given slug must be free (409); a missing one is made from nameEn. */
export async function createCategory(db: Db, input: CategoryValues): Promise<CategoryDto> {
  return transaction(db, async (tx) => {
    if (input.slug && (await slugTaken(tx, input.slug))) throw adminError(409, 'categorySlugTaken');
    await assertNamesFree(tx, input);
    const slug = input.slug ?? (await slugFromName(tx, input.nameEn));
    const [row] = await tx.insert(categories).values({ ...fields(input), slug }).returning();
    return toCategoryDto(row!);
  });
}

/** Replaces every field; the slug stays as it is unless a new one is given (links use it). */
export async function updateCategory(db: Db, id: string, input: CategoryValues): Promise<CategoryDto> {
  return transaction(db, async (tx) => {
    if (!first(await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1))) throw notFound();
    if (input.slug && (await slugTaken(tx, input.slug, id))) throw adminError(409, 'categorySlugTaken');
    await assertNamesFree(tx, input, id);
    const [row] = await tx
      .update(categories)
      .set({ ...fields(input), ...(input.slug ? { slug: input.slug } : {}) })
      .where(eq(categories.id, id))
      .returning();
    if (!row) throw notFound();
    return toCategoryDto(row);
  });
}
