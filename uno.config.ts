import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss';

// Colours chosen for WCAG AA contrast on white (brand 700 on white = 7.1:1, muted 600 = 5.9:1).
export default defineConfig({
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
      arabic: "'Cairo Variable', 'Cairo', system-ui, sans-serif",
      latin: "'Cairo Variable', 'Cairo', system-ui, sans-serif",
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
    badge: 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
  },
});
