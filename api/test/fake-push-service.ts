import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';

// A local stand-in for a browser's push service (FCM, Mozilla autopush…), speaking their wire format:
// it checks each request is a real Web Push message (RFC 8030 headers, RFC 8292 VAPID, RFC 8291
// aes128gcm encryption) and decrypts the payload with the browser's private key, which only the
// "browser" here (the test) holds. Only imported by tests.

/** What a browser makes when it subscribes: a P-256 key pair and a 16-byte auth secret. */
export type BrowserKeys = { ecdh: ECDH; auth: Buffer; json: { p256dh: string; auth: string } };

export function makeBrowserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
/** HKDF with one block of output (RFC 5869), as RFC 8291 writes it out. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => hmac(hmac(salt, ikm), Buffer.concat([info, Buffer.from([1])])).subarray(0, length);

/** RFC 8291 §3.4 + RFC 8188: decrypts one aes128gcm record with the browser's keys. */
export function decryptWebPush(body: Buffer, browser: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65 || record.length > recordSize) throw new Error('not one aes128gcm record with the sender key as key id');

  const ecdhSecret = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = hkdf(browser.auth, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing last-record padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; checks the signature, audience and expiry. Returns k. */
export function verifyVapid(authorization: string | undefined, endpointOrigin: string): { publicKey: string; subject: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const key = Buffer.from(k, 'base64url');
  if (key.length !== 65 || key[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: key.subarray(1, 33).toString('base64url'), y: key.subarray(33).toString('base64url') }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('VAPID JWT signature does not verify with k');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  const now = Date.now() / 1000;
  if (head.alg !== 'ES256') throw new Error(`JWT alg ${head.alg}`);
  if (claims.aud !== endpointOrigin) throw new Error(`JWT aud ${claims.aud} is not ${endpointOrigin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error('JWT exp not within 24 hours');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`JWT sub ${claims.sub}`);
  return { publicKey: k, subject: claims.sub };
}

export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** An http push service on 127.0.0.1: every subscription is a path; a path can be made to answer "gone" (410). */
export async function startFakePushService() {
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const status = req.method !== 'POST' ? 405 : gone.has(req.url ?? '') ? 410 : 201;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A new subscription address on this service. */
    endpoint: () => `${origin}/push/${randomBytes(12).toString('base64url')}`,
    markGone: (endpoint: string) => gone.add(new URL(endpoint).pathname),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
