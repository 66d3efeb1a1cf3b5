import type { ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';

/**
 * A tooltip with the spec's timings (opens after 700 ms, 300 ms skip delay). Each tooltip brings its
 * own provider so that pages without tooltips do not load Radix Tooltip on first visit.
 */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content sideOffset={4} className="z-50 rounded-md bg-ink px-2 py-1 text-xs text-white shadow">
            {content}
            <RadixTooltip.Arrow className="fill-ink" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
