import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { renderPage } from '#web/test/render.tsx';
import { TourPage } from './tour-page.tsx';

const stores = ['Salma Embroidery', 'Karak Pottery', 'Reem Tailoring'].map((nameEn, i) => ({
  id: `s${i}`, slug: nameEn.toLowerCase().replace(/\W+/g, '-'), nameEn, nameAr: ['تطريز سلمى', 'فخار الكرك', 'خياطة ريم'][i],
  descriptionEn: `${nameEn}, handmade`, descriptionAr: 'صنع يدوي', rating: 0, operatingHours: i === 1 ? 'Sat–Thu 10:00–18:00' : null,
  phoneNumber: '+962791234567', whatsappNumber: null,
})) as StoreDto[];
const requests: string[] = [];

const server = setupServer(
  http.get('/api/stores', ({ request }) => {
    requests.push(new URL(request.url).search);
    return HttpResponse.json({ stores, total: stores.length });
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
  requests.length = 0;
});
afterAll(() => server.close());

// happy-dom has no WebGL, like a browser with it switched off: the tour becomes a list of shops.
describe('virtual street tour without WebGL', () => {
  it('says so when the street has no shops', async () => {
    server.use(http.get('/api/stores', () => HttpResponse.json({ stores: [], total: 0 })));
    await renderPage(<TourPage />, { route: '/street/tour', language: 'en', feature: 'tour' });
    expect(await screen.findByText('No shops available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the street' }).getAttribute('href')).toBe('/street');
  });

  it('loads up to 100 stores and lists them with their signs', async () => {
    await renderPage(<TourPage />, { route: '/street/tour', language: 'en', feature: 'tour' });
    expect(screen.getByText('Loading Virtual Street')).toBeTruthy();
    const list = await screen.findByRole('list');
    expect(requests).toEqual(['?limit=100']);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('OPEN')).toBeTruthy();
    expect(within(items[0]).getByText('9 AM – 9 PM')).toBeTruthy();
    expect(within(items[0]).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
    expect(within(items[1]).getByText('Sat–Thu 10:00–18:00')).toBeTruthy();
  });

  it('enters a shop: perks, Call Now and Visit Full Store, in Arabic', async () => {
    const page = await renderPage(<TourPage />, { route: '/street/tour', language: 'ar', feature: 'tour' });
    fireEvent.click(await screen.findByRole('button', { name: 'ادخل: فخار الكرك' }));
    const dialog = await screen.findByRole('dialog', { name: 'فخار الكرك' });
    for (const perk of ['قهوة مجانية', 'تغليف الهدايا', 'خدمة ودودة']) expect(within(dialog).getByText(perk)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'اتصل الآن' }).getAttribute('href')).toBe('tel:+962791234567');
    fireEvent.click(within(dialog).getByRole('link', { name: 'زيارة المتجر كاملًا' }));
    expect(page.location().pathname).toBe('/stores/karak-pottery');
  });

});
