import type { Random } from './random.ts';

// Simple, pleasant still-life scenes drawn as SVG, one per kind of product. No text (no fonts
// needed) and no downloads: sharp rasterises them and the real photo pipeline stores them.

export const artKinds = [
  'sweets', 'jars', 'bread', 'tatreez', 'pottery', 'mosaic', 'fabric', 'soap',
  'herbs', 'plant', 'crochet', 'beads', 'lamp', 'books', 'coaching', 'candles',
] as const;
export type ArtKind = (typeof artKinds)[number];

export type Palette = { sky: string; wall: string; table: string; a: string; b: string; c: string };

/** Three colour moods per scene, so photos of the same kind still look different. */
export const palettes: Palette[] = [
  { sky: '#fbeee0', wall: '#f3d9c0', table: '#c8996b', a: '#b5482b', b: '#2f6f62', c: '#e2b33c' },
  { sky: '#eef3ea', wall: '#d8e4d0', table: '#9c7a55', a: '#6b3f8f', b: '#c2563a', c: '#3c7fa8' },
  { sky: '#f0eef8', wall: '#dcd6ee', table: '#b88c63', a: '#1f5a7a', b: '#d08a2e', c: '#a33a55' },
];

const SIZE = 960; // drawing units
const OUT = 800; // pixels: enough for the largest view, and quicker to draw and store
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

function frame(p: Palette, body: string, extraDefs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OUT}" height="${OUT}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="${p.wall}"/></linearGradient>
<linearGradient id="tb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.table}"/><stop offset="1" stop-color="#6e4a2c"/></linearGradient>
<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>${extraDefs}</defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/><rect y="640" width="${SIZE}" height="320" fill="url(#tb)"/>
<ellipse cx="480" cy="760" rx="380" ry="70" fill="url(#sh)"/>${body}</svg>`;
}

const circle = (x: number, y: number, r: number, fill: string, extra = '') => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" ${extra}/>`;

