import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { Providers } from '#web/app/providers.tsx';
import { loadLanguage } from '#web/lib/i18n.tsx';
import { savedStateLoaded, savedStateRestored } from '#web/lib/hydration.ts';
import { createTestQueryClient } from '#web/test/render.tsx';

// Held taps wait for this (web/lib/early-taps.ts): it must not settle while the page still shows the
// visitor the server drew, and must settle once the saved state is laid over it.

function Restoring() {
  const query = useQuery({ queryKey: ['/api/categories'], queryFn: () => Promise.resolve(['a']), staleTime: Infinity });
  return <p>{query.data ? 'shown' : 'waiting'}</p>;
}

describe('savedStateLoaded and savedStateRestored', () => {
  it('settle once the saved state has been read and once the restoration has ended, not before', async () => {
    await loadLanguage('en');
    let restore = () => {};
    const persister: Persister = {
      persistClient: () => undefined,
      restoreClient: () => new Promise((resolve) => (restore = () => resolve(undefined))),
      removeClient: () => undefined,
    };
    let loaded = false;
    let settled = false;
    void savedStateLoaded().then(() => (loaded = true));
    void savedStateRestored().then(() => (settled = true));
    render(
      <Providers queryClient={createTestQueryClient()} language="en" persister={persister}>
        <Restoring />
      </Providers>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('waiting')).toBeTruthy();
    expect([loaded, settled]).toEqual([false, false]);
    restore();
    await waitFor(() => expect(loaded).toBe(true));
    await waitFor(() => expect(settled).toBe(true));
  });
});
