import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { LazyToaster, preloadToaster } from './lazy-toaster.tsx';
import { toast } from './toast.tsx';

// The toasts' code loads early, but Radix's provider and viewport mount only with the first toast: mounting
// them was a task of its own in the seconds the first page starts (docs/decisions/022, "Long tail, fifteenth round").

describe('the lazy toaster', () => {
  it('mounts no viewport while no toast is raised, even with its code here, and shows the first toast', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    render(<I18nProvider i18n={i18n}><LazyToaster /></I18nProvider>);
    await act(() => preloadToaster());
    // Radix's viewport is a labelled region (its label names the F8 hotkey).
    expect(screen.queryByRole('region')).toBeNull();

    act(() => toast({ title: 'Added to your cart' }));
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    expect(screen.getByRole('region')).toBeTruthy();
  });
});
