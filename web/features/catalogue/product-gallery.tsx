import { useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { photoSources } from '#web/lib/photos.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { PHOTO_SIZES } from '#web/ui/photo-sizes.ts';

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
            sizes={PHOTO_SIZES.productMain}
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
