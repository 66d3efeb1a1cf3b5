import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '#web/test/render.tsx';
import { embroidery, recordedApi } from '#web/test/recorded-api.ts';
import { Header } from './header.tsx';

const api = recordedApi({ '/api/categories': () => [embroidery], '/api/stores': () => ({ stores: [], total: 0 }) });
afterEach(() => vi.restoreAllMocks());

// One query list, as a browser's stays live (web/ui/use-wide-screen.ts keeps the first it is given).
const listeners = new Set<EventListenerOrEventListenerObject>();
const list = {
  matches: false, media: '', onchange: null,
  addEventListener: (_: string, listener: EventListenerOrEventListenerObject) => void listeners.add(listener),
  removeEventListener: (_: string, listener: EventListenerOrEventListenerObject) => void listeners.delete(listener),
  addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
};
function screenWidth(wide: boolean) {
  list.matches = wide;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => Object.assign(list, { media: query }));
  for (const listener of listeners) (listener as () => void)();
}

/** The Radix menu's trigger (the stand-in before it loads is a plain button of the same name). */
const menuTrigger = () => screen.queryAllByRole('button', { name: /Categories/, hidden: true }).find((button) => button.getAttribute('aria-haspopup') === 'menu');

describe('the header’s main menus', () => {
  it('load with their categories and stores on a large screen', async () => {
    screenWidth(true);
    await renderPage(<Header />, { language: 'en' });
    await waitFor(() => expect(menuTrigger()).toBeTruthy(), { timeout: 5_000 });
    await waitFor(() => expect(api.asked().sort()).toEqual(['/api/categories', '/api/stores']));
  });

  it('never load on a phone, where they are not shown, even when the stand-in is touched; they do once the screen widens', async () => {
    screenWidth(false);
    await renderPage(<Header />, { language: 'en' });
    const standIn = screen.getAllByRole('button', { name: 'Categories', hidden: true })[0]!;
    await act(async () => {
      fireEvent.click(standIn); // what a wide screen's first touch does: load them at once
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(menuTrigger()).toBeUndefined();
    expect(api.asked()).toEqual([]);
    // A tablet turned sideways: the menus show, and load.
    act(() => screenWidth(true));
    await waitFor(() => expect(menuTrigger()).toBeTruthy(), { timeout: 5_000 });
    expect(api.asked().sort()).toEqual(['/api/categories', '/api/stores']);
  });
});
