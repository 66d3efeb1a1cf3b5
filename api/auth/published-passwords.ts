import type { Db } from '#api/db/client.ts';
import { demoAdmin, demoBuyer, sellers } from '#api/db/seed/accounts.data.ts';
import { findUserByEmail } from './auth.service.ts';
import { verifyPassword } from '#api/lib/password.ts';

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;
export const isLoopback = (host: string) => LOOPBACK.test(host);

/** Demo accounts whose password is still the one the README publishes. */
export async function accountsWithPublishedPasswords(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const account of [demoAdmin, demoBuyer, ...Object.values(sellers)]) {
    if (!account.password) continue;
    const user = await findUserByEmail(db, account.email);
    if (user && (await verifyPassword(account.password, user.passwordHash))) found.push(account.email);
  }
  return found;
}

/**
 * A server reachable from the network must not let anyone in with a password printed in the
 * README (docs/decisions/017). Throws the message to print; ALLOW_DEMO_ACCOUNTS=1 runs a public demo on purpose.
 */
export async function refusePublishedPasswords(db: Db, env: { host: string; allowDemoAccounts: boolean }) {
  if (isLoopback(env.host) || env.allowDemoAccounts) return;
  const exposed = await accountsWithPublishedPasswords(db);
  if (exposed.length === 0) return;
  throw new Error(
    `Refusing to start: HOST=${env.host} is reachable from the network, and these demo accounts still have the ` +
      `password published in the README: ${exposed.join(', ')}. For a real installation start on a fresh DATA_DIR ` +
      `with DEMO_DATA=0 and create your admin with ADMIN_EMAIL and ADMIN_PASSWORD. For a public demo on purpose, ` +
      `set ALLOW_DEMO_ACCOUNTS=1.`,
  );
}