const scenes: Record<ArtKind, (p: Palette, r: Random) => string> = {
  sweets: (p, r) => {
    const cookies = range(7).map((i) => {
      const angle = (i / 6) * Math.PI * 2, ring = i === 6 ? 0 : 150;
      const x = 480 + Math.cos(angle) * ring, y = 640 + Math.sin(angle) * ring * 0.45;
      const ridges = range(12).map((k) => { const t = (k / 12) * Math.PI * 2; return `<line x1="${x}" y1="${y - 10}" x2="${(x + Math.cos(t) * 55).toFixed(1)}" y2="${(y - 10 + Math.sin(t) * 38).toFixed(1)}" stroke="#b07a3c" stroke-width="3" opacity="0.5"/>`; }).join('');
      const sugar = range(10).map(() => circle(x + r.between(-45, 45), y - 10 + r.between(-28, 28), 3, '#fff', 'opacity="0.85"')).join('');
      return `${circle(x, y, 66, '#8a5a2b')}<ellipse cx="${x}" cy="${y - 10}" rx="62" ry="44" fill="#e7b877"/>${ridges}${sugar}`;
    });
    return frame(p, `<ellipse cx="480" cy="660" rx="330" ry="150" fill="#fff"/><ellipse cx="480" cy="650" rx="290" ry="125" fill="${p.sky}" stroke="${p.a}" stroke-width="8"/>${cookies.join('')}`);
  },
  jars: (p) => {
    const jar = (x: number, h: number, fill: string, lid: string) =>
      `<rect x="${x - 80}" y="${700 - h}" width="160" height="${h}" rx="34" fill="${fill}" opacity="0.92"/><rect x="${x - 64}" y="${700 - h + 30}" width="30" height="${h - 60}" rx="14" fill="#fff" opacity="0.25"/>` +
      `<rect x="${x - 86}" y="${660 - h}" width="172" height="48" rx="12" fill="${lid}"/><rect x="${x - 70}" y="${700 - h * 0.62}" width="140" height="80" rx="10" fill="#fffaf0"/><rect x="${x - 50}" y="${720 - h * 0.62}" width="100" height="10" rx="5" fill="${lid}"/><rect x="${x - 35}" y="${742 - h * 0.62}" width="70" height="8" rx="4" fill="${lid}" opacity="0.6"/>`;
    return frame(p, jar(270, 300, p.a, p.c) + jar(490, 380, p.c, p.b) + jar(700, 260, p.b, p.a));
  },
  bread: (p, r) => {
    const loaves = [[360, 600, 150], [610, 620, 130], [480, 720, 120]].map(([x, y, s]) =>
      `<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${s! * 0.62}" fill="#d59a55"/><ellipse cx="${x}" cy="${y! - 8}" rx="${s! - 18}" ry="${s! * 0.5}" fill="#e9b872"/>` +
      range(40).map(() => circle(x! + r.between(-s! * 0.7, s! * 0.7), y! - 8 + r.between(-s! * 0.35, s! * 0.35), 4, '#5c6b2e', 'opacity="0.8"')).join(''));
    return frame(p, `<rect x="150" y="520" width="660" height="300" rx="60" fill="#a8723f"/><rect x="170" y="536" width="620" height="266" rx="48" fill="#bf8a52"/>${loaves.join('')}`);
  },
  tatreez: (p) => {
    const cell = 22, stitches: string[] = [];
    const motif = (cx: number, cy: number, color: string) => {
      for (let dy = -4; dy <= 4; dy++) for (let dx = -4; dx <= 4; dx++) {
        const d = Math.abs(dx) + Math.abs(dy);
        if (d !== 4 && d !== 2 && d !== 0) continue;
        const x = cx + dx * cell, y = cy + dy * cell;
        stitches.push(`<path d="M${x + 4} ${y + 4}L${x + cell - 4} ${y + cell - 4}M${x + cell - 4} ${y + 4}L${x + 4} ${y + cell - 4}" stroke="${d === 2 ? p.c : color}" stroke-width="5" stroke-linecap="round"/>`);
      }
    };
    for (let row = 0; row < 4; row++) for (let col = 0; col < 4; col++) motif(130 + col * 230, 130 + row * 230, (row + col) % 2 ? p.a : p.b);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${OUT}" height="${OUT}" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#1d1b1a"/><rect x="24" y="24" width="912" height="912" fill="#f6efe2"/>${stitches.join('')}</svg>`;
  },
  pottery: (p) => {
    const vase = (x: number, h: number, w: number, fill: string, band: string) =>
      `<path d="M${x - w * 0.35} ${700 - h} C${x - w * 0.4} ${700 - h * 0.8} ${x - w} ${700 - h * 0.6} ${x - w * 0.6} 700 L${x + w * 0.6} 700 C${x + w} ${700 - h * 0.6} ${x + w * 0.4} ${700 - h * 0.8} ${x + w * 0.35} ${700 - h} Z" fill="${fill}"/>` +
      `<ellipse cx="${x}" cy="${700 - h}" rx="${w * 0.38}" ry="16" fill="#5a3220"/><rect x="${x - w * 0.72}" y="${700 - h * 0.45}" width="${w * 1.44}" height="22" fill="${band}" opacity="0.9"/><rect x="${x - w * 0.64}" y="${700 - h * 0.3}" width="${w * 1.28}" height="10" fill="${band}" opacity="0.7"/>`;
    return frame(p, vase(300, 330, 150, '#b8643a', p.c) + vase(560, 430, 170, p.a, '#f3e6cf') + vase(760, 250, 110, '#c98b52', p.b));
  },
  mosaic: (p, r) => {
    const tiles: string[] = [], n = 32, s = SIZE / n, colors = [p.a, p.b, p.c, '#f1e3c8'];
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) {
      const d = Math.hypot(x - n / 2 + 0.5, y - n / 2 + 0.5), ring = Math.floor(d / 2.6) % colors.length;
      const star = Math.abs(Math.sin(Math.atan2(y - n / 2, x - n / 2) * 4)) > 0.7 && d < 11;
      tiles.push(`<rect x="${(x * s + 1.5).toFixed(1)}" y="${(y * s + 1.5).toFixed(1)}" width="${(s - 3 + r.between(-1, 1)).toFixed(1)}" height="${(s - 3 + r.between(-1, 1)).toFixed(1)}" rx="3" fill="${star ? '#fffaf0' : colors[ring]}"/>`);
    }
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${OUT}" height="${OUT}" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#6d6257"/>${tiles.join('')}</svg>`;
  },
  fabric: (p) => {
    const fold = (y: number, w: number, fill: string, stripe: string) =>
      `<rect x="${480 - w / 2}" y="${y}" width="${w}" height="90" rx="22" fill="${fill}"/>` +
      range(6).map((i) => `<rect x="${480 - w / 2 + 30 + i * (w - 60) / 6}" y="${y + 10}" width="14" height="70" rx="7" fill="${stripe}" opacity="0.75"/>`).join('');
    return frame(p, fold(610, 600, p.a, p.c) + fold(520, 560, p.b, '#f7efe0') + fold(430, 520, p.c, p.a) + fold(340, 480, '#e4cfae', p.b));
  },
  soap: (p) => {
    const bar = (x: number, y: number, fill: string) => `<rect x="${x}" y="${y}" width="220" height="110" rx="30" fill="${fill}"/><rect x="${x + 20}" y="${y + 12}" width="180" height="22" rx="11" fill="#fff" opacity="0.35"/><ellipse cx="${x + 110}" cy="${y + 62}" rx="50" ry="20" fill="none" stroke="#fff" stroke-width="5" opacity="0.6"/>`;
    return frame(p, `${bar(170, 600, p.a)}${bar(410, 600, p.c)}${bar(290, 488, p.b)}<rect x="670" y="390" width="120" height="320" rx="40" fill="${p.b}" opacity="0.85"/><rect x="700" y="330" width="60" height="70" rx="12" fill="#e8e1d5"/><rect x="690" y="480" width="80" height="110" rx="12" fill="#fffaf0"/>`);
  },
  herbs: (p, r) => {
    const leaves = range(26).map(() => { const x = r.between(150, 820), y = r.between(650, 860); return `<ellipse cx="${x}" cy="${y}" rx="34" ry="13" fill="${r.pick([p.b, '#5f8a45', '#8aa65a'])}" transform="rotate(${r.between(0, 180).toFixed(0)} ${x} ${y})"/>`; }).join('');
    return frame(p, `<rect x="330" y="330" width="300" height="380" rx="40" fill="${p.a}"/><rect x="310" y="300" width="340" height="70" rx="18" fill="${p.c}"/><rect x="370" y="450" width="220" height="150" rx="20" fill="#fffaf0"/><path d="M480 470 C430 500 430 560 480 585 C530 560 530 500 480 470Z" fill="${p.b}"/>${leaves}`);
  },
  plant: (p, r) => {
    const leaves = range(14).map((i) => { const a = -160 + i * (140 / 13) + r.between(-6, 6); return `<ellipse cx="480" cy="300" rx="34" ry="150" fill="${i % 2 ? p.b : '#4f8a4a'}" transform="rotate(${(a + 90).toFixed(1)} 480 430)"/>`; }).join('');
    return frame(p, `${leaves}<path d="M330 430 L630 430 L590 720 L370 720 Z" fill="#c0643c"/><rect x="310" y="410" width="340" height="60" rx="14" fill="#d9794c"/><rect x="340" y="520" width="280" height="18" fill="${p.c}" opacity="0.8"/>`);
  },
  crochet: (p) => {
    const ball = (x: number, y: number, rad: number, fill: string) => circle(x, y, rad, fill) +
      range(5).map((i) => `<path d="M${x - rad} ${y + (i - 2) * rad * 0.3} Q${x} ${y + (i - 2) * rad * 0.3 - rad * 0.5} ${x + rad} ${y + (i - 2) * rad * 0.3}" stroke="#fff" stroke-width="4" fill="none" opacity="0.4"/>`).join('');
    return frame(p, ball(300, 600, 150, p.a) + ball(560, 630, 120, p.b) + ball(740, 600, 100, p.c) + `<line x1="200" y1="760" x2="820" y2="420" stroke="#c9a15c" stroke-width="16" stroke-linecap="round"/><path d="M430 600 C500 700 620 700 700 760" stroke="${p.a}" stroke-width="6" fill="none"/>`);
  },
  beads: (p) => {
    const colors = [p.a, p.b, p.c, '#f7efe0'];
    const beads = range(23).map((i) => { const t = Math.PI * (0.1 + (i / 22) * 0.8); return circle(480 - Math.cos(t) * 330, 300 + Math.sin(t) * 360, i === 11 ? 44 : 26, colors[i % 4]!, 'stroke="#00000022" stroke-width="3"'); });
    return frame(p, `<path d="M150 300 A330 360 0 0 0 810 300" stroke="#8c7a64" stroke-width="4" fill="none"/>${beads.join('')}`);
  },
  lamp: (p) => frame(p,
    `<circle cx="520" cy="300" r="230" fill="${p.c}" opacity="0.18"/><rect x="380" y="690" width="260" height="40" rx="16" fill="#7a5535"/><rect x="500" y="330" width="18" height="370" fill="#5b4634"/>` +
    `<path d="M380 340 L640 340 L580 190 L440 190 Z" fill="${p.a}"/><ellipse cx="510" cy="345" rx="100" ry="16" fill="#fff3c4"/>` +
    `<rect x="150" y="560" width="170" height="150" rx="14" fill="#6d4c33"/><rect x="175" y="430" width="90" height="200" rx="16" fill="#263238" transform="rotate(-12 220 530)"/><rect x="690" y="600" width="150" height="100" rx="20" fill="${p.b}"/>`),
  books: (p) => {
    const book = (y: number, w: number, fill: string) => `<rect x="${480 - w / 2}" y="${y}" width="${w}" height="70" rx="8" fill="${fill}"/><rect x="${480 - w / 2 + 12}" y="${y + 12}" width="${w - 24}" height="8" fill="#fff" opacity="0.5"/>`;
    return frame(p, book(640, 460, p.a) + book(570, 420, p.b) + book(500, 440, p.c) + book(430, 380, '#3d5a80') +
      `<circle cx="500" cy="370" r="60" fill="#c0392b"/><rect x="495" y="290" width="10" height="30" fill="#5b3a1e"/><ellipse cx="530" cy="300" rx="26" ry="12" fill="#4f8a4a"/><rect x="700" y="560" width="190" height="20" rx="10" fill="#f2c14e" transform="rotate(-30 795 570)"/>`);
  },
  coaching: (p) => frame(p,
    `<rect x="170" y="420" width="420" height="300" rx="18" fill="#fffaf0" transform="rotate(-4 380 570)"/>` +
    range(6).map((i) => `<rect x="210" y="${470 + i * 38}" width="${300 - (i % 3) * 60}" height="8" rx="4" fill="#b9b1a3" transform="rotate(-4 380 570)"/>`).join('') +
    [160, 230, 290, 360].map((h, i) => `<rect x="${640 + i * 50}" y="${700 - h}" width="36" height="${h}" rx="6" fill="${[p.a, p.b, p.c, p.a][i]}"/>`).join('') +
    `<rect x="110" y="620" width="120" height="130" rx="18" fill="${p.b}"/><path d="M230 650 q50 10 0 70" stroke="${p.b}" stroke-width="16" fill="none"/>`),
  candles: (p) => {
    const candle = (x: number, h: number, fill: string) => `<ellipse cx="${x}" cy="${680 - h - 40}" rx="60" ry="80" fill="#ffd36b" opacity="0.25"/><rect x="${x - 50}" y="${700 - h}" width="100" height="${h}" rx="18" fill="${fill}"/><rect x="${x - 3}" y="${680 - h}" width="6" height="24" fill="#333"/><path d="M${x} ${620 - h} C${x - 22} ${650 - h} ${x - 12} ${680 - h} ${x} ${680 - h} C${x + 12} ${680 - h} ${x + 22} ${650 - h} ${x} ${620 - h}Z" fill="#ffb02e"/>`;
    return frame(p, candle(310, 260, p.a) + candle(480, 360, '#f4ead8') + candle(650, 200, p.c));
  },
};

