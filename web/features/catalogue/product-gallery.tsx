import { useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { photoSources } from '#web/lib/photos.ts';
import { useLanguage } from '#web/lib/i18n.tsx';

/**
 * The main photo's drawn width, for the browser to pick the file: the screen less the page's padding and the
 * card's border on a phone, half the page beside the details from 1024 px (the page is at most 1280 px wide).
 * Said as the whole screen, the common 360–412 px phones took the 800 file for a 650–720-pixel photo.
 */
const MAIN_PHOTO_SIZES = '(min-width: 1280px) 602px, (min-width: 1024px) calc(50vw - 38px), calc(100vw - 34px)';

/**
 * The product's photos: one large photo and a row of thumbnails. Thumbnails are buttons in one
 * tab stop; the arrow keys move between them in reading order (so they follow the page
 * direction), Home and End jump to the first and last.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useLingui();
  const { dir } = useLanguage();
  const [current, setCurrent] = useState(0);
  const main = photoSources(images[current], 1280);
  const position = current + 1;
  const count = images.length;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = { [forward]: current + 1, [back]: current - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + count) % count;
    setCurrent(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="card aspect-square w-full overflow-hidden bg-gray-100">
        {main.src ? (
          <img
            key={main.src}
            src={main.src}
            srcSet={main.srcSet}
            sizes={MAIN_PHOTO_SIZES}
            alt={count > 1 ? t`${name}, photo ${position} of ${count}` : name}
            fetchPriority="high"
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-6xl text-gray-400" role="img" aria-label={t`No photo`}>🧵</span>
        )}
      </div>
      {count > 1 && (
        <div role="group" aria-label={t`Product photos`} className="flex gap-2 overflow-x-auto p-1" onKeyDown={onKeyDown}>
          {images.map((url, i) => {
            const thumb = photoSources(url, 320);
            const number = i + 1;
            return (
              <button
                key={`${url}-${i}`}
                type="button"
                onClick={() => setCurrent(i)}
                aria-pressed={i === current}
                aria-label={t`Show photo ${number}`}
                tabIndex={i === current ? 0 : -1}
                className={`h-16 w-16 shrink-0 overflow-hidden rounded-lg border-2 focusable sm:h-20 sm:w-20 ${i === current ? 'border-brand-700' : 'border-transparent'}`}
              >
                <img src={thumb.src} srcSet={thumb.srcSet} sizes="80px" alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
