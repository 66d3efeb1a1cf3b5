import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss';
import { FONT_STACKS } from './web/ui/fonts.ts';

/** One star and the gap after it (a 20 x 16 px tile: the star in its first 16 px), repeated five times by `.rating-stars` (web/ui/rating.tsx). */
const STAR_MASK = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 25 20'%3E%3Cpath d='M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z'/%3E%3C/svg%3E")`;

/**
 * `.table-cards`: below the `sm` width a table shows each row as a card, each cell on its own line
 * under its column's name (`data-label`), so no phone scrolls a table sideways; a header cell
 * marked `keep-on-phone` (a select-all box) stays in view
 * (docs/decisions/021-phone-first-screens.md). Dates never wrap inside; a field in error has a red
 * border wherever it is. A button tapped before the page has hydrated shows it is busy until its tap is
 * replayed (`data-early-tap`, api/pages/early-taps.ts): a ring that pulses (steady under reduced motion),
 * which leaves the button's own colours and contrast as they are. `.rating-stars`: a rating's five stars in
 * one element, filled up to `--rating-fill` from the reading direction's start: mirrored in Arabic (the star
 * and its five tiles are symmetric) (web/ui/rating.tsx).
 */
const phoneCss = `
time { white-space: nowrap; }
h1, h2, h3, h4, p, dd { overflow-wrap: anywhere; }
[aria-invalid="true"] { border-color: #b91c1c; }
button[data-early-tap] { cursor: progress; outline: 2px solid #a3360a; outline-offset: 2px; }
@media (prefers-reduced-motion: no-preference) { button[data-early-tap] { animation: early-tap 0.6s ease-in-out infinite alternate; } }
@keyframes early-tap { to { outline-color: transparent; } }
.rating-stars { display: inline-block; flex: none; width: 96px; height: 16px; forced-color-adjust: none;
  background: linear-gradient(to right, #b45309 var(--rating-fill), #d1d5db var(--rating-fill));
  -webkit-mask: ${STAR_MASK} repeat-x 0 0 / 20px 16px; mask: ${STAR_MASK} repeat-x 0 0 / 20px 16px; }
[dir="rtl"] .rating-stars { transform: scaleX(-1); }
@media (max-width: 639.98px) {
  .table-cards, .table-cards thead, .table-cards tbody, .table-cards tr, .table-cards td, .table-cards th.keep-on-phone { display: block; width: 100%; min-width: 0; }
  .table-cards th:not(.keep-on-phone) { position: absolute; width: 1px; height: 1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .table-cards tbody tr { border: 1px solid #e5e7eb; border-radius: 0.75rem; padding: 0.75rem; margin-block-end: 0.75rem; }
  .table-cards td { padding: 0.25rem 0; text-align: start; }
  .table-cards td > .justify-end { justify-content: flex-start; }
  .table-cards td[data-label]::before { content: attr(data-label); display: block; font-size: 0.75rem; font-weight: 600; color: #4b5563; }
}`;

// Colours chosen for WCAG AA contrast on white (brand 700 on white = 7.1:1, muted 600 = 5.9:1).
export default defineConfig({
  preflights: [{ getCSS: () => phoneCss }],
  presets: [presetWind3()],
  transformers: [transformerVariantGroup()],
  content: { pipeline: { include: [/web\/.*\.(tsx?|html)$/] } },
  theme: {
    colors: {
      brand: {
        50: '#fdf4f3', 100: '#fbe6e3', 200: '#f8d1cb', 500: '#c2410c', 600: '#a3360a', 700: '#8a2e09', 800: '#6f2507',
      },
      ink: { DEFAULT: '#1f2937', muted: '#4b5563' },
    },
    fontFamily: {
      arabic: FONT_STACKS.arabic,
      latin: FONT_STACKS.latin,
    },
  },
  shortcuts: {
    'focusable': 'outline-none focus-visible:(ring-2 ring-brand-600 ring-offset-2)',
    btn: 'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:(opacity-50 cursor-not-allowed) focusable',
    'btn-primary': 'btn bg-brand-700 text-white hover:bg-brand-800',
    'btn-outline': 'btn border border-gray-300 bg-white text-ink hover:bg-gray-50',
    'btn-ghost': 'btn text-ink hover:bg-gray-100',
    'btn-danger': 'btn bg-red-700 text-white hover:bg-red-800',
    input: 'w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm text-ink placeholder-gray-500 focusable',
    card: 'rounded-xl border border-gray-200 bg-white shadow-sm',
    badge: 'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold',
  },
});
