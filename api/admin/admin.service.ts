import { and, asc, count, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { first, transaction, type Db } from '#api/db/database.ts';
import { stores, users } from '#api/db/tables.ts';
import type { AdminStoreDto, AdminUserDto } from '#api/contract/admin.ts';
import type { UserRole } from '#api/contract/auth.ts';
import { deleteUserSessions, toUserDto } from '#api/auth/auth.service.ts';
import { toStoreDto } from '#api/catalogue/store-dto.ts';
import { refreshStoreVisibility } from '#api/stores/stores-write.service.ts';
import { notFound } from '#api/lib/errors.ts';
import { adminError } from '#api/lib/admin-errors.ts';

export type Page = { search?: string; limit: number; offset: number };

/**
 * `%text%` with LIKE's own wildcards escaped, so a search for "50%" means the characters. Both sides in lower
 * case: SQLite's LIKE folds ASCII case, PostgreSQL's does not (docs/decisions/030-one-process-one-engine.md).
 */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const likeAny = (text: string, ...columns: (AnyColumn | SQL)[]) =>
  or(...columns.map((column) => sql`lower(${column}) like lower(${contains(text)}) escape '\\'`));

/**
 * Users, newest first (walks users_created_idx and stops at the page). The total is a count over the
 * same filter: admin-only and rare, and without a search it is answered from the smallest index.
 */
export async function listUsers(db: Db, page: Page & { role?: UserRole }): Promise<{ rows: AdminUserDto[]; total: number }> {
  const filters: SQL[] = [];
  if (page.search) {
    const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;
    filters.push(likeAny(page.search, users.email, users.firstName, users.lastName, fullName)!);
  }
  if (page.role) filters.push(eq(users.role, page.role));
  const where = filters.length ? and(...filters) : undefined;
  const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt)).limit(page.limit).offset(page.offset);
  const total = first(await db.select({ n: count() }).from(users).where(where).limit(1))!.n;
  return { rows: rows.map(toUserDto), total };
}

/** Activates or deactivates a user; deactivation ends every open session at once. */
export async function setUserActive(db: Db, adminId: string, userId: string, isActive: boolean): Promise<AdminUserDto> {
  if (userId === adminId && !isActive) throw adminError(409, 'cannotDeactivateSelf');
  return transaction(db, async (tx) => {
    const row = first(await tx.update(users).set({ isActive, updatedAt: new Date().toISOString() }).where(eq(users.id, userId)).returning());
    if (!row) throw notFound();
    if (!isActive) await deleteUserSessions(tx, userId);
    // A deactivated seller's stores and products leave the public site; reactivation brings them back.
    for (const store of await tx.select({ id: stores.id }).from(stores).where(eq(stores.sellerId, userId))) await refreshStoreVisibility(tx, store.id);
    return toUserDto(row);
  });
}

const sellerColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** Every store, inactive ones included, alphabetical by slug (walks stores_slug_uq). */
export async function listStores(db: Db, page: Page): Promise<{ rows: AdminStoreDto[]; total: number }> {
  const where = page.search ? likeAny(page.search, stores.nameEn, stores.nameAr, stores.slug) : undefined;
  const rows = await db
    .select({ store: stores, seller: sellerColumns })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.sellerId))
    .where(where)
    .orderBy(asc(stores.slug))
    .limit(page.limit)
    .offset(page.offset);
  const total = first(await db.select({ n: count() }).from(stores).where(where).limit(1))!.n;
  return { rows: rows.map(({ store, seller }) => ({ ...toStoreDto(store), seller })), total };
}

/** Suspends a store (`isActive: false`) or lifts the suspension; visibility and products follow in the same transaction. */
export async function setStoreActive(db: Db, storeId: string, isActive: boolean): Promise<AdminStoreDto> {
  return transaction(db, async (tx) => {
    const found = await tx.update(stores).set({ isSuspended: !isActive, updatedAt: new Date().toISOString() }).where(eq(stores.id, storeId)).returning({ id: stores.id });
    if (found.length === 0) throw notFound();
    await refreshStoreVisibility(tx, storeId);
    const store = first(await tx.select().from(stores).where(eq(stores.id, storeId)).limit(1))!;
    const seller = first(await tx.select(sellerColumns).from(users).where(eq(users.id, store.sellerId)).limit(1))!;
    return { ...toStoreDto(store), seller };
  });
}
