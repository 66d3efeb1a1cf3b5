// The app's font families (docs/decisions/022, "Web, third round"): one per script, so an Arabic page
// never downloads Cairo's Latin files (web/build-plugins.ts fontFaces names the files' families).

export const FONT_FAMILIES = { arabic: 'Cairo Arabic', latin: 'Cairo Latin' } as const;

/** CSS font stacks by the page's language: its own script's Cairo, then the phone's own font. */
export const FONT_STACKS = {
  arabic: `'${FONT_FAMILIES.arabic}', system-ui, sans-serif`,
  latin: `'${FONT_FAMILIES.latin}', system-ui, sans-serif`,
} as const;
