import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { renderPage } from '#web/test/render.tsx';
import { OrderAlerts } from './order-alerts.tsx';

// The browser's side is faked (happy-dom has no push); the API answers through msw.
const publicKey = `B${'A'.repeat(86)}`;
let saved: unknown[] = [];
const server = setupServer(
  http.get('/api/push/public-key', () => HttpResponse.json({ publicKey })),
  http.post('/api/push/subscriptions', async ({ request }) => {
    saved.push(await request.json());
    return HttpResponse.json({ ok: true }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let permission: NotificationPermission;
let answer: NotificationPermission;
const requestPermission = vi.fn(async () => (permission = answer));
const subscription = { endpoint: 'https://push.example/abc', options: { applicationServerKey: null }, toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } }), unsubscribe: vi.fn(async () => true) };
const pushManager = { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async () => subscription) };

function fakeBrowser(withPush = true) {
  vi.stubGlobal('Notification', { get permission() { return permission; }, requestPermission });
  if (withPush) vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) } });
}

beforeEach(() => {
  permission = 'default';
  answer = 'granted';
  saved = [];
  requestPermission.mockClear();
  pushManager.subscribe.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const render = (language: 'ar' | 'en' = 'en') => renderPage(<OrderAlerts />, { language, feature: 'seller' } as Parameters<typeof renderPage>[1]);

describe('order alerts card', () => {
  it('asks the browser only when she taps, then hands the subscription to the server in her language', async () => {
    fakeBrowser();
    await render('ar');
    const allow = await screen.findByRole('button', { name: 'السماح بتنبيهات الطلبات' });
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(allow);
    expect(await screen.findByRole('button', { name: 'إيقاف التنبيهات' })).toBeTruthy();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(saved).toEqual([{ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' }, language: 'ar' }]);
  });

  it('explains a refusal and how to undo it, without subscribing', async () => {
    fakeBrowser();
    answer = 'denied';
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Allow order alerts' }));
    expect(await screen.findByText(/allow notifications for this site in the browser’s settings/)).toBeTruthy();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Allow order alerts' })).toBeNull();
  });

  it('says when the browser cannot show alerts at all', async () => {
    fakeBrowser(false);
    await render();
    expect(await screen.findByText(/This browser cannot show order alerts/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
