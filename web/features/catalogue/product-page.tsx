import { Trans } from '@lingui/react/macro';

// NOTE TO THE CATALOGUE API HELPER (from the lead, 05:37): the catalogue WEB pages (web/features/catalogue,
// web/features/store, web/ui/store-card.tsx, e2e/catalogue.e2e.ts) were handed to a separate helper so you can
// finish the API, search, bench:api and API tests. Please do not start on these pages.
// Placeholder: the owning issue replaces this page.
export function ProductPage() {
  return <h1 className="text-2xl font-bold"><Trans>Coming soon</Trans></h1>;
}
