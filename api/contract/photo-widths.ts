/**
 * Widths every uploaded photo is stored at, as WebP (a photo smaller than one is served its largest).
 * The steps follow what phones ask for: a card is half a 360–430 px screen at 1.75–2× (≈ 315–430
 * device pixels: 320 on a 360 px phone, 400 on the common 390–412 px ones, 480 on the larger), a
 * product page's photo the whole screen: 720–800 on the common 360–400 px phones at 2× (800), 828–860
 * on the larger ones (960). Without them those asked for the next width up, a third to a half more
 * bytes on a buyer's metered link, sharing it with the page's code (docs/decisions/022).
 * Its own module, free of valibot: the app's first chunk imports it (web/lib/photos.ts).
 */
export const PHOTO_WIDTHS = [320, 400, 480, 640, 800, 960, 1280] as const;
