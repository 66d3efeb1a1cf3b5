import { useEffect, useRef } from 'react';
import type { Suggestion } from '#web/lib/ai-suggestions.ts';
import { getSuggestion } from '#web/lib/offline/listing-store.ts';

/**
 * The photo analysis of a listing sent from the phone (web/lib/offline/listing-send.ts), handed to the
 * wizard once, as the online wizard's own suggestions are: they fill only empty fields and show as
 * suggestions to keep or edit (docs/decisions/020-suggestions-not-text.md). Forgotten once the edit is saved.
 */
export function useArrivedSuggestion(productId: string | undefined, take: (s: Suggestion) => void) {
  const latest = useRef(take);
  const taken = useRef(false);
  useEffect(() => {
    latest.current = take;
  });
  useEffect(() => {
    if (!productId) return;
    let live = true;
    void getSuggestion(productId).then((arrived) => {
      if (!live || !arrived || taken.current) return;
      taken.current = true;
      latest.current(arrived.suggestion);
    });
    return () => {
      live = false;
    };
  }, [productId]);
}
