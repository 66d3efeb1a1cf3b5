import { VitePWA } from 'vite-plugin-pwa';

/**
 * Our own service worker (web/sw.ts, injectManifest) so that Background Sync can replay the offline
 * outbox. Registration goes through workbox-window (web/lib/pwa/register.ts): updates are offered
 * with a prompt, never swapped in silently.
 */
export function pwaPlugin() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false, // two hand-written manifests (Arabic, English) in public/
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
      // The 3D tour (three.js) and the seller/admin tools are fetched when used, not precached.
      globIgnores: ['**/tour-page-*.js', '**/three*.js', '**/react-three*.js', '**/admin-*.js', '**/bulk-*.js', 'icons/maskable-*.png'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}
