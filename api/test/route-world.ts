// A small marketplace for the authorization matrix and the fuzz test: five callers, a store with a
// product, a buyer's cart line, wishlist entry and order, an upload token and a stored photo.
// Not a test file itself.
import { makeTestApp } from './harness.ts';
import { addCategory, addPhoto, createProduct, createStore, productBody, storeBody } from '#api/test/seller-fixtures.ts';
import { address } from '#api/test/shop-fixtures.ts';

export const roles = ['visitor', 'buyer', 'owner', 'otherSeller', 'admin'] as const;
export type Role = (typeof roles)[number];

export async function makeRouteWorld() {
  const t = await makeTestApp();
  const admin = await t.signUp('admin');
  const buyer = await t.signUp('buyer');
  const owner = await t.signUp('seller');
  const otherSeller = await t.signUp('seller');
  const category = await addCategory(t);
  const store = await createStore(t, owner.cookie);
  const product = await createProduct(t, owner.cookie, productBody(store.id, category.id, { stock: 50 }));
  await t.call('POST', '/api/cart', { cookie: buyer.cookie, body: { productId: product.id, quantity: 1 } });
  const placed = await t.call('POST', '/api/orders', { cookie: buyer.cookie, body: { address, paymentMethod: 'cod' } });
  const order = placed.json.orders[0] as { id: string };
  const line = (await t.call('POST', '/api/cart', { cookie: buyer.cookie, body: { productId: product.id, quantity: 1 } })).json as { id: string };
  await t.call('POST', '/api/wishlist', { cookie: buyer.cookie, body: { productId: product.id } });
  const upload = (await t.call('POST', '/api/objects/upload', { cookie: owner.cookie })).json as { uploadURL: string };
  const photo = await addPhoto(t, owner.id);

  const ids = {
    category: category.id, store: store.id, slug: store.slug, product: product.id, order: order.id, checkout: placed.json.checkoutId as string,
    line: line.id, user: buyer.id, token: upload.uploadURL.split('/').at(-1)!, photo: photo.split('/').at(-1)!,
  };
  const cookies: Record<Role, string | undefined> = { visitor: undefined, buyer: buyer.cookie, owner: owner.cookie, otherSeller: otherSeller.cookie, admin: admin.cookie };
  const emails: Record<Role, string> = { visitor: 'visitor@example.com', buyer: buyer.email, owner: owner.email, otherSeller: otherSeller.email, admin: admin.email };

  /** The route's pattern with this world's ids in place of its parameters. */
  function fill(pattern: string): string {
    const idFor = (name: string) => {
      if (name === 'slug') return ids.slug;
      if (name === 'token') return ids.token;
      if (name === 'file') return '320.webp';
      if (name === 'width') return '320';
      if (name === 'productId') return ids.product;
      if (pattern.startsWith('/api/categories')) return ids.category;
      if (pattern.startsWith('/api/cart')) return ids.line;
      if (pattern.startsWith('/api/orders/checkouts')) return ids.checkout;
      if (pattern.startsWith('/api/orders')) return ids.order;
      if (pattern.startsWith('/api/admin/users')) return ids.user;
      if (pattern.startsWith('/api/stores') || pattern.startsWith('/api/admin/stores')) return ids.store;
      if (pattern.startsWith('/api/products')) return ids.product;
      if (pattern.startsWith('/objects/uploads')) return ids.photo;
      throw new Error(`no id for :${name} in ${pattern}`);
    };
    return routeKey(pattern).replace(/:(\w+)/g, (_, name: string) => idFor(name));
  }

  /** A body that the route accepts from a caller allowed to use it. */
  function validBody(method: string, pattern: string, role: Role): unknown {
    const key = `${method} ${routeKey(pattern)}`;
    const bodies: Record<string, unknown> = {
      'POST /api/register': { email: `new-${crypto.randomUUID().slice(0, 8)}@example.com`, password: 'secret123', firstName: 'New', role: 'buyer' },
      'POST /api/login': { email: emails.buyer, password: 'secret123' },
      'PUT /api/auth/password': { currentPassword: 'secret123', newPassword: 'secret456' },
      'PUT /api/auth/profile': { firstName: 'Renamed', email: emails[role] },
      'POST /api/categories': { nameEn: 'Matrix category', nameAr: 'فئة المصفوفة', slug: 'matrix-category' },
      'PUT /api/categories/:id': { nameEn: 'Matrix category', nameAr: 'فئة المصفوفة', slug: 'matrix-category' },
      'POST /api/stores': storeBody({ nameEn: 'Second store', nameAr: 'متجر ثان' }),
      'PUT /api/stores/:id': storeBody(),
      'POST /api/products/bulk': { products: [productBody(ids.store, ids.category)] },
      'POST /api/products': productBody(ids.store, ids.category),
      'PUT /api/products/:id': productBody(ids.store, ids.category, { nameEn: 'Renamed cushion' }),
      'POST /api/products/:id/reviews': { rating: 5, commentEn: 'Lovely' },
      'POST /api/listing-drafts': productBody(ids.store, ids.category),
      'POST /api/cart': { productId: ids.product, quantity: 1 },
      'PUT /api/cart/:id': { quantity: 2 },
      'POST /api/wishlist': { productId: ids.product },
      'POST /api/orders': { address, paymentMethod: 'cod' },
      'PUT /api/orders/:id/status': { status: 'confirmed' },
      'PUT /api/orders/:id/cliq-reference': { cliqReference: 'CLIQ-12345' },
      'PUT /api/admin/users/:id': { isActive: false },
      'PUT /api/admin/stores/:id': { isActive: false },
      'PUT /api/objects/acl': { objectPath: photo },
      'POST /api/ai/analyze-image': { imageBase64: 'bm90IGEgcGhvdG8=', userLanguage: 'en' },
      // A closed local port: an alert to it fails at once, never reaching out of the machine.
      'POST /api/push/subscriptions': { endpoint: 'https://127.0.0.1:9/push/matrix', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) }, language: 'ar' },
      'DELETE /api/push/subscriptions': { endpoint: 'https://127.0.0.1:9/push/matrix' },
    };
    return bodies[key];
  }

  return { t, ids, cookies, fill, validBody };
}

/** A route pattern without its parameters' constraints: `/api/products/:id{[0-9a-f]{8}-…}` → `/api/products/:id`. */
export function routeKey(pattern: string): string {
  let out = '';
  let depth = 0;
  for (const ch of pattern) {
    if (ch === '{') depth += 1;
    else if (ch === '}') depth -= 1;
    else if (depth === 0) out += ch;
  }
  return out;
}

/** Every route of the app (method and pattern), read from the Hono app itself; middleware left out. */
export function appRoutes(app: { routes: { method: string; path: string }[] }): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of app.routes) if (r.method !== 'ALL') seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  return [...seen.values()];
}
