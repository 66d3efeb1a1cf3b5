import { expect, languages, test, tr } from './support/fixtures.ts';

// Offline, a page never opened on this phone says "Not available offline" in her language with the way
// back to what is kept (home, cart, wishlist) and a retry, instead of skeletons; a page opened before
// still shows, its photo too (kept by the service worker as the browser received it: AVIF, which the
// server answers by Accept); with the connection back, the page shows by itself. At 360 × 740.

type Product = { id: string; nameAr: string; nameEn: string; imageUrl: string | null };

for (const language of languages) {
  test(`offline: a page never seen says so, a seen one still shows (${language})`, async ({ page, context, setLanguage, checkA11y }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await setLanguage(page, language);
    const { products }: { products: Product[] } = await (await page.request.get('/api/products?limit=30')).json();
    // The demo's products have photos (journeys running beside this one add some without).
    const [seen, unseen] = [products.find((p) => p.imageUrl)!, products.at(-1)!];
    const photo = page.locator('main img[fetchpriority="high"]');
    const photoShows = () => photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
    const name = (p: Product) => (language === 'ar' ? p.nameAr : p.nameEn);

    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.goto(`/products/${seen.id}`);
    await expect(page.getByRole('heading', { level: 1, name: name(seen) })).toBeVisible();
    await expect.poll(() => page.evaluate((path) => (localStorage.getItem('souq-bayti:seen-pages') ?? '').includes(path), `/products/${seen.id}`)).toBe(true);
    await expect.poll(photoShows).toBe(true);
    const shown = await photo.evaluate((img) => (img as HTMLImageElement).currentSrc);
    const kept = async () => page.evaluate(async (url) => (await caches.match(url, { ignoreVary: true }))?.headers.get('content-type'), shown);
    await expect.poll(kept).toBe('image/avif');

    await context.setOffline(true);
    await page.goto(`/products/${unseen.id}`);
    const notKept = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: tr(language, 'Not available offline') }) });
    await expect(notKept).toBeVisible();
    for (const link of ['Home', 'Cart', 'Wishlist']) await expect(notKept.getByRole('link', { name: tr(language, link), exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: name(unseen) })).toHaveCount(0);
    await checkA11y(page);

    await page.goto(`/products/${seen.id}`);
    await expect(page.getByRole('heading', { level: 1, name: name(seen) })).toBeVisible();
    await expect(page.getByRole('heading', { name: tr(language, 'Not available offline') })).toHaveCount(0);
    await expect(photo).toHaveJSProperty('currentSrc', shown);
    await expect.poll(photoShows).toBe(true);

    await page.goto(`/products/${unseen.id}`);
    await expect(notKept.getByRole('button', { name: tr(language, 'Try again') })).toBeVisible();
    // With the connection back, the page that waited underneath shows by itself.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: name(unseen) })).toBeVisible();
    await expect(notKept).toHaveCount(0);
  });
}
