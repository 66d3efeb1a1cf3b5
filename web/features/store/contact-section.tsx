import type { ReactNode, RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreDto } from '#api/contract/catalogue.ts';
import { whatsappDigits } from '#api/contract/phone.ts';

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="btn-outline justify-start">
      {children}
      <span className="sr-only"> <Trans>(opens in a new tab)</Trans></span>
    </a>
  );
}

const ChatIcon = () => (
  <svg viewBox="0 0 24 24" className="h-4 w-4 shrink-0" aria-hidden="true"><path d="M12 3a9 9 0 00-7.8 13.5L3 21l4.6-1.2A9 9 0 1012 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" /></svg>
);
const PhoneIcon = () => (
  <svg viewBox="0 0 24 24" className="h-4 w-4 shrink-0" aria-hidden="true"><path d="M5 3h4l2 5-2.5 1.5a11 11 0 006 6L16 13l5 2v4a2 2 0 01-2 2A16 16 0 013 5a2 2 0 012-2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" /></svg>
);

/** Numbers read left to right in both languages. */
const PhoneText = ({ value }: { value: string }) => <bdi dir="ltr">{value}</bdi>;

/**
 * How to reach the store: WhatsApp (wa.me with the digits only) and phone links, then the store's
 * pages and its CliQ alias as text. Contact in the header scrolls here and focuses the heading.
 */
export function ContactSection({ store, headingRef }: { store: StoreDto; headingRef?: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useLingui();
  const hasAny = store.whatsappNumber || store.phoneNumber || store.instagramUrl || store.facebookUrl || store.otherPagesUrl || store.cliqNumber;
  return (
    <section aria-labelledby="store-contact" className="card scroll-mt-24 p-4 sm:p-6">
      <h2 id="store-contact" ref={headingRef} tabIndex={-1} className="mb-4 text-xl font-bold outline-none">
        <Trans>Contact</Trans>
      </h2>
      {!hasAny && <p className="text-ink-muted"><Trans>This store has not listed any contact details yet.</Trans></p>}
      <div className="grid gap-2 sm:grid-cols-2">
        {store.whatsappNumber && (
          <a href={`https://wa.me/${whatsappDigits(store.whatsappNumber)}`} target="_blank" rel="noopener noreferrer" className="btn-primary justify-start bg-green-800 hover:bg-green-900">
            <ChatIcon /> <Trans>WhatsApp</Trans> <PhoneText value={store.whatsappNumber} />
            <span className="sr-only"> <Trans>(opens in a new tab)</Trans></span>
          </a>
        )}
        {store.phoneNumber && (
          <a href={`tel:${store.phoneNumber.replace(/[^\d+]/g, '')}`} className="btn-outline justify-start">
            <PhoneIcon /> <Trans>Call</Trans> <PhoneText value={store.phoneNumber} />
          </a>
        )}
        {store.instagramUrl && <ExternalLink href={store.instagramUrl}><Trans>Instagram</Trans></ExternalLink>}
        {store.facebookUrl && <ExternalLink href={store.facebookUrl}><Trans>Facebook</Trans></ExternalLink>}
        {store.otherPagesUrl && <ExternalLink href={store.otherPagesUrl}><Trans>Other page</Trans></ExternalLink>}
      </div>
      {store.cliqNumber && (
        <p className="mt-4 text-sm">
          <span className="font-semibold">{t`CliQ`}: </span>
          <PhoneText value={store.cliqNumber} />
        </p>
      )}
    </section>
  );
}
