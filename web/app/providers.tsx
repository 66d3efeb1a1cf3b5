import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import * as Tooltip from '@radix-ui/react-tooltip';
import { LanguageProvider, type Language } from '#web/lib/i18n.tsx';
import { Toaster } from '#web/ui/toast.tsx';

/** Everything the app needs around it: data cache, language and direction, tooltips (700/300 ms), toasts. */
export function Providers({ queryClient, language, children }: { queryClient: QueryClient; language: Language; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={language}>
        <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
          {children}
          <Toaster />
        </Tooltip.Provider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
