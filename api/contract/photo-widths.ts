/**
 * Widths every uploaded photo is stored at, as WebP, and up to 800 as AVIF too (api/lib/photo-files.ts); a photo
 * smaller than one is served its largest.
 * The steps follow what phones ask for: a card is half a 360–430 px screen at 1.75–2× (≈ 315–430
 * device pixels: 320 on a 360 px phone, 400 on the common 390–412 px ones, 480 on the larger), a
 * product page's photo the whole screen less its padding: 650–720 on the common 360–412 px phones at
 * 1.75–2× (720), 730–800 on 400–430 px ones at 2× (800), ~1,000 at 2.6× (1280). Without them those asked
 * for the next width up, a fifth to a half more bytes on a buyer's metered link, sharing it with the
 * page's code (docs/decisions/022).
 * Its own module, free of valibot: the app's first chunk imports it (web/lib/photos.ts).
 */
export const PHOTO_WIDTHS = [320, 400, 480, 640, 720, 800, 960, 1280] as const;
