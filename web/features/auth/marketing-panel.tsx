import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

function Benefit({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-1 h-5 w-5 shrink-0 rounded-full bg-white/20 text-center text-sm leading-5" aria-hidden="true">✓</span>
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-white/90">{children}</p>
      </div>
    </li>
  );
}

/** The side panel of the auth page on wide screens: the platform's promises to sellers. */
export function MarketingPanel() {
  return (
    <aside className="hidden flex-col justify-center gap-6 rounded-2xl bg-brand-700 p-10 text-white lg:flex" aria-labelledby="auth-tagline">
      <h2 id="auth-tagline" className="text-3xl font-extrabold leading-snug">
        <Trans>Turn your skills into income from home</Trans>
      </h2>
      <p className="text-white/90">
        <Trans>Souq Bayti brings the handmade work of Jordanian women to buyers across the Kingdom.</Trans>
      </p>
      <ul className="flex flex-col gap-4">
        <Benefit title={<Trans>Zero commissions</Trans>}><Trans>What you sell is yours; we take nothing from your sales.</Trans></Benefit>
        <Benefit title={<Trans>Your own store</Trans>}><Trans>Your name, your photos, your prices and your own store link.</Trans></Benefit>
        <Benefit title={<Trans>Flexible time</Trans>}><Trans>Work when it suits you and your family.</Trans></Benefit>
        <Benefit title={<Trans>Homemade only</Trans>}><Trans>Only handmade and home-made products, made with care.</Trans></Benefit>
      </ul>
    </aside>
  );
}
