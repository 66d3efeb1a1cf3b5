import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { renderPage } from '#web/test/render.tsx';
import { currentToast } from '#web/ui/toast.tsx';
import { clearOutbox, listEntries } from '#web/lib/offline/outbox-store.ts';
import { drainNow } from '#web/lib/offline/outbox.ts';
import { StatusActions } from './status-actions.tsx';

let puts: (string | null)[] = [];
const server = setupServer(
  http.get('/api/auth/user', () => HttpResponse.json({ message: 'Please log in to continue', code: 'notAuthenticated' }, { status: 401 })),
  http.put('/api/orders/o1/status', ({ request }) => {
    puts.push(request.headers.get('Idempotency-Key'));
    return HttpResponse.json({ id: 'o1', status: 'confirmed', allowedTransitions: [] });
  }),
);
const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  setOnline(true);
  puts = [];
  await clearOutbox();
});
afterAll(() => server.close());

describe('order status actions', () => {
  it('offline, keep the change on the phone (nothing sent, never "confirming…" forever) and send it once when back', async () => {
    await renderPage(<StatusActions order={{ id: 'o1', allowedTransitions: ['confirmed'] }} shortId="SB-1" />, { language: 'en', feature: 'orders' });
    const confirm = await screen.findByRole('button', { name: /#SB-1$/ });
    setOnline(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Saved on this phone' }));
    expect(confirm).toHaveProperty('disabled', false);
    const queued = await listEntries();
    expect(queued.map((e) => `${e.method} ${e.path} ${JSON.stringify(e.body)}`)).toEqual(['PUT /api/orders/o1/status {"status":"confirmed"}']);
    expect(puts).toEqual([]);

    setOnline(true);
    await drainNow();
    expect(puts).toEqual([queued[0]!.key]);
    expect(await listEntries()).toEqual([]);
  });
});
