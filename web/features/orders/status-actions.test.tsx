import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { renderPage } from '#web/test/render.tsx';
import { currentToast } from '#web/ui/toast.tsx';
import { StatusActions } from './status-actions.tsx';

let puts = 0;
const server = setupServer(
  http.get('/api/auth/user', () => HttpResponse.json({ message: 'Please log in to continue', code: 'notAuthenticated' }, { status: 401 })),
  http.put('/api/orders/o1/status', () => {
    puts += 1;
    return HttpResponse.json({ message: 'Not found', code: 'notFound' }, { status: 404 });
  }),
);
const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setOnline(true);
  puts = 0;
});
afterAll(() => server.close());

describe('order status actions', () => {
  it('offline, says a status change needs a connection and sends nothing; online, sends it', async () => {
    await renderPage(<StatusActions order={{ id: 'o1', allowedTransitions: ['confirmed'] }} shortId="SB-1" />, { language: 'en', feature: 'orders' });
    const confirm = await screen.findByRole('button', { name: /#SB-1$/ });
    setOnline(false);
    fireEvent.click(confirm);
    expect(currentToast()).toMatchObject({ title: 'Changing an order needs a connection' });
    expect(confirm).toHaveProperty('disabled', false);
    expect(puts).toBe(0);

    setOnline(true);
    fireEvent.click(confirm);
    await waitFor(() => expect(puts).toBe(1));
  });
});
