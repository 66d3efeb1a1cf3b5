import { lazy, Suspense, useEffect, useState } from 'react';
import { hasPendingToast, subscribeToasts } from './toast.tsx';
import { useIdle } from './use-idle.ts';

const loadToaster = () => import('./toast-viewport.tsx');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/** Starts loading the toasts' code now, when a toast is about to be raised (web/main.tsx). */
export function preloadToaster(): void {
  void loadToaster();
}

/** Radix Toast is not needed for the first paint: load it when idle, or at once when a toast is raised. */
export function LazyToaster() {
  const [raised, setRaised] = useState(hasPendingToast);
  useEffect(() => subscribeToasts(() => setRaised(true)), []);
  const ready = useIdle(raised);
  return ready ? <Suspense fallback={null}><Toaster /></Suspense> : null;
}
