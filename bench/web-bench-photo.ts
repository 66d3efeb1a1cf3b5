import { cameraPhoto } from '#api/test/photos.ts';

// Products whose photo is a seller's 12-megapixel camera upload, made through the real upload flow
// and sharp pipeline of the running server: the largest image a product page can have, and photos
// that weigh what a seller's do on the first screen of /products (the newest products come first).

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Adds `count` such products as the demo seller, each with its own upload of the photo; answers their ids, newest last. */
export async function addCameraPhotoProducts(base: string, count: number): Promise<string[]> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'seller@souqbayti.jo', password: 'seller123' }),
  });
  if (!login.ok) throw new Error(`demo seller sign-in: ${login.status}`);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const headers = { cookie, 'Content-Type': 'application/json' };
  const [store] = await json<{ id: string; categoryId: string | null }[]>(await fetch(`${base}/api/stores/my-stores`, { headers }));
  const categories = await json<{ id: string }[]>(await fetch(`${base}/api/categories`));
  const photo = await cameraPhoto(4000, 3000, { orientation: 1 });

  async function addProduct(): Promise<string> {
    const { uploadURL } = await json<{ uploadURL: string }>(await fetch(`${base}/api/objects/upload`, { method: 'POST', headers, body: '{}' }));
    await json(await fetch(`${base}${new URL(uploadURL, base).pathname}`, { method: 'PUT', headers: { cookie, 'Content-Type': 'image/jpeg' }, body: photo }));
    const { objectPath } = await json<{ objectPath: string }>(await fetch(`${base}/api/objects/acl`, { method: 'PUT', headers, body: JSON.stringify({ objectPath: uploadURL }) }));
    const product = await json<{ id: string }>(await fetch(`${base}/api/products`, {
      method: 'POST', headers, body: JSON.stringify({
        storeId: store!.id, categoryId: store!.categoryId ?? categories[0]!.id, nameEn: 'Embroidered cushion (camera photo)', nameAr: 'وسادة مطرزة (صورة كاميرا)',
        descriptionEn: 'Photographed with a phone camera: a 12-megapixel upload.', descriptionAr: 'صورة بكاميرا الهاتف: ١٢ ميغابكسل.', price: '18.50', stock: '5', images: [objectPath],
      }),
    }));
    return product.id;
  }

  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await addProduct());
  return ids;
}
