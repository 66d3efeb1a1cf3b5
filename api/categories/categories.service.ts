import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { categories, products } from '#api/db/schema.ts';
import type { CategoryDto } from '#api/contract/catalogue.ts';
import type { CategoryValues } from '#api/contract/admin.ts';
import { adminError } from '#api/lib/admin-errors.ts';
import { notFound } from '#api/lib/errors.ts';
import { slugify, uniqueSlug } from '#api/lib/slug.ts';
import { toCategoryDto } from './category-dto.ts';

const slugTaken = (db: Db, slug: string, exceptId?: string) =>
  !!db
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId ? and(eq(categories.slug, slug), ne(categories.id, exceptId)) : eq(categories.slug, slug))
    .get();

/**
 * A slug made from the English name. Categories are not top-level paths, so a free plain slug is kept
 * even when it is a reserved word (a "Shipping" category may be `shipping`); only a clash adds -2, -3…
 */
function slugFromName(db: Db, nameEn: string): string {
  const plain = slugify(nameEn) || 'category';
  return slugTaken(db, plain) ? uniqueSlug(nameEn, (s) => slugTaken(db, s), 'category') : plain;
}

/**
 * Names are unique in each language, ignoring case and surrounding spaces (two "Food" categories would
 * split the catalogue): 409 naming the language.
 */
function assertNamesFree(db: Db, input: CategoryValues, exceptId?: string) {
  const taken = (column: typeof categories.nameEn | typeof categories.nameAr, name: string) =>
    !!db
      .select({ id: categories.id })
      .from(categories)
      .where(and(sql`lower(trim(${column})) = lower(${name.trim()})`, exceptId ? ne(categories.id, exceptId) : undefined))
      .get();
  if (taken(categories.nameEn, input.nameEn)) throw adminError(409, 'categoryNameEnTaken');
  if (taken(categories.nameAr, input.nameAr)) throw adminError(409, 'categoryNameArTaken');
}

/** Deletes a category no product uses (409 otherwise); stores that named it as theirs keep no category. */
export function deleteCategory(db: Db, id: string) {
  db.transaction((tx) => {
    if (!tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).get()) throw notFound();
    const used = tx.select({ id: products.id }).from(products).where(and(eq(products.categoryId, id), isNull(products.deletedAt))).get();
    if (used) throw adminError(409, 'categoryHasProducts');
    tx.delete(categories).where(eq(categories.id, id)).run();
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
export function createCategory(db: Db, input: CategoryValues): CategoryDto {
  return db.transaction((tx) => {
    const txDb = tx as unknown as Db;
    if (input.slug && slugTaken(txDb, input.slug)) throw adminError(409, 'categorySlugTaken');
    assertNamesFree(txDb, input);
    const slug = input.slug ?? slugFromName(txDb, input.nameEn);
    return toCategoryDto(txDb.insert(categories).values({ ...fields(input), slug }).returning().get());
  });
}

/** Replaces every field; the slug stays as it is unless a new one is given (links use it). */
export function updateCategory(db: Db, id: string, input: CategoryValues): CategoryDto {
  return db.transaction((tx) => {
    const txDb = tx as unknown as Db;
    if (!txDb.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).get()) throw notFound();
    if (input.slug && slugTaken(txDb, input.slug, id)) throw adminError(409, 'categorySlugTaken');
    assertNamesFree(txDb, input, id);
    const row = txDb
      .update(categories)
      .set({ ...fields(input), ...(input.slug ? { slug: input.slug } : {}) })
      .where(eq(categories.id, id))
      .returning()
      .get();
    if (!row) throw notFound();
    return toCategoryDto(row);
  });
}
