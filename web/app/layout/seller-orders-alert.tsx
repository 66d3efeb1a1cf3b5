import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '#web/lib/format.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { useSellerOrders } from '#web/lib/shop/seller-orders.ts';
import { toast } from '#web/ui/toast.tsx';

/**
 * The header's orders button for sellers: how many orders wait for her (pending or confirmed), and a
 * notice when a new one arrives while the app is open.
 */
export function SellerOrdersAlert() {
  const { t } = useLingui();
  const { language } = useLanguage();
  const { isSeller, needsAction } = useSellerOrders((latest) => {
    const reference = latest.reference;
    toast({ title: t`New order ${reference}`, description: t`Open your dashboard to confirm it.`, variant: 'success' });
  });
  if (!isSeller) return null;
  const count = formatNumber(needsAction, language);
  return (
    <Link to="/seller/dashboard" className="btn-ghost relative px-2 md:px-4" aria-label={t`Orders needing action: ${count}`}>
      <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true"><path fill="currentColor" d="M4 3h12a1 1 0 011 1v12a1 1 0 01-1 1H4a1 1 0 01-1-1V4a1 1 0 011-1zm2 4v2h8V7zm0 4v2h5v-2z" /></svg>
      {needsAction > 0 && <span className="badge absolute -end-1 -top-1 min-w-5 justify-center bg-brand-700 text-white" aria-hidden="true">{count}</span>}
    </Link>
  );
}
