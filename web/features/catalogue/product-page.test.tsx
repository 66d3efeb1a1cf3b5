import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { renderPage } from '#web/test/render.tsx';
import { ProductPage } from './product-page.tsx';

const ID = '0b0e9c1e-5f5e-4c1e-9a55-3f1d2c3b4a59';
const product = (id: string, extra: Record<string, unknown> = {}) => ({
  id, storeId: 's1', categoryId: 'c1', nameEn: `Cushion ${id.slice(0, 4)}`, nameAr: `مخدة ${id.slice(0, 4)}`, descriptionEn: 'Cross-stitch', descriptionAr: 'تطريز',
  price: '12.00', originalPrice: '16.00', currency: 'JOD', images: ['/objects/uploads/a', '/objects/uploads/b'], imageUrl: '/objects/uploads/a', stock: 3, soldCount: 0,
  rating: 4.5, totalReviews: 51, status: 'active', attributes: {}, isOnSale: true, salePercentage: 25, discount: '4.00',
  createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z',
  store: { id: 's1', slug: 'salma-tatreez', nameEn: "Salma's Tatreez", nameAr: 'تطريز سلمى' },
  seller: { instagramUrl: 'https://instagram.com/salma', facebookUrl: null, otherPagesUrl: null, whatsappNumber: '+962791234567', phoneNumber: null, cliqNumber: 'SALMA' },
  ...extra,
});
const buyer = { id: 'u1', email: 'b@x.jo', firstName: 'Yara', lastName: 'B', role: 'buyer' };

let user: typeof buyer | null = null;
let posted: Record<string, unknown>[] = [];
let postStatus = 201;
const server = setupServer(
  http.get('/api/auth/user', () => (user ? HttpResponse.json(user) : HttpResponse.json({ message: 'Please log in' }, { status: 401 }))),
  http.get('/api/categories', () => HttpResponse.json([])),
  http.get('/api/cart', () => HttpResponse.json([])),
  http.get('/api/wishlist', () => HttpResponse.json([])),
  http.get(`/api/products/${ID}`, () => HttpResponse.json(product(ID))),
  http.get('/api/products/:id', () => HttpResponse.json({ message: 'Product not found' }, { status: 404 })),
  http.get(`/api/products/${ID}/reviews`, () => HttpResponse.json([])),
  http.post(`/api/products/${ID}/reviews`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push(body);
    if (postStatus !== 201) return HttpResponse.json({ message: 'boom' }, { status: postStatus });
    const review = { id: 'r1', productId: ID, commentAr: null, commentEn: null, ...body, createdAt: '2026-11-20T00:00:00Z', isVerifiedPurchase: false, user: { firstName: 'Yara', lastName: 'B', profileImageUrl: null } };
    return HttpResponse.json(review, { status: 201 });
  }),
  http.get('/api/products', () => HttpResponse.json({ products: [product(ID), ...['1', '2', '3', '4', '5'].map((n) => product(`${n}aaa-0000`))], total: 6 })),
);
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  server.resetHandlers();
  user = null;
  posted = [];
  postStatus = 201;
});
afterAll(() => server.close());

const open = (language: 'ar' | 'en' = 'en') => renderPage(<ProductPage />, { route: `/products/${ID}`, path: '/products/:id', language, feature: 'catalogue' });
/** The review form, found by its heading in the page's language. */
const form = async (language: 'ar' | 'en' = 'en') => (await screen.findByRole('heading', { name: language === 'ar' ? 'اكتب تقييمًا' : 'Write a review' })).closest('form')!;
const toastText = async () => (await screen.findByTestId('toast')).textContent;

describe('product page', () => {
  it('shows sale price, savings, badges, stock, seller card and 4 related products', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cushion 0b0e' })).toBeTruthy();
    expect(screen.getByText('You save JOD 4.00 (25%)')).toBeTruthy();
    expect(screen.getByText('HOT DEAL')).toBeTruthy();
    expect(screen.getByText('-25%')).toBeTruthy();
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/962791234567');
    // The store link goes to /stores/{slug}; the seller card's to the short address /{slug}.
    expect(screen.getAllByRole('link', { name: "Salma's Tatreez" }).map((a) => a.getAttribute('href'))).toEqual(['/stores/salma-tatreez', '/salma-tatreez']);
    expect(screen.getByText('SALMA')).toBeTruthy();
    const related = (await screen.findByRole('heading', { name: 'Related products' })).closest('section')!;
    await waitFor(() => expect(within(related).getAllByRole('article')).toHaveLength(4));
    expect(within(related).queryByText('Cushion 0b0e')).toBeNull();
  });

  it('moves through the photos with the arrow keys', async () => {
    await open();
    const photos = await screen.findByRole('group', { name: 'Product photos' });
    const [first, second] = within(photos).getAllByRole('button');
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(second!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: 'Cushion 0b0e, photo 2 of 2' })).toBeTruthy();
  });

  it('asks a visitor to log in before reviewing, and keeps submit disabled while the comment is empty', async () => {
    await open();
    const box = await form();
    const submit = within(box).getByRole('button', { name: 'Submit review' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(within(box).getByLabelText('Your comment'), { target: { value: 'Lovely' } });
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    expect(await toastText()).toContain('Please login to add a review');
    expect(posted).toEqual([]);
  });

  it('requires a comment, sends it in English with the chosen rating, then resets the form', async () => {
    user = buyer;
    await open();
    const box = await form();
    const comment = within(box).getByLabelText('Your comment');
    fireEvent.change(comment, { target: { value: '   ' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Submit review' }));
    expect(await toastText()).toContain('Please write a comment');
    expect(within(box).getByRole('radio', { name: '5 out of 5 stars' })).toHaveProperty('checked', true);
    fireEvent.click(within(box).getByRole('radio', { name: '4 out of 5 stars' }));
    fireEvent.change(comment, { target: { value: ' Lovely work ' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(posted).toEqual([{ rating: 4, commentEn: 'Lovely work' }]));
    expect(await toastText()).toContain('Review added successfully');
    // The new review shows at once, without waiting for the list to be fetched again.
    expect(await screen.findByText('Lovely work')).toBeTruthy();
    await waitFor(() => expect(comment).toHaveProperty('value', ''));
    expect(within(box).getByRole('radio', { name: '5 out of 5 stars' })).toHaveProperty('checked', true);
  });

  it('sends an Arabic comment as commentAr and says when it fails', async () => {
    user = buyer;
    postStatus = 500;
    await open('ar');
    const box = await form('ar');
    fireEvent.change(within(box).getByLabelText('تعليقك'), { target: { value: 'شغل رائع' } });
    fireEvent.click(within(box).getByRole('button', { name: 'إرسال التقييم' }));
    await waitFor(() => expect(posted).toEqual([{ rating: 5, commentAr: 'شغل رائع' }]));
    expect(await toastText()).toContain('تعذّرت إضافة التقييم');
    expect(within(box).getByLabelText('تعليقك')).toHaveProperty('value', 'شغل رائع');
  });

  it('shows Product not found with a way back to /products', async () => {
    await renderPage(<ProductPage />, { route: '/products/missing', path: '/products/:id', language: 'en', feature: 'catalogue' });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to products' }).getAttribute('href')).toBe('/products');
  });
});
