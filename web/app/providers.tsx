import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LanguageProvider, type Language } from '#web/lib/i18n.tsx';
import { LazyToaster } from '#web/ui/lazy-toaster.tsx';

/** Everything the app needs around it: data cache, language and direction, toasts (tooltips: web/ui/tooltip.tsx). */
export function Providers({ queryClient, language, children }: { queryClient: QueryClient; language: Language; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={language}>
        {children}
        <LazyToaster />
      </LanguageProvider>
    </QueryClientProvider>
  );
}
