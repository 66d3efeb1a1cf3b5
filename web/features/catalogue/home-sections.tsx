import { AppLink } from '#web/ui/app-link.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '#web/lib/session.ts';

/**
 * The hero is text only: its heading is the page's largest paint, so it must not wait for a photo.
 * Sellers and admins get Dashboard; everyone else Start Your Journey.
 */
export function HomeHero() {
  const { isSellerOrAdmin } = useCurrentUser();
  return (
    <section className="rounded-2xl bg-gradient-to-br from-brand-50 via-white to-brand-100 px-5 py-10 text-center sm:px-10 sm:py-16">
      <h1 className="mx-auto max-w-3xl text-3xl font-extrabold leading-tight text-ink sm:text-5xl">
        <Trans>Handmade at home, by women in Jordan</Trans>
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-base text-ink-muted sm:text-lg">
        <Trans>Discover embroidery, home cooking, soaps, candles and crafts, straight from the women who make them.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <AppLink to="/products" className="btn-primary px-6 py-3 text-base"><Trans>Explore Products</Trans></AppLink>
        {isSellerOrAdmin ? (
          <AppLink to="/seller/dashboard" className="btn-outline px-6 py-3 text-base"><Trans>Dashboard</Trans></AppLink>
        ) : (
          <AppLink to="/seller/register" className="btn-outline px-6 py-3 text-base"><Trans>Start Your Journey</Trans></AppLink>
        )}
      </div>
    </section>
  );
}

export function NoticeBanner() {
  return (
    <aside className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true"><path fill="currentColor" d="M10 2a8 8 0 100 16 8 8 0 000-16zm1 12H9V9h2zm0-7H9V5h2z" /></svg>
      <p className="text-sm">
        <Trans>Every product on Souq Bayti is homemade. Pay cash on delivery or by CliQ, and talk to the maker directly on WhatsApp.</Trans>
      </p>
    </aside>
  );
}

/** The marketing promises of docs/product.md */
export function Promises() {
  const { t } = useLingui();
  const items = [
    { title: t`Zero commissions`, text: t`Sellers keep everything they earn.` },
    { title: t`Your own store`, text: t`Each seller owns her store, her prices and her customers.` },
    { title: t`Flexible time`, text: t`Work from home, at your own pace.` },
    { title: t`Homemade only`, text: t`Exclusively handmade, home-made products.` },
  ];
  return (
    <section aria-labelledby="promises">
      <h2 id="promises" className="sr-only"><Trans>Why Souq Bayti</Trans></h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title} className="card p-4">
            <h3 className="font-bold text-brand-700">{item.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
