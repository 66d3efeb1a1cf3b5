import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { CategoryDto } from '#api/contract/catalogue.ts';
import { renderPage } from '#web/test/render.tsx';
import { Header } from './header.tsx';

const embroidery: CategoryDto = { id: 'c1', slug: 'embroidery', nameEn: 'Embroidery', nameAr: 'تطريز', descriptionEn: null, descriptionAr: null, iconClass: null, sortOrder: 1 };
let asked: string[] = [];
const server = setupServer(
  http.get('/api/auth/user', () => new HttpResponse(null, { status: 401 })),
  http.get('/api/categories', () => {
    asked.push('/api/categories');
    return HttpResponse.json([embroidery]);
  }),
  http.get('/api/stores', () => {
    asked.push('/api/stores');
    return HttpResponse.json({ stores: [], total: 0 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  asked = [];
  vi.restoreAllMocks();
});
afterAll(() => server.close());

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
    await waitFor(() => expect(asked.sort()).toEqual(['/api/categories', '/api/stores']));
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
    expect(asked).toEqual([]);
    // A tablet turned sideways: the menus show, and load.
    act(() => screenWidth(true));
    await waitFor(() => expect(menuTrigger()).toBeTruthy(), { timeout: 5_000 });
    expect(asked.sort()).toEqual(['/api/categories', '/api/stores']);
  });
});
