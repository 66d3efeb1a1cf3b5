import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { renderPage } from '#web/test/render.tsx';
import { StreetPage } from './street-page.tsx';

const store = (id: string, nameEn: string, nameAr: string, extra: Partial<StoreDto> = {}): StoreDto => ({
  id, slug: nameEn.toLowerCase().replace(/\W+/g, '-'), sellerId: 'u1', categoryId: null, nameEn, nameAr, descriptionEn: `${nameEn} from home`, descriptionAr: `${nameAr} من البيت`,
  logoUrl: null, bannerUrl: null, rating: 0, totalOrders: 0, isActive: true, isOpen: true, isSuspended: false, governorate: null, city: null, sellerCity: null, sellerGovernorate: null,
  phoneNumber: null, whatsappNumber: null, cliqNumber: null, instagramUrl: null, facebookUrl: null, otherPagesUrl: null, operatingHours: null, openingHours: null,
  specialServices: null, deliveryOptions: [], deliveryAreas: [], preferredContactMethods: [], featuredProduct: null, createdAt: '2026-11-01T00:00:00.000Z', ...extra,
});

const kitchen = store('s1', "Umm Ahmad's Kitchen", 'مطبخ أم أحمد', { governorate: 'irbid', phoneNumber: '+962791234567', whatsappNumber: '+962781112223', rating: 4.2, deliveryOptions: ['delivery'] });
const tailor = store('s2', 'Reem Tailoring', 'خياطة ريم');
let stores = [kitchen, tailor];
const requests: string[] = [];

const server = setupServer(
  http.get('/api/auth/user', () => HttpResponse.json({ message: 'Please log in' }, { status: 401 })),
  http.get('/api/stores', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url.search);
    const list = url.searchParams.get('categoryId') === 'sewing' ? [tailor] : stores;
    return HttpResponse.json({ stores: list, total: list.length });
  }),
);
// The first render of a file loads every catalog; on a busy machine that takes more than 1 s.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
// The persisted query cache writes a second after each change; let that land in this test's
// IndexedDB so it cannot refill the next test's fresh one with this test's data.
afterEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  server.resetHandlers();
  stores = [kitchen, tailor];
  requests.length = 0;
});
afterAll(() => server.close());

const card = (name: string) => screen.findByRole('button', { name: new RegExp(name) });

describe('street page', () => {
  it('says when no shop is available, in Arabic', async () => {
    stores = [];
    await renderPage(<StreetPage />, { route: '/street', language: 'ar', feature: 'street' });
    expect(await screen.findByText('لا توجد متاجر متاحة')).toBeTruthy();
  });

  it('loads 50 stores and narrows them with one category and one governorate at a time', async () => {
    await renderPage(<StreetPage />, { route: '/street', language: 'en', feature: 'street' });
    await card('Reem Tailoring');
    expect(requests).toContain('?limit=50');
    fireEvent.click(screen.getByRole('button', { name: 'Sewing' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Umm Ahmad/ })).toBeNull());
    expect(requests).toContain('?limit=50&categoryId=sewing');
    expect(screen.getByRole('button', { name: 'Sewing' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Karak' }));
    await waitFor(() => expect(requests).toContain('?limit=50&categoryId=sewing&governorate=karak'));
    fireEvent.click(screen.getByRole('button', { name: 'Sewing' }));
    await waitFor(() => expect(requests).toContain('?limit=50&governorate=karak'));
  });

  it('filters the loaded cards by name as the user types', async () => {
    await renderPage(<StreetPage />, { route: '/street', language: 'ar', feature: 'street' });
    await card('خياطة ريم');
    fireEvent.change(screen.getByLabelText('ابحث عن متجر في هذا الشارع'), { target: { value: 'ام احمد' } });
    expect(screen.queryByRole('button', { name: /خياطة ريم/ })).toBeNull();
    expect(screen.getByRole('button', { name: /مطبخ أم أحمد/ })).toBeTruthy();
  });

  it('opens a quick view with the contact links and the way to the full store', async () => {
    const page = await renderPage(<StreetPage />, { route: '/street', language: 'en', feature: 'street' });
    fireEvent.click(await card("Umm Ahmad's Kitchen"));
    const dialog = await screen.findByRole('dialog', { name: "Umm Ahmad's Kitchen" });
    expect(within(dialog).getByText('Irbid')).toBeTruthy();
    expect(within(dialog).getByText('Delivery available')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('tel:+962791234567');
    expect(within(dialog).getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/962781112223');
    fireEvent.click(within(dialog).getByRole('link', { name: 'Visit Full Store' }));
    await waitFor(() => expect(page.location().pathname).toBe('/stores/umm-ahmad-s-kitchen'));
  });

  it('shows the defaults for a store that gave no governorate, rating or phone', async () => {
    await renderPage(<StreetPage />, { route: '/street', language: 'en', feature: 'street' });
    fireEvent.click(await card('Reem Tailoring'));
    const dialog = await screen.findByRole('dialog', { name: 'Reem Tailoring' });
    expect(within(dialog).getByText('Amman')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeTruthy();
    expect(within(dialog).getByText('This shop has not listed a phone number yet.')).toBeTruthy();
    expect(within(dialog).queryByText('Delivery available')).toBeNull();
  });

  it('turns an assistant request into a product search', async () => {
    const page = await renderPage(<StreetPage />, { route: '/street', language: 'en', feature: 'street' });
    fireEvent.change(screen.getByLabelText('What are you looking for?'), { target: { value: 'I need an embroidered cushion' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(page.location().pathname).toBe('/products'));
    expect(page.location().search).toBe('?search=embroidered%20cushion');
  });
});
