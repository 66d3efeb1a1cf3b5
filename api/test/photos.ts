import sharp from 'sharp';

type Rgb = { r: number; g: number; b: number };

/** A plain photo of one colour (tests and the bench generate their photos; nothing is downloaded). */
export function solidPhoto(colour: Rgb, format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 640, height = 480) {
  return sharp({ create: { width, height, channels: 3, background: colour } })[format]().toBuffer();
}

/** An object of one colour centred on a plain background, like a product photographed on a sheet. */
export async function productPhoto(item: Rgb, background: Rgb, { width = 600, height = 800, itemWidth = 300, itemHeight = 500 } = {}) {
  const itemPng = await sharp({ create: { width: itemWidth, height: itemHeight, channels: 3, background: item } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: itemPng, left: Math.round((width - itemWidth) / 2), top: Math.round((height - itemHeight) / 2) }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Vertical stripes of several colours: a multicoloured, patterned piece. */
export async function stripedPhoto(colours: Rgb[], width = 600, height = 600) {
  const stripe = Math.ceil(width / colours.length / 4);
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = colours[Math.floor(x / stripe) % colours.length]!;
      raw.set([c.r, c.g, c.b], (y * width + x) * 3);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

/**
 * Detail at every scale, as a photographed scene has (folds, weave, grain): value noise summed over
 * octaves from 512 px down to 2 px, each a lattice of random values read bilinearly. Per-pixel noise
 * alone averages away when a photo is scaled down, and its 1280 px copy then weighed a tenth of a real
 * photo's (7.7 KB against 45–125 KB as WebP), flattering every figure that downloads one.
 */
function sceneDetail(width: number, height: number, seed: number): Float32Array {
  const detail = new Float32Array(width * height);
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) - 0.5;
  for (const [scale, amplitude] of [[512, 70], [128, 50], [32, 38], [8, 28], [2, 18]] as const) {
    const columns = Math.ceil(width / scale) + 2;
    const lattice = Float32Array.from({ length: columns * (Math.ceil(height / scale) + 2) }, next);
    for (let y = 0; y < height; y++) {
      const gy = y / scale;
      const row = gy | 0;
      const fy = gy - row;
      for (let x = 0; x < width; x++) {
        const gx = x / scale;
        const col = gx | 0;
        const fx = gx - col;
        const i = row * columns + col;
        const top = lattice[i]! + (lattice[i + 1]! - lattice[i]!) * fx;
        const bottom = lattice[i + columns]! + (lattice[i + columns + 1]! - lattice[i + columns]!) * fx;
        detail[y * width + x]! += (top + (bottom - top) * fy) * amplitude;
      }
    }
  }
  return detail;
}

/**
 * A camera-like JPEG of the given size: coloured gradients with detail at every scale (sceneDetail),
 * so that it weighs about what a phone's photo does at each stored width, with optional EXIF including
 * a GPS position, as a phone would write it.
 */
export async function cameraPhoto(width: number, height: number, { gps = false, orientation }: { gps?: boolean; orientation?: number } = {}) {
  const raw = Buffer.alloc(width * height * 3);
  const detail = sceneDetail(width, height, 12345);
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v | 0);
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    const y = (i / width) | 0;
    const d = detail[i]!;
    raw[i * 3] = clamp(40 + (x * 160) / width + d);
    raw[i * 3 + 1] = clamp(50 + (y * 140) / height + d * 0.9);
    raw[i * 3 + 2] = clamp(60 + ((x + y) * 90) / (width + height) + d * 0.7);
  }
  let img = sharp(raw, { raw: { width, height, channels: 3 } });
  if (gps) {
    img = img.withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1', Copyright: 'Home of the seller' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '35/1 55/1 0/1' },
    });
  }
  if (orientation) img = img.withMetadata({ orientation });
  return img.jpeg({ quality: 88 }).toBuffer();
}
