// The toast store: light, so any page can raise a toast without loading Radix Toast.
// The viewport (web/ui/toast-viewport.tsx) is loaded lazily by web/ui/lazy-toaster.tsx.

/** `action`: what solves or reverses it (a Sign in link, an Undo), shown as a button in the toast. */
export type ToastAction = { label: string; href: string; onClick?: never } | { label: string; onClick: () => void; href?: never };
export type ToastInput = { title: string; description?: string; variant?: 'default' | 'success' | 'destructive'; action?: ToastAction };
export type ToastState = ToastInput & { id: number; open: boolean };

// One toast at a time (docs/product.md): a new toast replaces the current one.
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

/** Back to no toast at all (the test setup calls it after each test: the store outlives a render). */
export function resetToasts() {
  current = null;
  emit();
}

export const currentToast = () => current;
export const hasPendingToast = () => current?.open === true;
