import type { MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { useLocalized } from '#web/lib/i18n.tsx';
import { mapClickToPosition, positionToMapFraction, shopSlot, streetLength } from './tour-model.ts';

const HEIGHT = 300;
const yOf = (fraction: number) => fraction * HEIGHT;

/**
 * The street map: the street from its start (top) to its end (bottom), with the shops on their
 * sides as seen walking. A click jumps there; the list of shops beside it is the keyboard way.
 */
export function StreetMap({ stores, position, nearestIndex, onJump, onJumpToShop }: {
  stores: StoreDto[];
  position: number;
  nearestIndex: number;
  onJump: (position: number) => void;
  onJumpToShop: (index: number) => void;
}) {
  const { t } = useLingui();
  const localized = useLocalized();
  const length = streetLength(stores.length);
  const fractionOf = (index: number) => (length === 0 ? 0 : shopSlot(index).position / length);
  const jump = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onJump(mapClickToPosition(event.clientY, box.top, box.height, stores.length));
  };

  return (
    <nav aria-label={t`Street map`} className="card flex max-h-full w-48 flex-col gap-2 bg-white/95 p-3 sm:w-56">
      <h2 className="text-sm font-bold"><Trans>Street map</Trans></h2>
      <div className="flex gap-3">
        <svg viewBox={`0 0 60 ${HEIGHT}`} overflow="visible" onClick={jump} className="my-2 h-40 w-8 shrink-0 cursor-pointer sm:h-60 sm:w-12" aria-hidden="true" data-testid="street-map">
          <rect x="24" y="0" width="12" height={HEIGHT} rx="3" fill="#6b7280" />
          {stores.map((store, index) => (
            <circle
              key={store.id}
              cx={shopSlot(index).side === 'left' ? 12 : 48}
              cy={yOf(fractionOf(index))}
              r={index === nearestIndex ? 7 : 5}
              fill={index === nearestIndex ? '#8a2e09' : '#d6a48a'}
              onClick={(event) => {
                event.stopPropagation();
                onJumpToShop(index);
              }}
            />
          ))}
          <circle cx="30" cy={yOf(positionToMapFraction(position, stores.length))} r="6" fill="#047857" stroke="#fff" strokeWidth="2" />
        </svg>
        <ol className="flex-1 overflow-y-auto text-sm">
          {stores.map((store, index) => (
            <li key={store.id}>
              <button
                type="button"
                onClick={() => onJumpToShop(index)}
                aria-current={index === nearestIndex ? 'location' : undefined}
                className="focusable w-full rounded px-2 py-1 text-start hover:bg-brand-50 aria-[current=location]:(bg-brand-50 font-bold text-brand-800)"
              >
                {localized(store.nameAr, store.nameEn)}
              </button>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
