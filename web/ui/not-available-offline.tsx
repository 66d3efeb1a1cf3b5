import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';

/**
 * Offline, on a page this phone has never kept: say so, and lead to what is kept (home, cart,
 * wishlist) or try again, instead of skeletons that never fill or a generic error.
 */
export function NotAvailableOffline({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto my-12 max-w-md card flex flex-col items-center gap-3 p-8 text-center">
      <h1 className="text-xl font-bold"><Trans>Not available offline</Trans></h1>
      <p className="text-ink-muted"><Trans>This page has not been opened on this phone yet, so it needs a connection. What you have opened before still works:</Trans></p>
      <nav className="flex flex-wrap justify-center gap-2">
        <Link to="/" className="btn-outline"><Trans>Home</Trans></Link>
        <Link to="/cart" className="btn-outline"><Trans>Cart</Trans></Link>
        <Link to="/wishlist" className="btn-outline"><Trans>Wishlist</Trans></Link>
      </nav>
      <button type="button" className="btn-primary" onClick={onRetry}><Trans>Try again</Trans></button>
    </div>
  );
}
