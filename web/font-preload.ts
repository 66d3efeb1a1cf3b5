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
