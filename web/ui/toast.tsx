// The toast store: light, so any page can raise a toast without loading Radix Toast.
// The viewport (web/ui/toast-viewport.tsx) is loaded lazily by web/ui/lazy-toaster.tsx.

/** `action`: a link that solves the problem (Sign in), shown as a button in the toast. */
export type ToastInput = { title: string; description?: string; variant?: 'default' | 'success' | 'destructive'; action?: { label: string; href: string } };
export type ToastState = ToastInput & { id: number; open: boolean };

// One toast at a time (spec part 1 §8): a new toast replaces the current one.
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput) {
  current = { ...input, id: nextId++, open: true };
  emit();
}

export function dismissToast() {
  if (current) current = { ...current, open: false };
  emit();
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const currentToast = () => current;
export const hasPendingToast = () => current?.open === true;
