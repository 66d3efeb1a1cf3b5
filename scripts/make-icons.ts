// Renders the app icons (any + maskable) from public/icons/icon.svg. Run: node --import tsx scripts/make-icons.ts
import sharp from 'sharp';
import fs from 'node:fs';

const svg = fs.readFileSync('public/icons/icon.svg');
// Maskable icons keep the artwork inside the central 80% safe zone on a full-bleed background.
const maskable = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 640"><rect width="640" height="640" fill="#8a2e09"/><g transform="translate(64 64)">${svg
    .toString()
    .replace(/<\/?svg[^>]*>/g, '')
    .replace('rx="96"', 'rx="0"')}</g></svg>`,
);
for (const size of [192, 512]) {
  await sharp(svg, { density: 300 }).resize(size, size).png().toFile(`public/icons/icon-${size}.png`);
  await sharp(maskable, { density: 300 }).resize(size, size).png().toFile(`public/icons/maskable-${size}.png`);
}
console.log('icons written');
