import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '#api/test/harness.ts';
import { first } from '#api/db/database.ts';
import { cameraPhoto, solidPhoto } from '#api/test/photos.ts';
import { storedObjects, uploadUrls } from '#api/db/tables.ts';
import { PHOTO_WIDTHS } from '#api/contract/photo-widths.ts';
import { AVIF_MAX_WIDTH } from '#api/lib/photo-files.ts';
import { uploadPhoto } from '#api/test/upload-photo.ts';
import { uploadLimiter } from './objects.routes.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
  uploadLimiter.reset();
});
afterEach(() => t.cleanup());

async function uploadUrlFor(cookie: string) {
  const res = await t.call('POST', '/api/objects/upload', { cookie });
  expect(res.status).toBe(200);
  return res.json.uploadURL as string;
}

const put = (url: string, cookie: string, raw: BodyInit, type = 'image/jpeg') =>
  t.call('PUT', url, { cookie, raw, headers: { 'content-type': type } });

const upload = (cookie: string, bytes: Buffer) => uploadPhoto(t, cookie, bytes);

describe('upload URL', () => {
  it('is for signed-in users only, single-use, and only its hash is stored', async () => {
    expect((await t.call('POST', '/api/objects/upload')).status).toBe(401);
    const seller = await t.signUp('seller');
    const url = await uploadUrlFor(seller.cookie);
    expect(url).toMatch(/^\/api\/objects\/upload\/[A-Za-z0-9_-]{43}$/);
    const token = url.split('/').pop()!;
    const rows = await t.db.select().from(uploadUrls);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(Date.parse(rows[0]!.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);

    const photo = new Uint8Array(await solidPhoto({ r: 200, g: 30, b: 30 }));
    expect((await put(url, seller.cookie, photo)).status).toBe(200);
    const again = await put(url, seller.cookie, photo);
    expect(again.status).toBe(404);
  });

  it('cannot be used by another user or without a session', async () => {
    const owner = await t.signUp('seller');
    const other = await t.signUp('buyer');
    const url = await uploadUrlFor(owner.cookie);
    const photo = new Uint8Array(await solidPhoto({ r: 10, g: 10, b: 200 }));
    expect((await put(url, other.cookie, photo)).status).toBe(403);
    expect((await t.call('PUT', url, { raw: photo })).status).toBe(401);
    // Still unused: the owner can use it.
    expect((await put(url, owner.cookie, photo)).status).toBe(200);
  });

  it('is limited per user: a burst of 120, then 429 with Retry-After', async () => {
    const seller = await t.signUp('seller');
    // The bucket refills at one a second while the loop runs, so a few more than 120 may pass.
    let granted = 0;
    let limited;
    while (!limited && granted < 130) {
      const res = await t.call('POST', '/api/objects/upload', { cookie: seller.cookie });
      if (res.status === 200) granted += 1;
      else limited = res;
    }
    expect(granted).toBeGreaterThanOrEqual(120);
    expect(granted).toBeLessThan(130);
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get('retry-after')).toBeTruthy();
  });

  it('is refused once expired, and unknown tokens are 404', async () => {
    const seller = await t.signUp('seller');
    const url = await uploadUrlFor(seller.cookie);
    await t.db.update(uploadUrls).set({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const photo = new Uint8Array(await solidPhoto({ r: 10, g: 10, b: 200 }));
    expect((await put(url, seller.cookie, photo)).status).toBe(404);
    expect((await put('/api/objects/upload/not-a-token', seller.cookie, photo)).status).toBe(404);
  });
});

describe('photo checks', () => {
  it('accepts a PNG named .jpg with a JPEG type: judged by its bytes', async () => {
    const seller = await t.signUp('seller');
    const png = await solidPhoto({ r: 0, g: 150, b: 0 }, 'png');
    const path = await upload(seller.cookie, png);
    expect(path).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
  });

  it('refuses a text file named .jpg with 415 and keeps the URL usable', async () => {
    const seller = await t.signUp('seller');
    const url = await uploadUrlFor(seller.cookie);
    const text = new TextEncoder().encode('hello, I am not a photo at all');
    const res = await put(url, seller.cookie, text, 'image/jpeg');
    expect(res.status).toBe(415);
    expect(res.json.code).toBe('unsupportedMediaType');
    // A JPEG header followed by junk is not a photo either.
    const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('junk junk junk')]);
    expect((await put(url, seller.cookie, fake)).status).toBe(415);
    expect((await put(url, seller.cookie, new Uint8Array(await solidPhoto({ r: 1, g: 2, b: 3 })))).status).toBe(200);
  });

  it('refuses 11 MB with 413', async () => {
    const seller = await t.signUp('seller');
    const url = await uploadUrlFor(seller.cookie);
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    const res = await put(url, seller.cookie, big);
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });

  it('refuses a decompression bomb (too many pixels) with 413', async () => {
    const seller = await t.signUp('seller');
    // A tiny PNG whose header claims 30,000 × 30,000 pixels (900 MP).
    const bomb = await solidPhoto({ r: 255, g: 255, b: 255 }, 'png', 1, 1);
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
    const url = await uploadUrlFor(seller.cookie);
    expect((await put(url, seller.cookie, new Uint8Array(bomb), 'image/png')).status).toBe(413);
  });

  it('strips every piece of metadata (GPS included) and applies the orientation', async () => {
    const seller = await t.signUp('seller');
    const original = await cameraPhoto(800, 600, { gps: true, orientation: 6 });
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // GPS IFD pointer present
    const path = await upload(seller.cookie, original);
    const files = PHOTO_WIDTHS.flatMap((width) => [`${width}.webp`, ...(width <= AVIF_MAX_WIDTH ? [`${width}.avif`] : [])]);
    for (const file of files) {
      const res = await t.app.request(`${path}/${file}`);
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(file.endsWith('.webp') ? 'webp' : 'heif');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
      // Orientation 6 turns the 800×600 landscape into a portrait.
      expect(meta.height!).toBeGreaterThan(meta.width!);
    }
  });
});

