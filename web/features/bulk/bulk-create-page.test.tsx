import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import type { UserDto } from '#api/contract/auth.ts';
import type { CategoryDto, StoreDto } from '#api/contract/catalogue.ts';
import { renderPage } from '#web/test/render.tsx';
import { BulkCreatePage } from './bulk-create-page.tsx';

const seller = { id: 'seller-1', email: 'mona@example.jo', firstName: 'Mona', lastName: 'A', role: 'seller', isActive: true } as UserDto;
const store = { id: 'store-1', sellerId: 'seller-1', slug: 'mona', nameEn: "Mona's Stitches", nameAr: 'غرز منى' } as StoreDto;
const cat = (id: string, nameEn: string, nameAr: string) => ({ id, slug: id, nameEn, nameAr, descriptionEn: null, descriptionAr: null, iconClass: null, sortOrder: 0 }) as CategoryDto;
const categories = [cat('food', 'Food', 'طعام'), cat('crafts', 'Handmade Crafts', 'حرف يدوية')];

let storeAnswer: StoreDto = store;
let analysing = 0;
let peakAnalysing = 0;
let bulkBodies: { products: Record<string, unknown>[] }[] = [];
let uploads = 0;

/** How sure the analyser says it is (below 0.5 its untouched text does not count as filled). */
let confidence = 0.9;

