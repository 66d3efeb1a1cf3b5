/**
 * Widths every uploaded photo is stored at, as WebP (a photo smaller than one is served its largest).
 * The steps follow what phones ask for: a card is half a 360–430 px screen at 2× (≈ 360–430 device
 * pixels: 480), a product page's photo the whole screen: 720–800 on the common 360–400 px phones at 2×
 * (800), 828–860 on the larger ones (960). Without 480, 800 and 960 those asked for 640 and 1280, a
 * third more bytes on a buyer's metered link, sharing it with the page's code (docs/decisions/022).
 * Its own module, free of valibot: the app's first chunk imports it (web/lib/photos.ts).
 */
export const PHOTO_WIDTHS = [320, 480, 640, 800, 960, 1280] as const;
