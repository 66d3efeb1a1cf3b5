import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { cameraPhoto, solidPhoto } from '#api/test/photos.ts';
import { startS3Server } from '#api/test/s3-server.ts';
import { uploadPhoto } from '#api/test/upload-photo.ts';
import { OBJECTS_DIR } from '#api/lib/storage.ts';
import { PHOTO_WIDTHS } from '#api/contract/photo-widths.ts';
import { AVIF_MAX_WIDTH } from '#api/lib/photo-files.ts';
import { addCategory, createStore, productBody, storeBody } from '#api/test/seller-fixtures.ts';
import { address } from '#api/test/shop-fixtures.ts';
import { uploadLimiter } from './objects.routes.ts';

/** What a test may look at behind the app's back: the bytes and keys as the backend holds them. */
type Inside = { read(key: string): Promise<Buffer | null>; keys(prefix: string): Promise<string[]> };
type Backend = { name: string; start(): Promise<{ env: Record<string, string>; inside(t: TestApp): Inside; close(): Promise<void> }> };

function folderInside(root: string): Inside {
  return {
    read: (key) => fs.readFile(path.join(root, key)).catch(() => null),
    keys: async (prefix) => {
      const names = await fs.readdir(path.join(root, prefix)).catch(() => []);
      return names.map((name) => `${prefix}${name}`).sort();
    },
  };
}

const localFolder: Backend = {
  name: 'the local folder',
  start: async () => ({ env: {}, inside: (t) => folderInside(path.join(t.dataDir, OBJECTS_DIR)), close: async () => {} }),
};

const s3Bucket: Backend = {
  name: 'an S3-compatible bucket (s3rver)',
  start: async () => {
    const s3 = await startS3Server();
    return { env: s3.env, inside: () => s3, close: s3.close };
  },
};

const idOf = (objectPath: string) => objectPath.split('/').pop()!;
/** Each width in WebP, and the widths phones draw in AVIF too. */
const filesOf = () => PHOTO_WIDTHS.flatMap((w) => [`${w}.webp`, ...(w <= AVIF_MAX_WIDTH ? [`${w}.avif`] : [])]);
const keysOf = (objectPath: string) => filesOf().map((file) => `uploads/${idOf(objectPath)}/${file}`).sort();

