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
 * A noisy gradient JPEG of the given size (a real camera photo compresses about as badly), with
 * optional EXIF including a GPS position, as a phone would write it.
 */
export async function cameraPhoto(width: number, height: number, { gps = false, orientation }: { gps?: boolean; orientation?: number } = {}) {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = i % width;
    const y = (i / width) | 0;
    const noise = seed & 31;
    raw[i * 3] = ((x * 200) / width + noise) | 0;
    raw[i * 3 + 1] = ((y * 200) / height + noise) | 0;
    raw[i * 3 + 2] = (((x + y) * 100) / (width + height) + noise * 2) | 0;
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
