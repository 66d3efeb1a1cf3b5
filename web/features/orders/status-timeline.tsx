import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDetailDto, OrderStatus } from '#api/contract/orders.ts';
import { orderStatusLabel } from '#web/lib/shop/orders.ts';
import { useLanguage } from '#web/lib/i18n.tsx';

const forward: OrderStatus[] = ['pending', 'confirmed', 'shipped', 'delivered'];

function formatDateTime(iso: string, language: 'ar' | 'en') {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-JO-u-nu-arab' : 'en-JO', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * The order's way from pending to delivered: reached steps with their time, the next ones greyed;
 * a cancelled order shows where it stopped.
 */
export function StatusTimeline({ order }: { order: Pick<OrderDetailDto, 'status' | 'events'> }) {
  const { i18n } = useLingui();
  const { language } = useLanguage();
  const reachedAt = new Map(order.events.map((event) => [event.status, event.createdAt]));
  const steps = order.status === 'cancelled' ? [...forward.filter((s) => reachedAt.has(s)), 'cancelled' as const] : forward;
  return (
    <ol className="flex flex-col gap-0" aria-label={i18n._(orderStatusLabel[order.status])} data-testid="status-timeline">
      {steps.map((step, index) => {
        const at = reachedAt.get(step);
        const reached = !!at;
        const current = step === order.status;
        const dot = step === 'cancelled' ? 'bg-red-700' : reached ? 'bg-brand-700' : 'bg-gray-300';
        return (
          <li key={step} className="relative flex gap-3 pb-5 last:pb-0" aria-current={current ? 'step' : undefined}>
            {index < steps.length - 1 && <span className={`absolute start-[9px] top-5 h-full w-0.5 ${reached ? 'bg-brand-700' : 'bg-gray-300'}`} aria-hidden="true" />}
            <span className={`relative mt-0.5 h-5 w-5 shrink-0 rounded-full ${dot}`} aria-hidden="true" />
            <div className="flex flex-col">
              <span className={`font-semibold ${reached ? 'text-ink' : 'text-ink-muted'}`}>
                {i18n._(orderStatusLabel[step])}
                {current && <span className="sr-only"> <Trans>(current status)</Trans></span>}
              </span>
              {at ? (
                <time dateTime={at} className="text-sm text-ink-muted">{formatDateTime(at, language)}</time>
              ) : (
                <span className="text-sm text-ink-muted"><Trans>Not yet</Trans></span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
