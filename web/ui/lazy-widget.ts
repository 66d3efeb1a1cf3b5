import { useEffect, useSyncExternalStore } from 'react';
import { useIdle } from './use-idle.ts';

/**
 * A rich widget's code (Radix Select, Dialog…) kept out of the chunks a page's first view loads:
 * the page draws a plain stand-in, and the code arrives when the browser is idle or at the stand-in's
 * first tap, whichever comes first (docs/decisions/022, "Web, fifth round"). `use()` answers null
 * while React hydrates the server's copy (the server drew the stand-in) and until the code is here.
 */
export function lazyWidget<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        // Offline with the chunk not cached: the next tap tries again.
        loading = null;
        throw error;
      },
    );
    return loading.catch(() => null);
  };
  return {
    start,
    use(): T | null {
      const module = useSyncExternalStore(subscribe, () => loaded, () => null);
      const idle = useIdle();
      useEffect(() => {
        if (idle) void start();
      }, [idle]);
      return module;
    },
  };
}
