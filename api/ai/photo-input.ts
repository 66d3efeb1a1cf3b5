import { assertPhotoBytes, decodePhoto, openPhoto } from '#api/lib/images.ts';

/** What analysers get: the photo oriented, flattened and shrunk, as raw RGB pixels. */
export type AnalysisPhoto = { data: Buffer; width: number; height: number; channels: number };

/** Vision models see little more than this; sending more only costs time and tokens. */
export const ANALYSIS_MAX_SIDE = 768;

/** The base64 from the app, with or without a `data:...;base64,` prefix. */
export function decodeBase64Photo(input: string): Buffer {
  const comma = input.startsWith('data:') ? input.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? input.slice(comma + 1) : input, 'base64');
}

/** The same checks as an upload (size 413, type by bytes 415, pixel limit), then one resize with sharp. */
export async function prepareAnalysisPhoto(bytes: Buffer): Promise<AnalysisPhoto> {
  assertPhotoBytes(bytes);
  const { data, info } = await decodePhoto(() =>
    openPhoto(bytes)
      .resize({ width: ANALYSIS_MAX_SIDE, height: ANALYSIS_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  return { data, width: info.width, height: info.height, channels: info.channels };
}
