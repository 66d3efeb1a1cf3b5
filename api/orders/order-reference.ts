import { eq } from 'drizzle-orm';
import { first, type Db } from '#api/db/database.ts';
import { orders } from '#api/db/tables.ts';
import { randomInt } from 'node:crypto';

/** The shape of an order reference: SB- and four or more digits (docs/decisions/019-one-order-reference.md). */
export const ORDER_REFERENCE_PATTERN = /^SB-\d{4,9}$/;

const TRIES_PER_LENGTH = 12;

/**
 * A new, unused reference: random (so it says nothing about how many orders there are), four digits
 * while they are mostly free, a digit more once random picks keep hitting used ones. Called inside the
 * checkout's write transaction, so no other checkout can take the same one in between; the unique
 * index is the last guard.
 */
export async function newOrderReference(db: Pick<Db, 'select'>, random: (min: number, max: number) => number = randomInt): Promise<string> {
  for (let digits = 4; digits <= 9; digits += 1) {
    for (let i = 0; i < TRIES_PER_LENGTH; i += 1) {
      const reference = `SB-${random(10 ** (digits - 1), 10 ** digits)}`;
      if (!first(await db.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference)).limit(1))) return reference;
    }
  }
  throw new Error('No free order reference');
}
