import fs from 'node:fs';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { PRECACHE_GROUPS_FILE, publicFileGroup, type PrecacheGroup } from './lib/pwa/precache-groups.ts';

type ManifestEntry = { url: string; revision: string | null; size: number };

/** Tags each precache entry with its group (written by web/build-plugins.ts precacheGroups); drops untagged ones. */
async function tagPrecacheEntries(entries: ManifestEntry[]) {
  const groups = JSON.parse(fs.readFileSync(path.resolve('dist', PRECACHE_GROUPS_FILE), 'utf8')) as Record<string, PrecacheGroup>;
  const manifest = entries
    .map((entry) => ({ ...entry, group: groups[entry.url] ?? publicFileGroup(entry.url) }))
    .filter((entry) => entry.group !== undefined);
  return { manifest, warnings: [] };
}

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
      globIgnores: ['icons/maskable-*.png'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // Only what a buyer's offline use needs, tagged for the worker to pick her language's part
      // (web/lib/pwa/precache-groups.ts); seller, admin and tour code is cached when first used.
      manifestTransforms: [tagPrecacheEntries],
    },
    devOptions: { enabled: false },
  });
}
