import type { APIRequestContext, Page } from '@playwright/test';
import { expect, tr, uniqueEmail, type Language } from './fixtures.ts';

// Shared by the offline journeys: a seller's store the journey controls, and the outbox as the
// browser keeps it in IndexedDB.

export type Product = { id: string; nameAr: string; nameEn: string };
type Fixture = {
  storeId: string; storeSlug: string; seller: { email: string; password: string }; products: Product[];
  setStock: (productId: string, stock: number) => Promise<void>;
};

/** A fresh seller with a store and three products, so the journey controls their stock. */
export async function makeStore(request: APIRequestContext, label: string): Promise<Fixture> {
  const email = uniqueEmail(`offline-seller-${label}`);
  expect((await request.post('/api/register', { data: { email, password: 'secret-123', firstName: 'Nawal', role: 'seller' } })).status()).toBe(201);
  const categories: { id: string }[] = await (await request.get('/api/categories')).json();
  const store = await (await request.post('/api/stores', { data: { nameEn: `Offline Shop ${label}`, nameAr: `متجر بلا إنترنت ${label}`, governorate: 'amman' } })).json();
  const body = (n: number, stock: number) => ({
    storeId: store.id, categoryId: categories[0]!.id, nameEn: `Olive soap ${label} ${n}`, nameAr: `صابون زيتون ${label} ${n}`,
    descriptionEn: 'Cold-pressed olive oil soap.', descriptionAr: 'صابون بزيت الزيتون.', price: '4.50', stock,
  });
  const products: Product[] = [];
  for (const n of [1, 2, 3]) {
    const res = await request.post('/api/products', { data: body(n, 10) });
    expect(res.status(), await res.text()).toBe(201);
    products.push(await res.json());
  }
  const setStock = async (productId: string, stock: number) => {
    const n = products.findIndex((p) => p.id === productId) + 1;
    const res = await request.put(`/api/products/${productId}`, { data: { ...body(n, stock), status: 'active' } });
    expect(res.status(), await res.text()).toBe(200);
  };
  return { storeId: store.id, storeSlug: store.slug, seller: { email, password: 'secret-123' }, products, setStock };
}

export const indicator = (page: Page) => page.getByTestId('sync-indicator');
export const nameIn = (language: Language, product: Product) => (language === 'ar' ? product.nameAr : product.nameEn);
export const heart = (page: Page, language: Language, product: Product, saved: boolean) =>
  card(page, language, product).getByRole('button', {
    name: tr(language, saved ? 'Remove {name} from wishlist' : 'Add {name} to wishlist').replace('{name}', nameIn(language, product)),
  });
export const card = (page: Page, language: Language, product: Product) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: nameIn(language, product), exact: true }) });

/** The outbox's queued entries, read straight from IndexedDB. */
export const readOutbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('souq-bayti-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('outbox').objectStore('outbox').getAll();
          get.onsuccess = () => resolve(get.result);
        };
      }),
  );

/** Puts entries back into the outbox as they were (same idempotency keys): a forced replay. */
export const replay = (page: Page, entries: unknown[]) =>
  page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('souq-bayti-offline');
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite');
          for (const entry of entries as Record<string, unknown>[]) {
            const { seq: _seq, ...rest } = entry;
            tx.objectStore('outbox').add(rest);
          }
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    entries,
  );

/** The query keys the app has persisted in IndexedDB (written a moment after the data arrives). */
export const persistedKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('souq-bayti-cache');
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('clients')) return resolve([]);
          const get = open.result.transaction('clients').objectStore('clients').get('query-cache');
          get.onsuccess = () => {
            const queries = (get.result?.clientState?.queries ?? []) as { queryKey: unknown[] }[];
            resolve(queries.map((q) => JSON.stringify(q.queryKey)));
          };
        };
      }),
  );
