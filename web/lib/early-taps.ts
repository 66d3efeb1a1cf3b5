import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS_GLOBAL } from '#api/pages/early-taps.ts';
import { savedStateRestored } from './hydration.ts';

type HeldTaps = () => HTMLButtonElement[];

/**
 * Stops holding taps (api/pages/early-taps.ts) and replays each held one on its button, which now has
 * its handler. A button that has gone or is disabled by then is left alone. Without a
 * server-rendered page there is nothing held.
 */
export function replayEarlyTaps(): void {
  const take = (window as unknown as Record<string, HeldTaps | undefined>)[EARLY_TAPS_GLOBAL];
  if (typeof take !== 'function') return;
  for (const button of take()) {
    button.removeAttribute(EARLY_TAP_ATTRIBUTE);
    button.removeAttribute('aria-busy');
    if (button.isConnected && !button.disabled) button.click();
  }
}

/**
 * Replays the held taps once the page has hydrated and the saved state is restored (web/main.tsx):
 * the server drew the page for a visitor, and until her own state is back a signed-in buyer's
 * Add to cart would be answered as a visitor's ("please sign in").
 */
export const replayEarlyTapsWhenReady = () => savedStateRestored().then(replayEarlyTaps);
