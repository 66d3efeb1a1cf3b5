import { Component, lazy, Suspense, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { usePrefersReducedMotion } from '#web/lib/reduced-motion.ts';
import { EmptyState, ErrorState, Spinner } from '#web/ui/states.tsx';
import { ShopDialog } from './shop-dialog.tsx';
import { ShopList } from './shop-list.tsx';
import { StreetMap } from './street-map.tsx';
import { SettingsPanel, WalkBar } from './tour-controls.tsx';
import { tourStoresQuery } from './tour-queries.ts';
import { useTour } from './use-tour.ts';
import { hasWebGL } from './webgl-support.ts';

// three.js loads only when the 3D view is shown; without WebGL it is never downloaded.
const TourScene = lazy(async () => ({ default: (await import('./tour-page-scene.tsx')).StreetTourScene }));

/** Anything that stops the 3D view (no context, a lost context, a failed chunk) drops to the list. */
class SceneBoundary extends Component<{ onFail: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onFail();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function TourChrome({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { language, toggleLanguage } = useLanguage();
  return (
    <main className="fixed inset-0 overflow-hidden bg-slate-800">
      <header className="pointer-events-none absolute inset-x-0 top-0 z-10 flex flex-wrap items-center gap-2 p-3">
        <Link to="/street" className="btn-outline pointer-events-auto"><Trans>Back to the street</Trans></Link>
        <h1 className="card pointer-events-auto px-3 py-2 text-base font-bold"><Trans>Virtual street tour</Trans></h1>
        <div className="pointer-events-auto ms-auto flex gap-2">
          {actions}
          <button type="button" className="btn-outline" onClick={() => void toggleLanguage()} lang={language === 'ar' ? 'en' : 'ar'}>
            {language === 'ar' ? 'English' : 'العربية'}
          </button>
        </div>
      </header>
      {children}
    </main>
  );
}

/** The 3D virtual street walk (docs/product.md), full screen, with every action also in HTML. */
export function TourPage() {
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const reducedMotion = usePrefersReducedMotion();
  const query = useQuery(tourStoresQuery);
  const stores = useMemo(() => query.data?.stores ?? [], [query.data]);
  const [webgl, setWebgl] = useState(hasWebGL);
  const [selected, setSelected] = useState<StoreDto | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(() => typeof window === 'undefined' || window.matchMedia?.('(min-width: 768px)').matches !== false);
  const tour = useTour(stores.length, { keyboardEnabled: webgl && !selected });
  const statusId = useId();
  const hintId = useId();
  const settingsId = useId();
  const nameOf = useCallback((store: StoreDto) => localized(store.nameAr, store.nameEn), [localized]);
  const text = useMemo(() => ({ name: nameOf, open: t`OPEN`, enter: t`Enter`, special: t`Special` }), [nameOf, t]);
  const dropTo2d = useCallback(() => setWebgl(false), []);

  if (query.isPending) {
    return <TourChrome><div className="flex h-full items-center justify-center bg-white"><Spinner label={t`Loading Virtual Street`} /></div></TourChrome>;
  }
  if (query.isError || stores.length === 0) {
    return (
      <TourChrome>
        <div className="flex h-full items-center justify-center bg-white p-4">
          {query.isError ? <ErrorState onRetry={() => void query.refetch()} /> : <EmptyState title={t`No shops available`} />}
        </div>
      </TourChrome>
    );
  }

  const current = stores[tour.nearestIndex];
  const dialog = <ShopDialog store={selected} onClose={() => setSelected(null)} />;
  if (!webgl) {
    return (
      <TourChrome>
        <div className="h-full overflow-y-auto bg-gray-50 pt-20"><ShopList stores={stores} onEnter={setSelected} /></div>
        {dialog}
      </TourChrome>
    );
  }

  const settingsToggle = (
    <button type="button" className="btn-outline" aria-expanded={settingsOpen} aria-controls={settingsId} onClick={() => setSettingsOpen((open) => !open)}>
      <Trans>Settings</Trans>
    </button>
  );
  return (
    <TourChrome actions={settingsToggle}>
      <div className="absolute inset-0" role="img" aria-label={t`3D view of the virtual street`} aria-describedby={`${statusId} ${hintId}`} data-position={tour.position}>
        <SceneBoundary onFail={dropTo2d}>
          <Suspense fallback={<div className="flex h-full items-center justify-center bg-white"><Spinner label={t`Loading Virtual Street`} /></div>}>
            <TourScene
              stores={stores}
              position={tour.position}
              nearestIndex={tour.nearestIndex}
              perspective={tour.settings.perspective}
              weather={tour.settings.weather}
              timeOfDay={tour.settings.timeOfDay}
              reducedMotion={reducedMotion}
              language={language}
              text={text}
              onEnter={setSelected}
              onLost={dropTo2d}
            />
          </Suspense>
        </SceneBoundary>
      </div>
      <div className="pointer-events-none absolute inset-x-3 top-28 bottom-36 flex items-start justify-between gap-3 sm:top-20 sm:bottom-32">
        <div className="pointer-events-auto">
          {tour.settings.mapVisible && (
            <StreetMap stores={stores} position={tour.position} nearestIndex={tour.nearestIndex} onJump={tour.jumpTo} onJumpToShop={tour.jumpToShop} />
          )}
        </div>
        <div className="pointer-events-auto">{settingsOpen && <SettingsPanel tour={tour} id={settingsId} />}</div>
      </div>
      <div className="absolute inset-x-3 bottom-3 flex flex-col items-center gap-1">
        <WalkBar tour={tour} shopCount={stores.length} currentName={nameOf(current)} onEnterCurrent={() => setSelected(current)} statusId={statusId} />
        <p id={hintId} className="rounded bg-black/60 px-2 py-0.5 text-xs text-white">
          <Trans>Walk with the arrow keys or A and D.</Trans>
        </p>
      </div>
      {dialog}
    </TourChrome>
  );
}
