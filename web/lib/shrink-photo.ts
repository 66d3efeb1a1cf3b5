/**
 * Phones take 3–12 MB photos; the server keeps at most 1280 px and the analyser looks at 768 px.
 * Shrinking in the browser first saves most of a seller's mobile data and time. Any failure (an old
 * browser, a photo the browser cannot decode) falls back to the original file: the server checks it anyway.
 */
export async function shrinkPhoto<T extends Blob>(file: T, maxSide: number, quality = 0.85): Promise<T | File> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    const bitmap = await createImageBitmap(file); // applies the EXIF orientation
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size < 1_500_000) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    // JPEG has no transparency: a transparent PNG would turn black without a white sheet underneath.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob || blob.size >= file.size) return file;
    const name = file instanceof File ? file.name.replace(/\.\w+$/, '') : 'photo';
    return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}

/** Sizes used with shrinkPhoto: enough for the largest stored width, and for the analyser. */
export const UPLOAD_MAX_SIDE = 2048;
export const ANALYSIS_MAX_SIDE = 1024;
