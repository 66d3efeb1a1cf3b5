import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import zlib from 'node:zlib';
import { acceptedNames } from './accept-header.ts';

// Compresses API answers and rendered pages (static files come pre-compressed by the build).
// Why not hono/compress: it pipes every answer through a web CompressionStream, and under bench:load that
// stream machinery cost a fifth of the server's CPU. Our answers are whole bodies of a few KB, so each is
// compressed in one synchronous call (a fraction of a millisecond; the async functions run the same streams):
// brotli at a fast level when the browser takes it (smaller than gzip, and faster), else gzip.
// docs/decisions/018-running-unattended.md.

const brotliOptions = (size: number) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } });
/** Smaller answers are sent as they are. */
export const THRESHOLD_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** One whole body compressed in one synchronous call. */
export function compressBody(body: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(body.byteLength)) : zlib.gzipSync(body, { level: 5 }));
}

/** An answer kept as bytes, with the compressed copies made of it so far (each made once, kept beside it). */
export type KeptBytes = { body: Uint8Array<ArrayBuffer>; encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>> };

/**
 * What to send of a kept answer in the encoding a request takes: its compressed copy, made at the first request
 * that takes it and kept, or the body itself when it is small or the request takes no encoding.
 */
export function keptBytesFor(kept: KeptBytes, encoding: Encoding | null): { bytes: Uint8Array<ArrayBuffer>; encoding: Encoding | null } {
  if (!encoding || kept.body.byteLength < THRESHOLD_BYTES) return { bytes: kept.body, encoding: null };
  return { bytes: (kept.encoded[encoding] ??= compressBody(kept.body, encoding)), encoding };
}

/** The encoding the request accepts, brotli first; a q=0 refuses one. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = acceptedNames(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

export const compressAnswers = (): MiddlewareHandler => async (c, next) => {
  await next();
  const res = c.res;
  // Status and headers first, the body last: reading `res.body` (or calling c.header, which reads
  // `bodyUsed`) turns @hono/node-server's light answer into a whole web Response with a ReadableStream,
  // which cost a GET ~0.1 ms of the main thread (docs/decisions/022, "Long tail, seventh round").
  if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return;
  const type = res.headers.get('Content-Type');
  if (
    !type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || res.headers.has('Content-Encoding') || res.headers.has('Transfer-Encoding') ||
    /no-transform/i.test(res.headers.get('Cache-Control') ?? '')
  ) return;
  const vary = res.headers.get('Vary');
  if (!vary || !/accept-encoding/i.test(vary)) res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (!encoding || !res.body) return;
  const body = new Uint8Array(await res.arrayBuffer());
  if (body.byteLength < THRESHOLD_BYTES) {
    c.res = new Response(body, res); // the body was read: hand on the same bytes
    return;
  }
  const packed = compressBody(body, encoding);
  // Hono's setter carries the old answer's headers over; the ones that change are set after it.
  c.res = new Response(packed, res);
  c.res.headers.set('Content-Encoding', encoding);
  c.res.headers.set('Content-Length', String(packed.byteLength));
  // The compressed bytes differ from the ones a strong ETag names.
  const etag = c.res.headers.get('ETag');
  if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
};