describe('ACL and serving', () => {
  it('serves every width as WebP with nosniff and immutable caching once public', async () => {
    const seller = await t.signUp('seller');
    const path = await upload(seller.cookie, await cameraPhoto(2000, 1500));
    for (const width of PHOTO_WIDTHS) {
      const res = await t.app.request(`${path}/${width}.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBe(width);
    }
    const plain = await t.app.request(path);
    expect(plain.status).toBe(200);
    expect((await sharp(Buffer.from(await plain.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('answers AVIF at a width\'s own address to a browser that names it, WebP to others, and varies on Accept', async () => {
    const seller = await t.signUp('seller');
    const path = await upload(seller.cookie, await cameraPhoto(2000, 1500));
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const served = async (address: string, accept?: string) => {
      const res = await t.app.request(address, accept ? { headers: { accept } } : {});
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      return { type: res.headers.get('content-type'), vary: res.headers.get('vary'), format: meta.format, compression: meta.compression, width: meta.width };
    };
    for (const width of PHOTO_WIDTHS.filter((w) => w <= AVIF_MAX_WIDTH)) {
      expect(await served(`${path}/${width}`, chromium)).toEqual({ type: 'image/avif', vary: 'Accept', format: 'heif', compression: 'av1', width });
      expect(await served(`${path}/${width}`, 'image/webp,*/*')).toEqual({ type: 'image/webp', vary: 'Accept', format: 'webp', compression: undefined, width });
    }
    // A refusal (q=0) and no Accept at all get WebP; the widest widths are WebP only.
    expect((await served(`${path}/400`, 'image/avif;q=0, image/*')).type).toBe('image/webp');
    expect((await served(`${path}/400`)).type).toBe('image/webp');
    expect(await served(`${path}/1280`, chromium)).toMatchObject({ type: 'image/webp', format: 'webp', width: 1280 });
    expect(await served(path, chromium)).toMatchObject({ type: 'image/avif', width: 640 });
    // A named format is that format, whatever the Accept, and is no answer to vary.
    expect(await served(`${path}/400.webp`, chromium)).toMatchObject({ type: 'image/webp', vary: null });
    expect(await served(`${path}/400.avif`, 'image/webp')).toMatchObject({ type: 'image/avif', vary: null });
    expect((await t.app.request(`${path}/1280.avif`)).status).toBe(404);
    expect((await t.app.request(`${path}/400.png`)).status).toBe(404);
    expect((await t.app.request(`${path}/401`)).status).toBe(404);
  });

  it('answers WebP for a photo stored before AVIF, whatever the browser takes', async () => {
    const seller = await t.signUp('seller');
    const path = await upload(seller.cookie, await cameraPhoto(1000, 750));
    await t.db.update(storedObjects).set({ avifWidths: [] }).where(eq(storedObjects.objectPath, path));
    const res = await t.app.request(`${path}/400`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await t.app.request(`${path}/400.avif`)).status).toBe(404);
  });

  it('serves a small photo for the widths above its size, and 404 for unknown ids and widths', async () => {
    const seller = await t.signUp('seller');
    const path = await upload(seller.cookie, await solidPhoto({ r: 5, g: 5, b: 5 }, 'webp', 500, 400));
    const big = await t.app.request(`${path}/1280.webp`);
    expect(big.status).toBe(200);
    expect((await sharp(Buffer.from(await big.arrayBuffer())).metadata()).width).toBe(500);
    expect((await t.app.request(`${path}/999.webp`)).status).toBe(404);
    expect((await t.app.request('/objects/uploads/00000000-0000-0000-0000-000000000000/640.webp')).status).toBe(404);
    expect((await t.app.request('/objects/uploads/../../etc/passwd')).status).toBe(404);
  });

  it('answers a width a photo was stored without (kept before that width existed) with the next wider one', async () => {
    const seller = await t.signUp('seller');
    const path = await upload(seller.cookie, await cameraPhoto(2000, 1500));
    const widthServed = async (asked: number) => (await sharp(Buffer.from(await (await t.app.request(`${path}/${asked}.webp`)).arrayBuffer())).metadata()).width;
    // As photos were stored before 480, 800 and 960 were added: the files stay, the row lists only these.
    await t.db.update(storedObjects).set({ widths: [320, 640, 1280] }).where(eq(storedObjects.objectPath, path));
    expect(await widthServed(480)).toBe(640);
    expect(await widthServed(800)).toBe(1280);
    expect(await widthServed(960)).toBe(1280);
    expect(await widthServed(320)).toBe(320);
    // And before 800 alone.
    await t.db.update(storedObjects).set({ widths: [320, 480, 640, 960, 1280] }).where(eq(storedObjects.objectPath, path));
    expect(await widthServed(800)).toBe(960);
    // And before 400 and 720: a card's 400 is its 480, a product page's 720 its 800.
    await t.db.update(storedObjects).set({ widths: [320, 480, 640, 800, 960, 1280] }).where(eq(storedObjects.objectPath, path));
    expect(await widthServed(400)).toBe(480);
    expect(await widthServed(720)).toBe(800);
  });

  it('keeps a photo private to its owner until the ACL call, which only the owner may make', async () => {
    const owner = await t.signUp('seller');
    const other = await t.signUp('seller');
    const url = await uploadUrlFor(owner.cookie);
    const stored = await put(url, owner.cookie, new Uint8Array(await solidPhoto({ r: 90, g: 0, b: 90 })));
    const path = stored.json.objectPath as string;
    expect((await t.app.request(`${path}/320.webp`)).status).toBe(404);
    const mine = await t.app.request(`${path}/320.webp`, { headers: { cookie: owner.cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');

    expect((await t.call('PUT', '/api/objects/acl', { cookie: other.cookie, body: { objectPath: path } })).status).toBe(403);
    expect((await t.call('PUT', '/api/objects/acl', { cookie: owner.cookie, body: { objectPath: '/objects/uploads/nope' } })).status).toBe(404);
    expect((await t.call('PUT', '/api/objects/acl', { cookie: owner.cookie, body: {} })).status).toBe(400);
    expect((await t.call('PUT', '/api/objects/acl', { body: { objectPath: path } })).status).toBe(401);
    const acl = await t.call('PUT', '/api/objects/acl', { cookie: owner.cookie, body: { objectPath: `http://localhost${path}` } });
    expect(acl.json).toEqual({ objectPath: path });
    expect((await t.app.request(`${path}/320.webp`)).status).toBe(200);
  });

  it('keeps the token unusable for the ACL until the photo is stored', async () => {
    const owner = await t.signUp('seller');
    const url = await uploadUrlFor(owner.cookie);
    expect((await t.call('PUT', '/api/objects/acl', { cookie: owner.cookie, body: { objectPath: url } })).status).toBe(404);
    const row = first(await t.db.select().from(uploadUrls).where(eq(uploadUrls.userId, owner.id)).limit(1));
    expect(row?.objectId).toBeNull();
  });
});
