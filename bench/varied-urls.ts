import { productSorts, writeView } from '#web/features/catalogue/products-url.ts';
import { ADJECTIVES, CATEGORIES, GOVERNORATES, NOUNS, random } from './api-bench-data.ts';

// Long-tail traffic: list URLs as real shoppers make them, never the same one twice, so the
// catalogue's in-process cache cannot answer them (searches in both languages from the catalogue's
// own words, random filters, sorts and pages).

const PRODUCT_SORTS = ['createdAt', 'price', 'rating', 'sales', 'name'];
const STORE_SORTS = ['name', 'rating', 'orders', 'newest'];

/** A shopper's random choices from one seed: the same seed makes the same run. */
function shopper(seed: number) {
  const rand = random(seed);
  const chance = (p: number) => rand() < p;
  const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const word = () => {
    const [ar, en] = pick<readonly [string, string]>(chance(0.5) ? NOUNS : ADJECTIVES);
    const w = chance(0.5) ? ar : en.split(' ')[0]!;
    // A third of the words typed only partly (at least three letters), as in a search box.
    return chance(0.33) ? [...w].slice(0, 3 + Math.floor(rand() * 3)).join('') : w;
  };
  const search = () => (chance(0.6) ? `${word()} ${word()}` : word());
  return { rand, chance, pick, word, search };
}

/** Asks `make` again until it gives a URL not given before. */
function neverTwice(make: () => string) {
  const seen = new Set<string>();
  return function next(): string {
    for (;;) {
      const url = make();
      if (!seen.has(url)) {
        seen.add(url);
        return url;
      }
    }
  };
}

/**
 * The products page as a shopper's browser asks for it (api/pages renders it), never the same URL twice: the same
 * kinds of searches and filters as the lists below, written as the page writes its own URL (writeView).
 */
export function variedProductPages(seed = 11) {
  const { rand, chance, pick, search } = shopper(seed);
  return neverTwice(() => {
    const minPrice = chance(0.3) ? 10 * Math.floor(rand() * 50) : 0;
    const params = writeView({
      search: chance(0.5) ? search() : '',
      category: chance(0.3) ? pick(CATEGORIES)[0] : '',
      sort: chance(0.7) ? pick(productSorts) : '',
      minPrice,
      maxPrice: chance(0.3) ? Math.min(1000, minPrice + 10 * (1 + Math.floor(rand() * 30))) : 1000,
      sale: chance(0.2),
      page: chance(0.6) ? 1 + Math.floor(rand() * (chance(0.8) ? 10 : 100)) : 1,
    });
    return `/products?${params}`;
  });
}

/** Product pages, each product's once, in a random order: a crawler's visit, or shared links after a catalogue write. */
export function productPagesOnce(ids: readonly string[], seed = 13) {
  const { rand } = shopper(seed);
  const order = [...ids];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  let next = 0;
  return () => `/products/${order[next++ % order.length]}`;
}

export function variedUrls(seed = 7) {
  const { rand, chance, pick, word, search } = shopper(seed);

  function productsUrl() {
    const q = new URLSearchParams();
    if (chance(0.5)) q.set('search', search());
    if (chance(0.3)) q.set('categoryId', pick(CATEGORIES)[0]);
    if (chance(0.3)) {
      const min = Math.floor(rand() * 500);
      if (chance(0.5)) q.set('minPrice', String(min));
      q.set('maxPrice', String(min + 5 + Math.floor(rand() * 300)));
    }
    if (chance(0.2)) q.set('isOnSale', 'true');
    if (chance(0.7)) {
      q.set('sortBy', pick(PRODUCT_SORTS));
      q.set('sortOrder', chance(0.5) ? 'asc' : 'desc');
    }
    q.set('limit', '20');
    if (chance(0.6)) q.set('offset', String(20 * Math.floor(rand() * (chance(0.8) ? 10 : 100))));
    return `/api/products?${q}`;
  }

  function storesUrl() {
    const q = new URLSearchParams();
    if (chance(0.4)) q.set('search', word());
    if (chance(0.3)) q.set('categoryId', pick(CATEGORIES)[0]);
    if (chance(0.3)) q.set('governorate', pick(GOVERNORATES));
    if (chance(0.2)) q.set('minRating', String(Math.floor(rand() * 5)));
    if (chance(0.6)) {
      q.set('sortBy', pick(STORE_SORTS));
      q.set('sortOrder', chance(0.5) ? 'asc' : 'desc');
    }
    q.set('limit', '12');
    q.set('offset', String(12 * Math.floor(rand() * 20)));
    return `/api/stores?${q}`;
  }

  /** The next URL never asked for before in this run. */
  return neverTwice(() => (chance(0.8) ? productsUrl() : storesUrl()));
}
