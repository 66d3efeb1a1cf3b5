// The app's font families (docs/decisions/022, "Web, third round"): one per script, so an Arabic page
// never downloads Cairo's Latin files (web/build-plugins.ts fontFaces names the files' families).

export const FONT_FAMILIES = { arabic: 'Cairo Arabic', latin: 'Cairo Latin' } as const;

/** CSS font stacks by the page's language: its own script's Cairo, then the phone's own font. */
export const FONT_STACKS = {
  arabic: `'${FONT_FAMILIES.arabic}', system-ui, sans-serif`,
  latin: `'${FONT_FAMILIES.latin}', system-ui, sans-serif`,
} as const;

/** The <html> class that sets a language's Cairo stack (uno.config.ts theme). */
export const FONT_CLASSES = { ar: 'font-arabic', en: 'font-latin' } as const;

/**
 * Set on <html> by the head script (web/build-plugins.ts pageFontScript) when this page uses Cairo:
 * only once the service worker holds the fonts, never on a first visit (docs/decisions/022, "Web,
 * seventh round"). A language switched later keeps to the same choice.
 */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';
