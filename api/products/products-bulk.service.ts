import * as v from 'valibot';
import { transaction, type Db } from '#api/db/database.ts';
import type { BulkFailureDto, BulkResultDto } from '#api/contract/bulk.ts';
import { ProductFormSchema } from '#api/contract/seller.ts';
import type { SessionUser } from '#api/lib/context.ts';
import { AppError } from '#api/lib/errors.ts';
import { toIssues } from '#api/lib/validate.ts';
import { createProduct, targetStore, type BatchLookups } from './products-write.service.ts';

/** Every store the batch names must be the caller's: a batch aimed at another seller's store is refused whole (403). */
async function checkStoresOwned(db: Db, user: SessionUser, items: unknown[]) {
  const storeIds = new Set(items.map((item) => (item && typeof item === 'object' ? (item as { storeId?: unknown }).storeId : undefined)));
  for (const storeId of storeIds) {
    if (typeof storeId !== 'string') continue;
    try {
      await targetStore(db, user, storeId);
    } catch (err) {
      if (err instanceof AppError && err.status === 403) throw err;
    }
  }
}

/** The item's status: bulk creation publishes unless an item explicitly asks for a draft. */
const statusOf = (item: unknown) =>
  item && typeof item === 'object' && (item as { status?: unknown }).status === 'draft' ? 'draft' : 'active';

function failureOf(index: number, product: unknown, err: AppError): BulkFailureDto {
  const issues = err.extra.issues as BulkFailureDto['issues'] | undefined;
  // A field error reads better than the generic "Invalid input": name the field and say what is wrong.
  const first = issues?.[0];
  const error = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : err.message;
  return { index, product, error, code: first?.code ?? err.code, ...(issues ? { issues } : {}) };
}

/**
 * Creates every valid item with the product form's own rules and service (the same as POST /api/products:
 * fields, category, photos, store ownership, completeness), all inside ONE transaction: one commit for
 * the batch, and each item in its own savepoint so a failing one leaves the others intact.
 */
export async function createProductsInBulk(db: Db, user: SessionUser, items: unknown[]): Promise<BulkResultDto> {
  const failures: BulkFailureDto[] = [];
  const created: BulkResultDto['products'] = [];
  await checkStoresOwned(db, user, items);
  await transaction(db, async (tx) => {
    const lookups: BatchLookups = new Map();
    // one item at a time: each one's savepoint must end before the next begins
    for (const [index, item] of items.entries()) {
      const parsed = v.safeParse(ProductFormSchema, item);
      if (!parsed.success) {
        failures.push(failureOf(index, item, new AppError(400, 'invalidInput', { issues: toIssues(parsed.issues) })));
        continue;
      }
      try {
        // The transaction handle offers the same query API; createProduct's own transaction nests as a savepoint.
        created.push(await createProduct(tx, user, parsed.output, statusOf(item), lookups));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        failures.push(failureOf(index, item, err));
      }
    }
  });
  return { success: created.length, failed: failures.length, failures, products: created };
}
