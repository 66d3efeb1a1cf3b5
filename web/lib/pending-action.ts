// What a visitor asked for before she was asked to sign in (add to cart, save to the wishlist, post a
// review), carried out once when she comes back signed in (docs/decisions/021-phone-first-screens.md).
// It waits in this tab's sessionStorage, not in the return address: a link someone sends her cannot
// make her account do anything.
import { useEffect, useRef } from 'react';
import { useCurrentUser } from './session.ts';

export type PendingAction =
  | { kind: 'cart'; productId: string; quantity: number }
  | { kind: 'wishlist'; productId: string }
  | { kind: 'review'; productId: string; rating: number; comment: string };

const KEY = 'souq-bayti:pending-action';
/** An action older than this is dropped: signing in much later was not to finish it. */
export const PENDING_ACTION_TTL_MS = 30 * 60 * 1000;

const storage = () => (typeof window === 'undefined' ? null : window.sessionStorage);

/** Keeps the visitor's action for after sign-in (the latest one wins). */
export function rememberAction(action: PendingAction, now = Date.now()) {
  try {
    storage()?.setItem(KEY, JSON.stringify({ action, at: now }));
  } catch {
    // Private mode or a full storage: she signs in and taps again, as before.
  }
}

/** Whether an action of one of these kinds is kept (it may still be too old to run): a look, not a take. */
export function hasPendingAction(kinds: readonly PendingAction['kind'][]): boolean {
  try {
    const kept = JSON.parse(storage()?.getItem(KEY) ?? 'null') as { action?: PendingAction } | null;
    return !!kept?.action && kinds.includes(kept.action.kind);
  } catch {
    return false;
  }
}

/**
 * Takes the kept action of this kind (and matching `accept`), removing it first so it runs once even
 * when two components or a re-render ask; null when there is none or it is too old.
 */
export function takeAction<K extends PendingAction['kind']>(kind: K, accept: (action: Extract<PendingAction, { kind: K }>) => boolean = () => true, now = Date.now()) {
  let kept: { action: PendingAction; at: number } | null = null;
  try {
    kept = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    kept = null;
  }
  if (!kept || kept.action?.kind !== kind) return null;
  const action = kept.action as Extract<PendingAction, { kind: K }>;
  if (now - kept.at > PENDING_ACTION_TTL_MS) {
    storage()?.removeItem(KEY);
    return null;
  }
  if (!accept(action)) return null;
  storage()?.removeItem(KEY);
  return action;
}

/** Runs `run` with the kept action of this kind once the user is signed in. */
export function usePendingAction<K extends PendingAction['kind']>(kind: K, run: (action: Extract<PendingAction, { kind: K }>) => void, accept?: (action: Extract<PendingAction, { kind: K }>) => boolean) {
  const { isAuthenticated } = useCurrentUser();
  const latest = useRef({ run, accept });
  latest.current = { run, accept };
  useEffect(() => {
    if (!isAuthenticated) return;
    const action = takeAction(kind, latest.current.accept);
    if (action) latest.current.run(action);
  }, [isAuthenticated, kind]);
}
