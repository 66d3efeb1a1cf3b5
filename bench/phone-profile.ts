// The phone the browser benches emulate: DevTools' "Slow 4G" network preset and a 4× CPU slowdown.
// Shared by bench/web.bench.ts and bench/offline-listings.bench.ts so both measure the same phone.

export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;

/** Its screen: 390 × 844 CSS pixels at 2× (Playwright's context options; bench/unwatched-load.ts sends the same). */
export const SCREEN = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };

/** Debian's Chromium with the flags the e2e journeys use (no background traffic to skew figures). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
