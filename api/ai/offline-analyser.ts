import sharp from 'sharp';
import type { AiSuggestionDto } from '#api/contract/ai.ts';
import type { AnalysisPhoto } from './photo-input.ts';
import { colourFamily, colourName, shadeOf, textileColourOf, toHsl, type ColourFamily } from './colour-names.ts';

/**
 * The built-in analyser used when no vision model is configured. It runs in-process on the pixels and
 * says only what pixels can show: the main colours (named in both languages), its rough shape (when it
 * stands on a plain background), and whether it is patterned. It never guesses what the item is, so its
 * confidence is low and the fields it cannot fill stay empty for the seller.
 */
export const OFFLINE_CONFIDENCE = 0.3;
const SIDE = 96; // enough pixels for colour shares and a silhouette; fast (≈ 1 ms of arithmetic)
const BACKGROUND_DISTANCE = 48; // RGB distance beyond which a pixel is not the background
const EDGE_DISTANCE = 60; // neighbouring pixels this far apart form an edge

type Rgb = [number, number, number];
type Sample = { pixels: Rgb[]; width: number; height: number };

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

async function sample(photo: AnalysisPhoto): Promise<Sample> {
  const { data, info } = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: photo.channels as 3 } })
    .resize({ width: SIDE, height: SIDE, fit: 'inside' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels: Rgb[] = [];
  for (let i = 0; i < info.width * info.height; i++) {
    const o = i * info.channels;
    pixels.push(info.channels >= 3 ? [data[o]!, data[o + 1]!, data[o + 2]!] : [data[o]!, data[o]!, data[o]!]);
  }
  return { pixels, width: info.width, height: info.height };
}

/** A plain background: most of the outer ring of pixels is one colour (its median). */
function plainBackground({ pixels, width, height }: Sample): Rgb | null {
  const ring = pixels.filter((_, i) => {
    const x = i % width;
    const y = Math.floor(i / width);
    return x < 2 || y < 2 || x >= width - 2 || y >= height - 2;
  });
  const median = (k: 0 | 1 | 2) => ring.map((p) => p[k]).sort((a, b) => a - b)[Math.floor(ring.length / 2)]!;
  const bg: Rgb = [median(0), median(1), median(2)];
  const close = ring.filter((p) => distance(p, bg) < 40).length;
  return close / ring.length >= 0.7 ? bg : null;
}

type Tally = { family: ColourFamily; share: number; lightness: number };

function colourShares(pixels: Rgb[]): Tally[] {
  const byFamily = new Map<ColourFamily, { n: number; l: number }>();
  for (const [r, g, b] of pixels) {
    const hsl = toHsl(r, g, b);
    const family = colourFamily(hsl);
    const t = byFamily.get(family) ?? { n: 0, l: 0 };
    t.n += 1;
    t.l += hsl.l;
    byFamily.set(family, t);
  }
  return [...byFamily.entries()]
    .map(([family, t]) => ({ family, share: t.n / pixels.length, lightness: t.l / t.n }))
    .sort((a, b) => b.share - a.share);
}

export type PhotoReading = {
  colours: Tally[];
  multicolour: boolean;
  patterned: boolean;
  background: Tally | null;
  shape: 'tall' | 'wide' | 'even' | null;
};

/** What the pixels show, before any words. Exported for tests. */
export async function readPhoto(photo: AnalysisPhoto): Promise<PhotoReading> {
  const s = await sample(photo);
  const bg = plainBackground(s);
  let mask = s.pixels.map((p) => (bg ? distance(p, bg) > BACKGROUND_DISTANCE : true));
  let subjectCount = mask.filter(Boolean).length;
  // Nothing stands out (a photo filled by the item itself), or nearly everything does: the whole photo is the item.
  const isolated = bg !== null && subjectCount / mask.length >= 0.04 && subjectCount / mask.length <= 0.95;
  if (!isolated) {
    mask = mask.map(() => true);
    subjectCount = mask.length;
  }
  const subject = s.pixels.filter((_, i) => mask[i]);
  const colours = colourShares(subject);
  const significant = colours.filter((c) => c.share >= 0.12);

  let edges = 0;
  let pairs = 0;
  let [minX, minY, maxX, maxY] = [s.width, s.height, -1, -1];
  for (let i = 0; i < s.pixels.length; i++) {
    if (!mask[i]) continue;
    const x = i % s.width;
    const y = Math.floor(i / s.width);
    [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
    for (const j of [x + 1 < s.width ? i + 1 : -1, y + 1 < s.height ? i + s.width : -1]) {
      if (j < 0 || !mask[j]) continue;
      pairs += 1;
      if (distance(s.pixels[i]!, s.pixels[j]!) > EDGE_DISTANCE) edges += 1;
    }
  }
  const aspect = (maxY - minY + 1) / (maxX - minX + 1);
  return {
    colours,
    multicolour: significant.length >= 3 && colours[0]!.share < 0.5,
    patterned: pairs > 0 && edges / pairs > 0.08,
    background: isolated && bg ? colourShares([bg])[0]! : null,
    shape: isolated ? (aspect > 1.35 ? 'tall' : aspect < 0.74 ? 'wide' : 'even') : null,
  };
}

/** Joins names the way each language lists them: "red, blue and green" / "الأحمر والأزرق والأخضر". */
function listOf(names: { en: string; ar: string }[]) {
  const en = names.length > 1 ? `${names.slice(0, -1).map((n) => n.en).join(', ')} and ${names.at(-1)!.en}` : names[0]!.en;
  return { en, ar: names.map((n) => n.ar).join(' و') };
}

const named = (t: Tally) => colourName(t.family, shadeOf(t.lightness));

/**
 * What the pixels can tell, as facts in both languages and nothing more: the colours, a pattern, the
 * shape. No title (the pixels cannot say what the item is, so the name stays empty for the seller) and
 * no guidance sentence in any field: the app shows the hints (docs/decisions/020-suggestions-not-text.md).
 */
export function describeReading(r: PhotoReading): Omit<AiSuggestionDto, 'suggestedCategoryId'> {
  const en: string[] = [];
  const ar: string[] = [];
  if (r.multicolour) {
    const list = listOf(r.colours.filter((c) => c.share >= 0.12).slice(0, 4).map(named));
    en.push(`Colours: ${list.en}.`);
    ar.push(`الألوان: ${list.ar}.`);
  } else {
    const main = named(r.colours[0]!);
    const second = r.colours[1] && r.colours[1].share >= 0.15 ? named(r.colours[1]) : null;
    en.push(`Colour: ${main.en}${second ? ` with ${second.en}` : ''}.`);
    ar.push(`اللون: ${main.ar}${second ? ` مع ${second.ar}` : ''}.`);
  }
  if (r.patterned) {
    en.push('Patterned.');
    ar.push('بنقوش.');
  }
  if (r.shape === 'tall') {
    en.push('Taller than it is wide.');
    ar.push('أطول من عرضها.');
  } else if (r.shape === 'wide') {
    en.push('Wider than it is tall.');
    ar.push('أعرض من طولها.');
  }
  const top = r.colours[0]!;
  return {
    titleEn: '',
    titleAr: '',
    descriptionEn: en.join(' '),
    descriptionAr: ar.join(' '),
    confidence: OFFLINE_CONFIDENCE,
    textileColour: r.multicolour ? 'multicolor' : top.share >= 0.5 ? textileColourOf(top.family) : null,
    source: 'offline',
  };
}

export async function analyseOffline(photo: AnalysisPhoto): Promise<AiSuggestionDto> {
  // The analyser cannot tell what the item is, so it never picks a category: the app's fallback rule does.
  return { ...describeReading(await readPhoto(photo)), suggestedCategoryId: null };
}
