import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { lazyWidget } from './lazy-widget.ts';

const BUTTON_CLASS = 'btn-outline lg:hidden';

function ButtonFace({ heading, activeCount }: { heading: string; activeCount: number }) {
  return (
    <>
      <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true"><path fill="currentColor" d="M2 4h16v2H2zm3 5h10v2H5zm3 5h4v2H8z" /></svg>
      {heading}
      {activeCount > 0 && <span className="badge bg-brand-700 text-white">{activeCount}</span>}
    </>
  );
}

const rich = lazyWidget(() => import('./filter-sheet-dialog.tsx'));

/**
 * Filters on small screens: a button that opens them in a sheet sliding up from the bottom
 * (web/ui/filter-sheet-dialog.tsx). On large screens pages show the filters inline. Until the
 * sheet's code has arrived (idle, or the first tap) a plain button stands in; a tap on it opens
 * the sheet as soon as the code is here (docs/decisions/022, "Web, fifth round").
 */
export function FilterSheet({ children, activeCount = 0, title }: { children: ReactNode; activeCount?: number; title?: string }) {
  const { t } = useLingui();
  const heading = title ?? t`Filters`;
  const module = rich.use();
  const [openWhenReady, setOpenWhenReady] = useState(false);
  const [focused, setFocused] = useState(false);
  const face = <ButtonFace heading={heading} activeCount={activeCount} />;
  if (module) {
    return <module.RichFilterSheet heading={heading} face={face} className={BUTTON_CLASS} startOpen={openWhenReady} startFocused={focused}>{children}</module.RichFilterSheet>;
  }
  return (
    <button
      type="button"
      // Tapped before the code has arrived: the control says it is on its way.
      className={`${BUTTON_CLASS} ${openWhenReady ? 'animate-pulse' : ''}`}
      aria-busy={openWhenReady || undefined}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => {
        setOpenWhenReady(true);
        void rich.start();
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {face}
    </button>
  );
}
