import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '#web/ui/states.tsx';

/** A missing order, or one that is not the viewer's (the API's 404 or 403). */
export function OrderNotFound() {
  const { t } = useLingui();
  return <EmptyState title={t`Order not found`} action={<Link to="/orders" className="btn-primary"><Trans>My orders</Trans></Link>} />;
}
