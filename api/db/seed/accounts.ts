import { transaction, type Db } from '#api/db/database.ts';
import { users } from '#api/db/tables.ts';
import { normaliseJordanPhone } from '#api/contract/phone.ts';
import { hashPassword } from '#api/lib/password.ts';
import { findUserByEmail } from '#api/auth/auth.service.ts';
import { demoAdmin, demoBuyer, sellers, shoppers, type AccountSeed } from './accounts.data.ts';
import type { HistoryBuyer } from './history.ts';

const DAY = 86_400_000;
/** Not a hash of anything: verifyPassword never accepts it, so the account cannot sign in. */
const LOCKED = 'locked';

/**
 * Creates the demo accounts. An account whose e-mail already exists (for example the ADMIN_EMAIL
 * account created just before) is kept as it is and reused.
 */
export async function createAccounts(db: Db, now: number) {
  const named = [demoAdmin, demoBuyer, ...Object.values(sellers)];
  const found = await Promise.all(named.map((a) => findUserByEmail(db, a.email)));
  const missing = named.filter((_, i) => !found[i]);
  // scrypt is slow on purpose: hash each published demo password once (the sellers share one), and
  // give shoppers a locked marker that no password matches (they never sign in).
  const passwords = [...new Set(missing.map((a) => a.password))];
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
  const hashOf = new Map(passwords.map((password, i) => [password, hashes[i]!]));

  const row = (a: AccountSeed, passwordHash: string, createdAt: string) => ({
    email: a.email, passwordHash, firstName: a.firstName, lastName: a.lastName, role: a.role,
    governorate: a.governorate ?? null, city: a.city ?? null, address: a.address ?? null,
    phoneNumber: a.phone ? normaliseJordanPhone(a.phone) : null, createdAt, updatedAt: createdAt,
  });

  const ids = new Map<string, string>();
  await transaction(db, async (tx) => {
    const all: [AccountSeed, string][] = [...named.map((a) => [a, hashOf.get(a.password)] as [AccountSeed, string]), ...shoppers.map((s) => [s, LOCKED] as [AccountSeed, string])];
    for (const [i, [account, hash]] of all.entries()) {
      const existing = await findUserByEmail(tx, account.email);
      if (existing) {
        ids.set(account.email, existing.id);
        continue;
      }
      const createdAt = new Date(now - (420 - i) * DAY).toISOString();
      const [inserted] = await tx.insert(users).values(row(account, hash, createdAt)).returning({ id: users.id });
      ids.set(account.email, inserted!.id);
    }
  });

  const asBuyer = (a: AccountSeed): HistoryBuyer => ({
    id: ids.get(a.email)!, governorate: a.governorate ?? 'amman', city: a.city ?? 'Amman',
    address: a.address ?? '', phone: normaliseJordanPhone(a.phone ?? '') ?? '+962790000000',
  });
  return {
    adminId: ids.get(demoAdmin.email)!,
    buyer: asBuyer(demoBuyer),
    sellerIds: Object.fromEntries(Object.entries(sellers).map(([key, a]) => [key, ids.get(a.email)!])) as Record<string, string>,
    shoppers: shoppers.map(asBuyer),
  };
}

export type DemoAccounts = Awaited<ReturnType<typeof createAccounts>>;