const server = setupServer(
  http.get('/api/auth/user', () => HttpResponse.json(seller)),
  http.get('/api/stores/:id', () => HttpResponse.json(storeAnswer)),
  http.get('/api/categories', () => HttpResponse.json(categories)),
  http.post('/api/ai/analyze-image', async () => {
    analysing += 1;
    peakAnalysing = Math.max(peakAnalysing, analysing);
    await delay(30);
    analysing -= 1;
    return HttpResponse.json({ titleEn: 'Red shawl', titleAr: 'شال أحمر', descriptionEn: 'In red.', descriptionAr: 'باللون الأحمر.', confidence, suggestedCategoryId: 'unknown-id' });
  }),
  http.post('/api/objects/upload', () => HttpResponse.json({ uploadURL: `/api/objects/upload/token-${++uploads}` })),
  http.put('/api/objects/upload/:token', () => HttpResponse.json({ objectPath: '/objects/uploads/x' })),
  http.put('/api/objects/acl', async ({ request }) => {
    const { objectPath } = (await request.json()) as { objectPath: string };
    return HttpResponse.json({ objectPath: `/objects/uploads/${objectPath.split('/').pop()}` });
  }),
  http.post('/api/products/bulk', async ({ request }) => {
    const body = (await request.json()) as { products: Record<string, unknown>[] };
    bulkBodies.push(body);
    return HttpResponse.json({
      success: body.products.length - 1,
      failed: 1,
      failures: [{ index: 1, product: body.products[1], error: 'price: Please enter an amount with at most 2 decimals', code: 'invalidMoney' }],
      products: [],
    }, { status: 201 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  storeAnswer = store;
  peakAnalysing = 0;
  confidence = 0.9;
  bulkBodies = [];
  uploads = 0;
});
afterAll(() => server.close());

const photo = (name: string, type = 'image/png', size = 2000) => new File([new Uint8Array(size)], name, { type });
const render = (language: 'ar' | 'en' = 'en') =>
  renderPage(<BulkCreatePage />, { route: '/seller/store/store-1/products/mass-create', path: '/seller/store/:id/products/mass-create', language, feature: 'bulk' } as Parameters<typeof renderPage>[1]);
const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('Choose photos'), { target: { files } });

describe('bulk creation page', () => {
  it('sends a user away from a store that is not theirs', async () => {
    storeAnswer = { ...store, sellerId: 'someone-else' };
    const page = await render();
    await waitFor(() => expect(page.location().pathname).toBe('/sell'));
  });

  it('analyses photos three at a time, fills the rows and creates the selected ones in one call', async () => {
    const page = await render();
    await screen.findByRole('heading', { name: 'Bulk Add Products' });
    choose([photo('1.png'), photo('2.jpg', 'image/jpeg'), photo('3.png'), photo('4.webp', 'image/webp'), photo('notes.txt', 'text/plain')]);

    const table = await screen.findByRole('region', { name: 'Products to create' });
    expect(screen.getByText('4 / 4')).toBeTruthy();
    await waitFor(() => expect(within(table).getAllByDisplayValue('Red shawl')).toHaveLength(4));
    expect(peakAnalysing).toBe(3);
    // Defaults of docs/product.md and the suggested category replaced by the handmade fallback.
    // No price yet (a row left unpriced must not go live at 0.00).
    expect(within(table).getAllByPlaceholderText('0.00').map((input) => (input as HTMLInputElement).value)).toEqual(['', '', '', '']);
    expect(within(table).getAllByDisplayValue('20')).toHaveLength(4);
    expect(within(table).getAllByText('Handmade Crafts').length).toBeGreaterThan(0);
    // The photo's text is marked as a suggestion on each row until she keeps or edits it.
    const nameEn = (n: number) => screen.getByRole('textbox', { name: `English name Item ${n}` });
    expect(nameEn(1).getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(nameEn(1).getAttribute('aria-describedby')!)!.textContent).toBe('Suggestion from the photo');
    fireEvent.change(nameEn(1), { target: { value: 'Red wool shawl' } });
    expect(nameEn(1).getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Arabic name Item 1' }));
    expect(screen.getByRole('textbox', { name: 'Arabic name Item 1' }).getAttribute('aria-describedby')).toBeNull();

    // Inputs are named by column and row; prices typed in Arabic-Indic digits show as what is saved.
    const price = (n: number) => screen.getByRole('textbox', { name: `Price (JOD) Item ${n}` });
    fireEvent.change(price(1), { target: { value: '٨' } });
    fireEvent.change(price(2), { target: { value: '١٢٫٥' } });
    fireEvent.blur(price(2));
    expect((price(2) as HTMLInputElement).value).toBe('12.5');
    fireEvent.change(price(3), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Item 4' }));
    expect(screen.getByText('3 / 4')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Selected Items (3)' }));
    await waitFor(() => expect(bulkBodies).toHaveLength(1));
    const sent = bulkBodies[0]!.products;
    expect(sent).toHaveLength(3);
    expect(sent[1]).toMatchObject({ storeId: 'store-1', categoryId: 'crafts', nameEn: 'Red shawl', nameAr: 'شال أحمر', price: '12.5', stock: 20, status: 'active', currency: 'JOD' });
    // Each photo went through the upload flow first: three upload URLs, each ACL'd path used once.
    expect(uploads).toBe(3);
    expect(new Set(sent.map((p) => (p.images as string[]).join()))).toEqual(new Set(['/objects/uploads/token-1', '/objects/uploads/token-2', '/objects/uploads/token-3']));

    // The refused row stays with its reason, the created ones leave, then the dashboard after 3 s.
    expect(await screen.findByText('Please enter an amount with at most 2 decimals')).toBeTruthy();
    expect(screen.getByText('1 / 2')).toBeTruthy();
    await waitFor(() => expect(page.location().pathname).toBe('/seller/dashboard'));
  }, 15_000);

  it('checks the rows before sending anything', async () => {
    await render();
    await screen.findByRole('heading', { name: 'Bulk Add Products' });
    choose([photo('1.png')]);
    await waitFor(() => expect(screen.getAllByDisplayValue('Red shawl').length).toBe(1));
    fireEvent.change(screen.getByRole('textbox', { name: 'Arabic name Item 1' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Selected Items (1)' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    // The unpriced row is marked and the seller is taken to its price.
    const price = screen.getByRole('textbox', { name: 'Price (JOD) Item 1' });
    expect(price.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(price));
    expect(screen.getAllByText('Please fill all required fields for selected products').length).toBeGreaterThan(0);
    expect(bulkBodies).toHaveLength(0);
    expect(uploads).toBe(0);
  });

  it('does not count an unsure suggested name she has not kept or edited, and takes her to it', async () => {
    confidence = 0.3;
    server.use(http.post('/api/products/bulk', async ({ request }) => {
      bulkBodies.push((await request.json()) as { products: Record<string, unknown>[] });
      return HttpResponse.json({ success: 1, failed: 0, failures: [], products: [] }, { status: 201 });
    }));
    await render();
    await screen.findByRole('heading', { name: 'Bulk Add Products' });
    choose([photo('1.png')]);
    await waitFor(() => expect(screen.getAllByDisplayValue('Red shawl').length).toBe(1), { timeout: 3000 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Price (JOD) Item 1' }), { target: { value: '٧' } });
    expect(screen.getAllByText('Suggestion from the photo: check it, then keep or edit it')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Add Selected Items (1)' }));
    const nameEn = screen.getByRole('textbox', { name: 'English name Item 1' });
    await waitFor(() => expect(document.activeElement).toBe(nameEn));
    expect(nameEn.getAttribute('aria-invalid')).toBe('true');
    expect(bulkBodies).toHaveLength(0);

    // She edits one name and keeps the other: the row goes. The descriptions (not required) stay marked.
    fireEvent.change(nameEn, { target: { value: 'Red wool shawl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Keep Arabic name Item 1' }));
    expect(screen.getAllByText('Suggestion from the photo: check it, then keep or edit it')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Add Selected Items (1)' }));
    await waitFor(() => expect(bulkBodies).toHaveLength(1), { timeout: 3000 });
    expect(bulkBodies[0]!.products[0]).toMatchObject({ nameEn: 'Red wool shawl', nameAr: 'شال أحمر', price: '7' });
  });

  it('aborts the whole submission when a photo upload fails', async () => {
    server.use(http.put('/api/objects/upload/:token', () => HttpResponse.json({ message: 'Unsupported file type', code: 'unsupportedMediaType' }, { status: 415 })));
    await render();
    await screen.findByRole('heading', { name: 'Bulk Add Products' });
    choose([photo('1.png'), photo('2.png')]);
    await waitFor(() => expect(screen.getAllByDisplayValue('Red shawl').length).toBe(2));
    for (const n of [1, 2]) fireEvent.change(screen.getByRole('textbox', { name: `Price (JOD) Item ${n}` }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Selected Items (2)' }));
    expect(await screen.findByText('Image Upload Failed')).toBeTruthy();
    expect(screen.getByText('Unsupported file type')).toBeTruthy();
    expect(bulkBodies).toHaveLength(0);
    expect(screen.getByText('2 / 2')).toBeTruthy();
  });

  it('refuses more than 50 photos at once', async () => {
    await render();
    await screen.findByRole('heading', { name: 'Bulk Add Products' });
    choose(Array.from({ length: 51 }, (_, i) => photo(`${i}.png`)));
    expect(await screen.findByText('You can upload up to 50 images only')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Products to create' })).toBeNull();
  });
});
