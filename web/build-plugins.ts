import type { Plugin } from 'vite';

/**
 * Preloads the Arabic regular font (Arabic is the default language), so text paints in its final
 * font without waiting for the CSS to be parsed first. The other weights and the Latin files load
 * on demand through unicode-range.
 */
export function preloadDefaultFont(pattern = /cairo-arabic-400-normal-[\w-]+\.woff2$/): Plugin {
  return {
    name: 'souq:preload-default-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) => pattern.test(name));
        if (!file) return [];
        return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * Writes the build's id to dist/build-id: the server sends it with each pre-rendered page, and the
 * service worker (built with the same id) keeps only pages of its own build, whose assets it holds.
 */
export function emitBuildId(id: string): Plugin {
  return {
    name: 'souq:build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-id', source: id });
    },
  };
}

/**
 * Web fonts that have not arrived by the first paint are not swapped in later in that visit
 * (font-display: optional instead of @fontsource's swap): on a slow first visit the text stays in
 * the phone's own Arabic font instead of jumping when Cairo lands, and the page the server rendered
 * and the app that replaces it lay out alike. The files still download, so later visits use Cairo.
 */
export function fontDisplayOptional(): Plugin {
  return {
    name: 'souq:font-display-optional',
    enforce: 'pre',
    transform(code, id) {
      if (!/@fontsource\/[\w-]+\/[\w-]+\.css$/.test(id)) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}
