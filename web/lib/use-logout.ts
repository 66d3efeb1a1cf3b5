import { useCallback } from 'react';
import { api } from '#web/lib/api.ts';
import { onLogout } from '#web/lib/logout-hooks.ts';

/**
 * Logout (docs/product.md): call the API, clear private data kept in the browser, then reload, also
 * when the call fails (the failure is only logged). Shared by the header menu and the profile page.
 */
export function useLogout(endpoint: '/api/logout' | '/api/auth/sign-out-everywhere' = '/api/logout') {
  return useCallback(async () => {
    try {
      await api.post<typeof endpoint>(endpoint);
    } catch (err) {
      console.warn('Logout call failed', err);
    }
    await onLogout.run();
    window.location.assign('/');
  }, [endpoint]);
}
