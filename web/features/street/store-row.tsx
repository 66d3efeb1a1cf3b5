import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { usePrefersReducedMotion } from '#web/lib/reduced-motion.ts';
import { scrollEdges, scrollOffset } from './scroll-row.ts';
import { StreetStoreCard, StreetStoreCardSkeleton } from './street-store-card.tsx';

const arrowPath = { left: 'M12.5 4l-6 6 6 6', right: 'M7.5 4l6 6-6 6' };

/** The horizontally scrolling row of shops, with start/end buttons on medium screens and up. */
export function StoreRow({ stores, loading, busy, onOpen }: { stores: StoreDto[]; loading: boolean; busy: boolean; onOpen: (store: StoreDto) => void }) {
  const { t } = useLingui();
  const { dir } = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  const rowRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (row) setEdges(scrollEdges(row.scrollLeft, row.scrollWidth, row.clientWidth));
  }, []);

  useEffect(() => {
    measure();
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure, stores, loading, dir]);

  const scroll = (toward: 'start' | 'end') =>
    rowRef.current?.scrollBy({ left: scrollOffset(toward, dir), behavior: reducedMotion ? 'auto' : 'smooth' });

  // The start of the row is on the right in Arabic, so its arrow points right there.
  const startArrow = dir === 'rtl' ? arrowPath.right : arrowPath.left;
  const endArrow = dir === 'rtl' ? arrowPath.left : arrowPath.right;
  const scrollButton = (toward: 'start' | 'end', label: string, path: string, disabled: boolean) => (
    <button type="button" onClick={() => scroll(toward)} disabled={disabled} aria-label={label} className="btn-outline hidden h-10 w-10 shrink-0 self-center rounded-full p-0 md:inline-flex">
      <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true"><path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
    </button>
  );

  return (
    <div className="flex items-stretch gap-2">
      {scrollButton('start', t`Scroll back`, startArrow, loading || edges.atStart)}
      <ul
        ref={rowRef}
        onScroll={measure}
        aria-busy={loading || busy}
        className={`flex flex-1 snap-x snap-mandatory md:snap-none gap-4 overflow-x-auto scroll-px-1 p-1 pb-3 transition-opacity ${busy ? 'opacity-60' : ''}`}
      >
        {loading ? Array.from({ length: 5 }, (_, i) => <StreetStoreCardSkeleton key={i} />) : stores.map((store) => <StreetStoreCard key={store.id} store={store} onOpen={onOpen} />)}
      </ul>
      {scrollButton('end', t`Scroll forward`, endArrow, loading || edges.atEnd)}
    </div>
  );
}
