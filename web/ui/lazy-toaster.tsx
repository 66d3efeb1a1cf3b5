import { lazy, Suspense, useEffect, useState } from 'react';
import { hasPendingToast, subscribeToasts } from './toast.tsx';
import { useIdle } from './use-idle.ts';

const Toaster = lazy(() => import('./toast-viewport.tsx').then((m) => ({ default: m.Toaster })));

/** Radix Toast is not needed for the first paint: load it when idle, or at once when a toast is raised. */
export function LazyToaster() {
  const [raised, setRaised] = useState(hasPendingToast);
  useEffect(() => subscribeToasts(() => setRaised(true)), []);
  const ready = useIdle(raised);
  return ready ? <Suspense fallback={null}><Toaster /></Suspense> : null;
}
