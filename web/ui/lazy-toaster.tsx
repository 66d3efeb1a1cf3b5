import { useEffect, useState } from 'react';
import { hasPendingToast, subscribeToasts } from './toast.tsx';
import { lazyWidget } from './lazy-widget.ts';

/**
 * Radix Toast is not needed for the first paint: its code loads once the first page works
 * (web/main.tsx), or at once when a toast is raised. Not React.lazy: React holds a Suspense boundary's
 * reveal back until 300 ms after the last one it revealed, and the layout's parts reveal one after
 * another right after the start, so a toast answering a tap waited up to that long after its code had
 * arrived (docs/decisions/022, "Web, ninth round").
 */
const toaster = lazyWidget(() => import('./toast-viewport.tsx'));

/** Starts loading the toasts' code now: web/main.tsx asks once the first page works, so a tap's answer need not wait for it. */
export function preloadToaster(): void {
  void toaster.start();
}

/**
 * The viewport mounts with the first toast, not when its code has loaded: mounting Radix's provider and viewport
 * is a task of its own (~20 ms on a desktop, four times that on a phone) in the seconds the first page starts,
 * for a toast most visits never raise (docs/decisions/022, "Long tail, fifteenth round").
 */
export function LazyToaster() {
  const loaded = toaster.use();
  const [raised, setRaised] = useState(hasPendingToast);
  useEffect(() => subscribeToasts(() => setRaised(true)), []);
  useEffect(() => {
    if (raised) void toaster.start();
  }, [raised]);
  return loaded && raised ? <loaded.Toaster /> : null;
}
