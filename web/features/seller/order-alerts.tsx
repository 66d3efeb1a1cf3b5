import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useLanguage } from '#web/lib/i18n.tsx';
import { errorText } from '#web/lib/error-messages.ts';
import {
  PushServiceUnavailable,
  readOrderAlertsState,
  turnOrderAlertsOff,
  turnOrderAlertsOn,
  updateOrderAlertsLanguage,
  type OrderAlertsState,
} from '#web/lib/pwa/order-alerts.ts';

/**
 * The seller's switch for order alerts on this phone (docs/decisions/025-web-push.md). The browser's
 * permission question comes only from her tap; when the browser refuses or cannot, she is told why.
 */
export function OrderAlerts() {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const [state, setState] = useState<OrderAlertsState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const savedLanguage = useRef(language);

  useEffect(() => {
    let alive = true;
    void readOrderAlertsState().then((next) => alive && setState(next), () => alive && setState('unsupported'));
    return () => { alive = false; };
  }, []);

  useEffect(() => {
    if (state !== 'on' || savedLanguage.current === language) return;
    savedLanguage.current = language;
    void updateOrderAlertsLanguage(language).catch(() => undefined);
  }, [state, language]);

  async function change(action: () => Promise<OrderAlertsState>) {
    setBusy(true);
    setProblem(null);
    try {
      setState(await action());
      savedLanguage.current = language;
    } catch (error) {
      setProblem(error instanceof PushServiceUnavailable
        ? t`This browser could not reach its alert service. Please check your connection and try again.`
        : errorText(i18n, error, msg`Alerts could not be changed. Please try again.`));
    } finally {
      setBusy(false);
    }
  }

  if (state === null) return null;
  return (
    <section aria-labelledby="order-alerts" className="card flex flex-col gap-2 p-5">
      <h2 id="order-alerts" className="text-lg font-bold"><Trans>Order alerts on this phone</Trans></h2>
      {state === 'on' && <p className="m-0 text-ink-muted"><Trans>On: you get an alert for each new order and when a buyer cancels, even when the app is closed.</Trans></p>}
      {state === 'off' && <p className="m-0 text-ink-muted"><Trans>Get an alert for each new order and when a buyer cancels, even when the app is closed.</Trans></p>}
      {state === 'denied' && (
        <p className="m-0 text-ink-muted" role="status">
          <Trans>This browser is set to block alerts from Souq Bayti. To get them, allow notifications for this site in the browser’s settings, then come back here.</Trans>
        </p>
      )}
      {state === 'unsupported' && (
        <p className="m-0 text-ink-muted" role="status">
          <Trans>This browser cannot show order alerts. On an iPhone, add Souq Bayti to your Home Screen first and open it from there.</Trans>
        </p>
      )}
      {problem && <p className="m-0 text-red-700" role="alert">{problem}</p>}
      {(state === 'off' || state === 'on') && (
        <div>
          <button
            type="button"
            className={state === 'on' ? 'btn-outline' : 'btn-primary'}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void change(state === 'on' ? turnOrderAlertsOff : () => turnOrderAlertsOn(language))}
          >
            {state === 'on' ? t`Turn off alerts` : t`Allow order alerts`}
          </button>
        </div>
      )}
    </section>
  );
}
