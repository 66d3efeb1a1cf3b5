import { useEffect, useState } from 'react';

/**
 * True once the browser is idle after the first paint (or after `timeoutMs`), or at once when
 * `urgent` is set. Used to load interactive parts that the first paint does not need.
 */
export function useIdle(urgent = false, timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(urgent);
  useEffect(() => {
    if (idle) return;
    if (urgent) {
      setIdle(true);
      return;
    }
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), Math.min(timeoutMs, 1500));
    return () => window.clearTimeout(handle);
  }, [idle, urgent, timeoutMs]);
  return idle;
}