/** One scene as SVG text. */
export function drawScene(kind: ArtKind, palette: Palette, random: Random): string {
  return scenes[kind](palette, random);
}

/** A square badge with an eight-pointed star (a common Levantine motif) for store logos. */
export function drawLogo(color: string, accent: string): string {
  const square = (turn: number) => `<rect x="-92" y="-92" width="184" height="184" rx="10" fill="#fffaf0" transform="rotate(${turn})"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="-160 -160 320 320"><rect x="-160" y="-160" width="320" height="320" fill="${color}"/>${square(0)}${square(45)}<circle r="70" fill="${accent}"/><circle r="34" fill="${color}"/></svg>`;
}

/** A wide banner: rows of cross-stitch diamonds on the store's colour. */
export function drawBanner(color: string, accent: string): string {
  const diamonds = range(16).map((i) => { const x = 40 + i * 80; return `<path d="M${x} 170 L${x + 40} 210 L${x} 250 L${x - 40} 210 Z" fill="none" stroke="#fffaf0" stroke-width="${i % 2 ? 6 : 10}"/><circle cx="${x}" cy="210" r="8" fill="#fffaf0"/>`; }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="315" viewBox="0 0 1280 420"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.8"/></linearGradient></defs><rect width="1280" height="420" fill="url(#g)"/><rect y="120" width="1280" height="180" fill="#000" opacity="0.12"/>${diamonds}</svg>`;
}
