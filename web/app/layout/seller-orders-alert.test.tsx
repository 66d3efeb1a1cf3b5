import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { SellerOrdersSummaryDto } from '#api/contract/seller.ts';
import { renderPage } from '#web/test/render.tsx';
import { SellerOrdersAlert } from './seller-orders-alert.tsx';

let summary: SellerOrdersSummaryDto = { needsAction: 0, totalOrders: 0, latest: null };
let role = 'seller';
const server = setupServer(
  http.get('/api/auth/user', () => HttpResponse.json({ id: 'u1', email: 'huda@example.jo', firstName: 'Huda', lastName: '', role, isActive: true })),
  http.get('/api/orders/seller-summary', () => HttpResponse.json(summary)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  summary = { needsAction: 0, totalOrders: 0, latest: null };
  role = 'seller';
});
afterAll(() => server.close());

describe('the seller’s orders alert', () => {
  it('counts orders needing action and announces an order that arrives while the app is open, not the ones already there', async () => {
    const page = await renderPage(<SellerOrdersAlert />, { language: 'en' });
    expect(await screen.findByRole('link', { name: 'Orders needing action: 0' })).toBeTruthy();
    await waitFor(() => expect(page.queryClient.getQueryData(['/api/orders', 'seller-summary'])).toEqual(summary));
    summary = { needsAction: 2, totalOrders: 2, latest: { id: 'o2', reference: 'SB-4821', createdAt: '2026-11-24T08:00:00.000Z' } };
    await page.queryClient.refetchQueries({ queryKey: ['/api/orders', 'seller-summary'] });
    expect(await screen.findByRole('link', { name: 'Orders needing action: 2' })).toBeTruthy();
    expect(await screen.findByText('New order SB-4821')).toBeTruthy();
  });

  it('says nothing about orders that were there before', async () => {
    summary = { needsAction: 1, totalOrders: 1, latest: { id: 'o1', reference: 'SB-1000', createdAt: '2026-11-24T08:00:00.000Z' } };
    await renderPage(<SellerOrdersAlert />, { language: 'en' });
    expect(await screen.findByRole('link', { name: 'Orders needing action: 1' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('New order SB-1000')).toBeNull());
  });

  it('is not shown to buyers', async () => {
    role = 'buyer';
    const page = await renderPage(<SellerOrdersAlert />, { language: 'en' });
    await waitFor(() => expect(page.queryClient.getQueryData(['/api/auth/user'])).toBeTruthy());
    expect(screen.queryByRole('link')).toBeNull();
  });
});
