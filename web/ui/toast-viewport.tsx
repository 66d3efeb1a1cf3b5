import { useSyncExternalStore } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { useLingui } from '@lingui/react/macro';
import { currentToast, dismissToast, subscribeToasts } from './toast.tsx';


const variantClass = {
  default: 'bg-white text-ink border-gray-200',
  success: 'bg-emerald-50 text-emerald-900 border-emerald-300',
  destructive: 'bg-red-50 text-red-900 border-red-300',
};

/** Radix toast viewport: 5 s display, swipe right (50 px) to dismiss, F8 focuses it. */
export function Toaster() {
  const state = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  const { t } = useLingui();
  return (
    <RadixToast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={t`Notification`}>
      {state && (
        <RadixToast.Root
          key={state.id}
          open={state.open}
          onOpenChange={(open) => !open && dismissToast()}
          className={`card pointer-events-auto flex items-start gap-3 border p-4 shadow-lg ${variantClass[state.variant ?? 'default']}`}
          data-testid="toast"
        >
          <div className="flex-1">
            <RadixToast.Title className="font-semibold">{state.title}</RadixToast.Title>
            {state.description && <RadixToast.Description className="mt-1 text-sm">{state.description}</RadixToast.Description>}
            {state.action && (
              <RadixToast.Action altText={state.action.label} asChild>
                {state.action.href
                  ? <a href={state.action.href} className="btn-primary mt-2">{state.action.label}</a>
                  : <button type="button" className="btn-outline mt-2" onClick={state.action.onClick}>{state.action.label}</button>}
              </RadixToast.Action>
            )}
          </div>
          <RadixToast.Close className="btn-ghost px-2 py-1" aria-label={t`Close`}>
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport hotkey={['F8']} className="fixed bottom-20 end-4 z-[100] m-0 flex w-[min(24rem,calc(100vw-2rem))] list-none flex-col gap-2 p-0 outline-none md:bottom-4" />
    </RadixToast.Provider>
  );
}
