// The kinds of request in `npm run bench:load`, weighted like a busy evening: mostly reading, some
// carts, fewer checkouts and reviews. Every request is valid, so any non-2xx answer counts as an error.

export type Shopper = { cookie: string; cartLines: number };
export type LoadRequest = { kind: string; method: 'GET' | 'POST'; path: string; cookie?: string; body?: unknown; onOk?: () => void };
export type LoadData = { productIds: string[]; buyableIds: string[]; categorySlugs: string[]; pages: boolean };

const address = { governorate: 'amman', city: 'Amman', street: 'Rainbow St 12', phone: '0791234567' };
const WORDS = ['cushion', 'honey', 'embroidered', 'bag', 'soap', 'candle', 'وسادة', 'عسل', 'مطرزة', 'صابون', 'شال', 'تراثية', 'handmade silk', 'زيت'];
const SORTS = ['createdAt', 'price', 'rating', 'sales', 'name'];

const pick = <T,>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

const kinds: { kind: string; weight: number; make: (data: LoadData, shopper: Shopper) => LoadRequest | null }[] = [
  {
    kind: 'browse', weight: 20,
    make: (d) => ({ kind: 'browse', method: 'GET', path: `/api/products?limit=20&categoryId=${pick(d.categorySlugs)}&sortBy=${pick(SORTS)}&sortOrder=${pick(['asc', 'desc'])}&offset=${20 * Math.floor(Math.random() * 5)}` }),
  },
  { kind: 'search', weight: 15, make: () => ({ kind: 'search', method: 'GET', path: `/api/products?limit=20&search=${encodeURIComponent(pick(WORDS))}` }) },
  { kind: 'product', weight: 20, make: (d) => ({ kind: 'product', method: 'GET', path: `/api/products/${pick(d.productIds)}?include=storeSeller` }) },
  { kind: 'stores', weight: 5, make: () => ({ kind: 'stores', method: 'GET', path: `/api/stores?limit=12&offset=${12 * Math.floor(Math.random() * 10)}` }) },
  {
    kind: 'page', weight: 10,
    make: (d) => (d.pages ? { kind: 'page', method: 'GET', path: Math.random() < 0.7 ? `/products/${pick(d.productIds)}` : `/products?search=${encodeURIComponent(pick(WORDS))}` } : null),
  },
  {
    kind: 'cart', weight: 15,
    make: (d, s) => ({ kind: 'cart', method: 'POST', path: '/api/cart', cookie: s.cookie, body: { productId: pick(d.buyableIds), quantity: 1 }, onOk: () => { s.cartLines += 1; } }),
  },
  {
    kind: 'checkout', weight: 8,
    make: (_d, s) => (s.cartLines > 0 ? { kind: 'checkout', method: 'POST', path: '/api/orders', cookie: s.cookie, body: { address, paymentMethod: 'cod' }, onOk: () => { s.cartLines = 0; } } : null),
  },
  {
    kind: 'review', weight: 5,
    make: (d, s) => ({ kind: 'review', method: 'POST', path: `/api/products/${pick(d.buyableIds)}/reviews`, cookie: s.cookie, body: { rating: 1 + Math.floor(Math.random() * 5), commentEn: 'Lovely work, arrived quickly.' } }),
  },
];
const totalWeight = kinds.reduce((n, k) => n + k.weight, 0);

/** The next request for one shopper; kinds that do not apply now (checkout with an empty cart) draw again. */
export function nextRequest(data: LoadData, shopper: Shopper): LoadRequest {
  for (;;) {
    let roll = Math.random() * totalWeight;
    const chosen = kinds.find((k) => (roll -= k.weight) < 0) ?? kinds[0]!;
    const request = chosen.make(data, shopper);
    if (request) return request;
  }
}

export const kindNames = kinds.map((k) => k.kind);
