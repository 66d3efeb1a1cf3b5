import { useState, type FormEvent } from 'react';
import { AppLink } from '#web/ui/app-link.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '#web/ui/toast.tsx';

export function Footer() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  // The newsletter makes no call (docs/product.md): the browser checks the address, then the field clears.
  const subscribe = (e: FormEvent) => {
    e.preventDefault();
    setEmail('');
    toast({ title: t`Thank you!`, description: t`We'll keep you posted.`, variant: 'success' });
  };
  return (
    <footer className="mt-16 border-t border-gray-200 bg-white pb-24 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4">
        <div>
          <h2 className="text-lg font-bold text-brand-700"><Trans>Souq Bayti</Trans></h2>
          <p className="mt-2 text-sm text-ink-muted">
            <Trans>A marketplace for handmade and home-made products by women entrepreneurs in Jordan. Zero commissions, your own store, your own time.</Trans>
          </p>
        </div>
        <nav aria-label={t`Quick links`}>
          <h2 className="font-semibold"><Trans>Quick links</Trans></h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li><AppLink className="focusable rounded hover:underline" to="/how-it-works"><Trans>How it works</Trans></AppLink></li>
            <li><AppLink className="focusable rounded hover:underline" to="/seller-guide"><Trans>Seller guide</Trans></AppLink></li>
            <li><AppLink className="focusable rounded hover:underline" to="/buyer-guide"><Trans>Buyer guide</Trans></AppLink></li>
            <li><AppLink className="focusable rounded hover:underline" to="/faq"><Trans>FAQ</Trans></AppLink></li>
          </ul>
        </nav>
        <nav aria-label={t`Customer service`}>
          <h2 className="font-semibold"><Trans>Customer service</Trans></h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li><AppLink className="focusable rounded hover:underline" to="/contact"><Trans>Contact us</Trans></AppLink></li>
            <li><AppLink className="focusable rounded hover:underline" to="/shipping"><Trans>Shipping</Trans></AppLink></li>
            <li><AppLink className="focusable rounded hover:underline" to="/returns"><Trans>Returns</Trans></AppLink></li>
            <li><AppLink className="focusable rounded hover:underline" to="/support"><Trans>Support</Trans></AppLink></li>
            <li><AppLink className="focusable rounded hover:underline" to="/privacy"><Trans>Privacy</Trans></AppLink></li>
            <li><AppLink className="focusable rounded hover:underline" to="/terms"><Trans>Terms</Trans></AppLink></li>
            <li><AppLink className="focusable rounded hover:underline" to="/cookies"><Trans>Cookies</Trans></AppLink></li>
          </ul>
        </nav>
        <div>
          <form onSubmit={subscribe} className="flex flex-col gap-2">
            <label htmlFor="newsletter" className="font-semibold"><Trans>Newsletter</Trans></label>
            <div className="flex gap-2">
              <input id="newsletter" type="email" dir="ltr" required value={email} onChange={(e) => setEmail(e.target.value)} className="input" placeholder={t`Your e-mail`} autoComplete="email" />
              <button type="submit" className="btn-primary"><Trans>Subscribe</Trans></button>
            </div>
          </form>
          <div className="mt-4 flex gap-3 text-sm">
            <a className="focusable rounded hover:underline" href="https://www.instagram.com/" rel="noopener noreferrer">Instagram</a>
            <a className="focusable rounded hover:underline" href="https://www.facebook.com/" rel="noopener noreferrer">Facebook</a>
          </div>
        </div>
      </div>
      <p className="border-t border-gray-100 py-4 text-center text-xs text-ink-muted"><Trans>© Souq Bayti. Made with care in Jordan.</Trans></p>
    </footer>
  );
}
