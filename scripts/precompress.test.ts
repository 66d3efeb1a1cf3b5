import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, expect, it } from 'vitest';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('writes brotli and gzip copies of text files that decompress to the same bytes, and leaves the rest alone', () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-precompress-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = 'export const words = ['.concat(Array.from({ length: 2000 }, (_, i) => `"word${i % 50}"`).join(','), '];');
  fs.writeFileSync(path.join(dir, 'assets/app-1a2b.js'), script);
  fs.writeFileSync(path.join(dir, 'tiny.css'), 'a{color:red}');
  fs.writeFileSync(path.join(dir, 'photo.webp'), Buffer.alloc(4096, 7));

  execFileSync(process.execPath, ['scripts/precompress.mjs', dir]);

  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets/app-1a2b.js.br'))).toString()).toBe(script);
  expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets/app-1a2b.js.gz'))).toString()).toBe(script);
  expect(fs.statSync(path.join(dir, 'assets/app-1a2b.js.br')).size).toBeLessThan(script.length / 5);
  // Too small to gain anything, or already compressed: no copies.
  expect(fs.readdirSync(dir).sort()).toEqual(['assets', 'photo.webp', 'tiny.css']);
});