// One suite, every backend: the app must not be able to tell where its photos live.
describe.each([localFolder, s3Bucket])('photos on $name', (backend) => {
  let started: Awaited<ReturnType<Backend['start']>>;
  let t: TestApp;
  let inside: Inside;
  beforeAll(async () => {
    started = await backend.start();
  });
  afterAll(() => started.close());
  beforeEach(async () => {
    t = await makeTestApp(started.env);
    inside = started.inside(t);
    uploadLimiter.reset();
  });
  afterEach(() => t.cleanup());

  async function sellerWithStore() {
    const seller = await t.signUp('seller');
    const store = await createStore(t, seller.cookie);
    const category = await addCategory(t);
    const photo = async (r: number) => uploadPhoto(t, seller.cookie, await solidPhoto({ r, g: 80, b: 40 }, 'jpeg', 1600, 1200));
    const createProduct = async (images: string[]) => {
      const res = await t.call('POST', '/api/products', { cookie: seller.cookie, body: productBody(store.id, category.id, { images }) });
      expect(res.status).toBe(201);
      return res.json.id as string;
    };
    return { seller, store, category, photo, createProduct };
  }

  const served = (objectPath: string, width = 640) => t.app.request(`${objectPath}/${width}.webp`);

  it('keeps every width re-encoded with no metadata, and /objects serves exactly those bytes', async () => {
    const seller = await t.signUp('seller');
    const objectPath = await uploadPhoto(t, seller.cookie, await cameraPhoto(2000, 1500, { gps: true, orientation: 6 }));
    expect(await inside.keys(`uploads/${idOf(objectPath)}/`)).toEqual(keysOf(objectPath));
    for (const file of filesOf()) {
      const width = Number(file.split('.')[0]);
      const kept = await inside.read(`uploads/${idOf(objectPath)}/${file}`);
      expect(kept).not.toBeNull();
      const meta = await sharp(kept!).metadata();
      expect(meta.format).toBe(file.endsWith('.webp') ? 'webp' : 'heif');
      expect([meta.exif, meta.icc, meta.xmp, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
      expect(kept!.includes(Buffer.from('TestPhone'))).toBe(false);
      // Orientation applied: the landscape camera photo is kept as a portrait of the width's height.
      expect([meta.width, meta.height]).toEqual([(width * 3) / 4, width]);

      const res = await t.app.request(`${objectPath}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(file.endsWith('.webp') ? 'image/webp' : 'image/avif');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await res.arrayBuffer()).equals(kept!)).toBe(true);
    }
  });

  it('deleting a product deletes the objects of the photos nothing else shows', async () => {
    const { photo, createProduct, seller } = await sellerWithStore();
    const own = await photo(10);
    const shared = await photo(200);
    const first = await createProduct([own, shared]);
    const second = await createProduct([shared]);

    expect((await t.call('DELETE', `/api/products/${first}`, { cookie: seller.cookie })).status).toBe(200);
    expect(await inside.keys(`uploads/${idOf(own)}/`)).toEqual([]);
    expect((await served(own)).status).toBe(404);
    // Still on the second product.
    expect(await inside.keys(`uploads/${idOf(shared)}/`)).toEqual(keysOf(shared));
    expect((await served(shared)).status).toBe(200);

    expect((await t.call('DELETE', `/api/products/${second}`, { cookie: seller.cookie })).status).toBe(200);
    expect(await inside.keys(`uploads/${idOf(shared)}/`)).toEqual([]);
  });

  it('an edit that drops a photo deletes it, but a photo a past order shows stays', async () => {
    const { photo, createProduct, seller, store, category } = await sellerWithStore();
    const dropped = await photo(30);
    const kept = await photo(120);
    const productId = await createProduct([dropped, kept]);
    const edit = await t.call('PUT', `/api/products/${productId}`, { cookie: seller.cookie, body: productBody(store.id, category.id, { images: [kept] }) });
    expect(edit.status).toBe(200);
    expect(await inside.keys(`uploads/${idOf(dropped)}/`)).toEqual([]);

    const buyer = await t.signUp('buyer');
    expect((await t.call('POST', '/api/cart', { cookie: buyer.cookie, body: { productId, quantity: 1 } })).status).toBe(201);
    expect((await t.call('POST', '/api/orders', { cookie: buyer.cookie, body: { address, paymentMethod: 'cod' } })).status).toBe(201);
    expect((await t.call('DELETE', `/api/products/${productId}`, { cookie: seller.cookie })).status).toBe(200);
    expect(await inside.keys(`uploads/${idOf(kept)}/`)).toEqual(keysOf(kept));
    expect((await served(kept)).status).toBe(200);
  });

  it("replacing a store's logo deletes the old one", async () => {
    const seller = await t.signUp('seller');
    const oldLogo = await uploadPhoto(t, seller.cookie, await solidPhoto({ r: 250, g: 200, b: 0 }));
    const newLogo = await uploadPhoto(t, seller.cookie, await solidPhoto({ r: 0, g: 200, b: 250 }, 'jpeg', 1600, 1200));
    const store = await createStore(t, seller.cookie, { logoUrl: oldLogo });
    const res = await t.call('PUT', `/api/stores/${store.id}`, { cookie: seller.cookie, body: storeBody({ logoUrl: newLogo }) });
    expect(res.status).toBe(200);
    expect(await inside.keys(`uploads/${idOf(oldLogo)}/`)).toEqual([]);
    expect(await inside.keys(`uploads/${idOf(newLogo)}/`)).toEqual(keysOf(newLogo));
  });
});

describe('photos on S3: what only a bucket has', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());
  afterEach(() => t.cleanup());

  it('stores each object with its type and cache header, so a CDN can serve it as it is', async () => {
    t = await makeTestApp(s3.env);
    const seller = await t.signUp('seller');
    const objectPath = await uploadPhoto(t, seller.cookie, await solidPhoto({ r: 1, g: 2, b: 3 }));
    for (const [file, type] of [['640.webp', 'image/webp'], ['640.avif', 'image/avif']]) {
      const head = await s3.head(`uploads/${idOf(objectPath)}/${file}`);
      expect(head.ContentType).toBe(type);
      expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    }
  });

  it('with PUBLIC_OBJECTS_URL, redirects public photos there and still serves private ones itself', async () => {
    const cdn = `${s3.endpoint}/${s3.env.S3_BUCKET}`;
    t = await makeTestApp({ ...s3.env, PUBLIC_OBJECTS_URL: `${cdn}/` });
    const seller = await t.signUp('seller');
    const bytes = await solidPhoto({ r: 9, g: 99, b: 199 });
    const privatePath = await uploadPhoto(t, seller.cookie, bytes, { makePublic: false });
    const own = await t.app.request(`${privatePath}/320.webp`, { headers: { cookie: seller.cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await t.app.request(`${privatePath}/320.webp`)).status).toBe(404);

    const publicPath = await uploadPhoto(t, seller.cookie, bytes);
    const res = await t.app.request(`${publicPath}/1280.webp`);
    expect(res.status).toBe(302);
    // The photo is 640 wide: the largest stored width answers for 1280.
    expect(res.headers.get('location')).toBe(`${cdn}/uploads/${idOf(publicPath)}/640.webp`);
    const fromCdn = await fetch(res.headers.get('location')!);
    expect(fromCdn.status).toBe(200);
    expect(Buffer.from(await fromCdn.arrayBuffer()).equals((await s3.read(`uploads/${idOf(publicPath)}/640.webp`))!)).toBe(true);
    // A width's own address sends a browser that takes AVIF to that file; shared caches keep one redirect per Accept.
    const avif = await t.app.request(`${publicPath}/400`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(avif.status).toBe(302);
    expect(avif.headers.get('location')).toBe(`${cdn}/uploads/${idOf(publicPath)}/400.avif`);
    expect(avif.headers.get('vary')).toBe('Accept');
  });
});
