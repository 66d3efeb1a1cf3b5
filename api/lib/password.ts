import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { AppError } from '#api/lib/errors.ts';

/**
 * At most `running` tasks at once and `waiting` in line; past that a task is refused at once.
 * scrypt runs on libuv's pool of 4 threads, which also reads the static files: a flood of sign-ins
 * must never take all of them (docs/decisions/017).
 */
export function createGate({ running, waiting }: { running: number; waiting: number }) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async function through<T>(task: () => Promise<T>): Promise<T> {
    if (active >= running) {
      if (queue.length >= waiting) throw new AppError(503, 'serverBusy', { retryAfterSeconds: 2 });
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      active += 1;
    }
    try {
      return await task();
    } finally {
      const next = queue.shift();
      if (next) next(); // the slot passes straight to the next in line
      else active -= 1;
    }
  };
}

const hashing = createGate({ running: 2, waiting: 32 });

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  hashing(() => new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)))));

// scrypt with N=2^15 (≈ 50 ms here): slow enough to resist guessing, fast enough for sign-in.
// The cost is stored in each hash, so verification always uses the cost the hash was made with.
const R = 8, P = 1, KEYLEN = 32;
let N = 2 ** 15;

/** Test suites create hundreds of accounts: same algorithm, a much lower work factor. Never in production. */
export function useFastPasswordHashingForTests() {
  N = 2 ** 10;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N, r: R, p: P, maxmem: 128 * N * R * 2 });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: 128 * Number(n) * Number(r) * 2 });
  return timingSafeEqual(actual, expected);
}
