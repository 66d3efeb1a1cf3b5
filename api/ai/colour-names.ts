import type { TextileColour } from '#api/contract/ai.ts';

// Names a pixel's colour in both languages. Coarse on purpose: a seller's phone photo under home light
// only supports plain words like "deep red" or "light blue", never shades a designer would name.

export type ColourFamily =
  | 'red' | 'orange' | 'yellow' | 'green' | 'turquoise' | 'blue' | 'purple' | 'pink' | 'brown' | 'beige'
  | 'black' | 'white' | 'grey';

export type Shade = 'dark' | 'plain' | 'light';

type Hsl = { h: number; s: number; l: number };

export function toHsl(r: number, g: number, b: number): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === rn ? ((gn - bn) / d) % 6 : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s, l };
}

/** The family of one pixel. Achromatic first (very dark, very light or greyish), then by hue. */
export function colourFamily({ h, s, l }: Hsl): ColourFamily {
  if (l < 0.13) return 'black';
  if (l > 0.9 && s < 0.6) return 'white';
  if (s < 0.14 || (s < 0.22 && (l < 0.25 || l > 0.8))) return l < 0.3 ? 'black' : l > 0.8 ? 'white' : 'grey';
  if (h < 15 || h >= 345) return l > 0.7 ? 'pink' : 'red';
  if (h < 45) {
    if (l < 0.4) return 'brown';
    if (l > 0.72 || s < 0.35) return 'beige';
    return 'orange';
  }
  if (h < 68) return l < 0.3 ? 'brown' : s < 0.35 && l > 0.65 ? 'beige' : 'yellow';
  if (h < 165) return 'green';
  if (h < 195) return 'turquoise';
  if (h < 255) return 'blue';
  if (h < 290) return 'purple';
  return 'pink';
}

export function shadeOf(lightness: number): Shade {
  return lightness < 0.3 ? 'dark' : lightness > 0.68 ? 'light' : 'plain';
}

const names: Record<ColourFamily, { en: string; ar: string }> = {
  red: { en: 'red', ar: 'الأحمر' },
  orange: { en: 'orange', ar: 'البرتقالي' },
  yellow: { en: 'yellow', ar: 'الأصفر' },
  green: { en: 'green', ar: 'الأخضر' },
  turquoise: { en: 'turquoise', ar: 'الفيروزي' },
  blue: { en: 'blue', ar: 'الأزرق' },
  purple: { en: 'purple', ar: 'البنفسجي' },
  pink: { en: 'pink', ar: 'الوردي' },
  brown: { en: 'brown', ar: 'البني' },
  beige: { en: 'beige', ar: 'البيج' },
  black: { en: 'black', ar: 'الأسود' },
  white: { en: 'white', ar: 'الأبيض' },
  grey: { en: 'grey', ar: 'الرمادي' },
};

/** Shades only make sense for real colours; "dark black" or "light white" say nothing. */
const hasShades = (family: ColourFamily) => !['black', 'white', 'grey', 'beige', 'brown'].includes(family);

/** "deep red" / "الأحمر الداكن"; dark blue has its own everyday name (navy, الكحلي). */
export function colourName(family: ColourFamily, shade: Shade): { en: string; ar: string } {
  const base = names[family];
  if (!hasShades(family) || shade === 'plain') return base;
  if (family === 'blue' && shade === 'dark') return { en: 'navy blue', ar: 'الكحلي' };
  return shade === 'dark' ? { en: `deep ${base.en}`, ar: `${base.ar} الداكن` } : { en: `light ${base.en}`, ar: `${base.ar} الفاتح` };
}

/** The textile category's colour option for a family, when there is a clear one (docs/product.md). */
export function textileColourOf(family: ColourFamily): TextileColour | null {
  if (family === 'red' || family === 'blue' || family === 'green' || family === 'black' || family === 'white') return family;
  return null;
}
