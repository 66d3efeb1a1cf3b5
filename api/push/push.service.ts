import { and, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { pushSubscriptions } from '#api/db/tables.ts';
import type { PushSubscribeInput } from '#api/contract/push.ts';

/** Saves this browser's subscription for the user and session; the same browser signing up again replaces its row. */
export async function saveSubscription(db: Db, userId: string, sessionTokenHash: string, input: PushSubscribeInput) {
  const values = { userId, sessionTokenHash, p256dh: input.keys.p256dh, auth: input.keys.auth, language: input.language };
  await db.insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date().toISOString() } });
}

/** Turns alerts off for this browser; only the user's own subscription can be removed. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
