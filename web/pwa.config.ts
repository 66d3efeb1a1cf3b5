import { VitePWA } from 'vite-plugin-pwa';

// The service worker registers through workbox-window in web/lib/pwa (prompt on update, never silent).
export function pwaPlugin() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
      globIgnores: ['**/street-tour-*.js', '**/three-*.js'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/objects\//],
    },
  });
}
