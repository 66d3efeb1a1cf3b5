import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import zlib from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { chooseEncoding, compressAnswers, keptBytesFor, THRESHOLD_BYTES, type KeptBytes } from './compress-answers.ts';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `منتج يدوي ${i}` })) };

function app() {
  const server = new Hono();
  server.use('*', compressAnswers());
  server.get('/big', (c) => { c.header('ETag', '"abc"'); return c.json(big); });
  server.get('/small', (c) => c.json({ ok: true }));
  server.get('/photo', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/webp' }));
  server.get('/done', (c) => c.body('x'.repeat(4096), 200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'br' }));
  return server;
}
const get = (path: string, acceptEncoding?: string) => app().request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('compressAnswers', () => {
  it('sends brotli when accepted, else gzip, with the same JSON inside and a weak ETag', async () => {
    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('ETag')).toBe('W/"abc"');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.byteLength);
    expect(JSON.parse(zlib.brotliDecompressSync(brBytes).toString())).toEqual(big);
    expect(brBytes.byteLength).toBeLessThan(JSON.stringify(big).length / 4);

    const gz = await get('/big', 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
  });

  it('leaves alone small answers, photos, answers already encoded and browsers that take none', async () => {
    for (const [path, accept] of [['/small', 'br'], ['/photo', 'br'], ['/done', 'gzip'], ['/big', undefined], ['/big', 'identity']] as const) {
      const res = await get(path, accept);
      expect(res.headers.get('Content-Encoding'), path).toBe(path === '/done' ? 'br' : null);
      expect(res.status).toBe(200);
    }
    expect(await (await get('/small', 'br')).json()).toEqual({ ok: true });
  });

  it('leaves an answer it does not compress as @hono/node-server\'s light response (sent without a web stream)', async () => {
    getRequestListener(() => new Response(null)); // puts the server's light Response in place, as serve() does
    // The light response keeps its body and headers under a symbol until something reads its body; the server
    // sends such a response directly, and any other through a whole web Response and its ReadableStream.
    const light = (res: Response) => Object.getOwnPropertySymbols(res).some((s) => s.description === 'cache');
    for (const path of ['/big', '/small', '/photo']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(light(res), path).toBe(true);
    }
    expect((await get('/big')).headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('reads q-values: q=0 refuses an encoding', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.8')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('compresses a kept answer once per encoding and keeps the copy; small ones and no encoding send the body', () => {
    const body = new TextEncoder().encode(JSON.stringify({ words: 'زيت زيتون '.repeat(200) }));
    const kept: KeptBytes = { body, encoded: {} };
    const br = keptBytesFor(kept, 'br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.bytes)).toEqual(Buffer.from(body));
    expect(keptBytesFor(kept, 'br').bytes).toBe(br.bytes); // the same copy, not compressed again
    const gzip = keptBytesFor(kept, 'gzip');
    expect(zlib.gunzipSync(gzip.bytes)).toEqual(Buffer.from(body));
    expect(Object.keys(kept.encoded).sort()).toEqual(['br', 'gzip']);
    expect(keptBytesFor(kept, null)).toEqual({ bytes: body, encoding: null });
    const small: KeptBytes = { body: body.slice(0, THRESHOLD_BYTES - 1), encoded: {} };
    expect(keptBytesFor(small, 'br')).toEqual({ bytes: small.body, encoding: null });
    expect(small.encoded).toEqual({});
  });
});
