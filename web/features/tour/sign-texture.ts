import { CanvasTexture, SRGBColorSpace } from 'three';
import { FONT_FAMILIES } from '#web/ui/fonts.ts';

const FONT = `'${FONT_FAMILIES.arabic}', '${FONT_FAMILIES.latin}', system-ui, sans-serif`;

function texture(canvas: HTMLCanvasElement) {
  const result = new CanvasTexture(canvas);
  result.colorSpace = SRGBColorSpace;
  result.anisotropy = 4;
  return result;
}

/** A rounded label centred on (centerX, y). */
function pill(ctx: CanvasRenderingContext2D, text: string, centerX: number, y: number, background: string, colour: string) {
  ctx.font = `700 26px ${FONT}`;
  const width = ctx.measureText(text).width + 28;
  ctx.fillStyle = background;
  ctx.beginPath();
  ctx.roundRect(centerX - width / 2, y - 20, width, 40, 20);
  ctx.fill();
  ctx.fillStyle = colour;
  ctx.fillText(text, centerX, y + 1);
}

export type SignText = { name: string; open: string; hours: string; rating: number; special: string | null; dir: 'rtl' | 'ltr' };

/**
 * A shop sign drawn with the browser's own text engine (so Arabic is shaped and joined
 * correctly), then used as a texture: name, OPEN, hours, stars and the Special badge.
 */
export function makeSignTexture({ name, open, hours, rating, special, dir }: SignText) {
  const canvas = document.createElement('canvas');
  canvas.width = 512;
  canvas.height = 224;
  const ctx = canvas.getContext('2d')!;
  ctx.direction = dir;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#fffaf2';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.strokeStyle = '#8a2e09';
  ctx.lineWidth = 10;
  ctx.strokeRect(5, 5, canvas.width - 10, canvas.height - 10);

  ctx.fillStyle = '#1f2937';
  let size = 52;
  do {
    ctx.font = `700 ${size}px ${FONT}`;
    size -= 4;
  } while (ctx.measureText(name).width > canvas.width - 48 && size > 24);
  ctx.fillText(name, canvas.width / 2, 62);

  ctx.font = `700 26px ${FONT}`;
  const openWidth = ctx.measureText(open).width + 28;
  ctx.font = `400 26px ${FONT}`;
  const hoursWidth = ctx.measureText(hours).width;
  const rowStart = canvas.width / 2 - (openWidth + 16 + hoursWidth) / 2;
  const [openX, hoursX] = dir === 'rtl'
    ? [canvas.width - rowStart - openWidth / 2, canvas.width - rowStart - openWidth - 16 - hoursWidth / 2]
    : [rowStart + openWidth / 2, rowStart + openWidth + 16 + hoursWidth / 2];
  pill(ctx, open, openX, 124, '#047857', '#ffffff');
  ctx.font = `400 26px ${FONT}`;
  ctx.fillStyle = '#374151';
  ctx.fillText(hours, hoursX, 125);

  const stars = Math.round(rating);
  ctx.font = `400 34px ${FONT}`;
  ctx.fillStyle = '#b45309';
  const starText = '★'.repeat(stars) + '☆'.repeat(5 - stars);
  ctx.direction = 'ltr';
  const starsX = special ? canvas.width / 2 - 70 : canvas.width / 2;
  ctx.fillText(starText, starsX, 182);
  ctx.direction = dir;
  if (special) pill(ctx, special, canvas.width / 2 + 110, 182, '#fde68a', '#78350f');
  return texture(canvas);
}

/** The sidewalk board in front of each shop that reads "Enter". */
export function makeBoardTexture(text: string, dir: 'rtl' | 'ltr') {
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 128;
  const ctx = canvas.getContext('2d')!;
  ctx.direction = dir;
  ctx.fillStyle = '#8a2e09';
  ctx.fillRect(0, 0, 256, 128);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `700 52px ${FONT}`;
  ctx.fillText(text, 128, 66);
  return texture(canvas);
}
