// Brotli and gzip copies of the built app's text files, made once at build time at the highest levels
// (too slow per request): the server sends them with Content-Encoding (serveStatic's `precompressed`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const root = process.argv[2] ?? 'dist';
let count = 0;
let before = 0;
let after = 0;
for (const file of files(root)) {
  if (!TEXT.test(file)) continue;
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  const gz = zlib.gzipSync(bytes, { level: 9 });
  // A copy that saves little is not worth a second file: the server then compresses on the fly.
  if (br.length < bytes.length * 0.9) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length * 0.9) fs.writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += bytes.length;
  after += br.length;
}
console.log(`${root}/: ${count} files pre-compressed, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
