import sharp from 'sharp';

// Apart from the journeys' helpers (no test runner needed): bench/offline-listings.bench.ts uses it too.

/**
 * A phone camera's photo: 4000 × 3000 (12 MP, unless told) of fine detail, JPEG, with the camera's metadata and
 * a GPS position in it (which must never reach the server's copy).
 */
export async function phonePhoto(name: string, hue: number, { width = 4000, height = 3000 } = {}): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).blur(1.2).raw().toBuffer();
  const buffer = await sharp(noise, { raw: { width, height, channels: 3 } })
    .modulate({ hue })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'X12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '35/1 55/1 0/1' } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
