import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS_GLOBAL } from '#api/pages/early-taps.ts';
import { savedStateLoaded, savedStateRestored } from './hydration.ts';

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
 * Replays the held taps once the page has hydrated and the saved state has been read (web/main.tsx).
 * The server drew the page for a visitor: a visitor's tap is answered as soon as the saved state
 * shows no one was signed in. For a buyer who was, it waits until her own state is back on the page,
 * or her Add to cart would be answered as a visitor's ("please sign in").
 */
export async function replayEarlyTapsWhenReady(wasSignedIn: () => boolean): Promise<void> {
  await savedStateLoaded();
  if (wasSignedIn()) await savedStateRestored();
  replayEarlyTaps();
}
