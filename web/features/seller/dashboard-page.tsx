import { Trans } from '@lingui/react/macro';

// Placeholder: the owning issue replaces this page.
export function SellerDashboardPage() {
  return <h1 className="text-2xl font-bold"><Trans>Coming soon</Trans></h1>;
}
