import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { useLanguage, type Language } from '#web/lib/i18n.tsx';
import { useLogout } from '#web/lib/use-logout.ts';
import { PasswordSection } from './password-section.tsx';

const languageNames: { value: Language; name: string }[] = [
  { value: 'ar', name: 'العربية' },
  { value: 'en', name: 'English' },
];

/** Language, sign out, and what we keep about the user. */
export function SettingsTab() {
  const { language, setLanguage } = useLanguage();
  const logout = useLogout();
  const logoutEverywhere = useLogout('/api/auth/sign-out-everywhere');
  return (
    <div className="flex flex-col gap-6">
      <section className="card p-6">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-xl font-bold"><Trans>Language</Trans></legend>
          <p className="text-sm text-ink-muted"><Trans>Your choice is remembered on this device.</Trans></p>
          <div className="flex flex-wrap gap-3">
            {languageNames.map((option) => (
              <label key={option.value} lang={option.value} className={`flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 ${language === option.value ? 'border-brand-700 bg-brand-50 font-semibold' : 'border-gray-300'}`}>
                <input type="radio" name="language" value={option.value} checked={language === option.value}
                  onChange={() => void setLanguage(option.value)} className="focusable h-4 w-4 accent-brand-700" />
                {option.name}
              </label>
            ))}
          </div>
        </fieldset>
      </section>
      <PasswordSection />
      <section className="card flex flex-col gap-3 p-6" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading" className="text-xl font-bold"><Trans>Your data</Trans></h2>
        <p className="text-sm leading-relaxed text-ink-muted">
          <Trans>We keep only what the marketplace needs: your account details, orders, cart, wishlist and reviews. Sellers see the name, address and phone of orders placed with their stores. We never sell your data and use no advertising cookies.</Trans>
        </p>
        <p className="flex flex-wrap gap-3 text-sm">
          <Link to="/privacy" className="focusable rounded font-semibold text-brand-700 underline"><Trans>Privacy policy</Trans></Link>
          <Link to="/cookies" className="focusable rounded font-semibold text-brand-700 underline"><Trans>Cookies and local storage</Trans></Link>
          <Link to="/contact" className="focusable rounded font-semibold text-brand-700 underline"><Trans>Ask us to delete your account</Trans></Link>
        </p>
      </section>
      <section className="card flex flex-wrap items-center justify-between gap-3 p-6" aria-labelledby="signout-heading">
        <div>
          <h2 id="signout-heading" className="text-xl font-bold"><Trans>Sign Out</Trans></h2>
          <p className="text-sm text-ink-muted"><Trans>Sign out of your account on this device.</Trans></p>
        </div>
        <button type="button" className="btn-danger" onClick={() => void logout()}><Trans>Sign Out</Trans></button>
      </section>
      <section className="card flex flex-wrap items-center justify-between gap-3 p-6" aria-labelledby="signout-everywhere-heading">
        <div>
          <h2 id="signout-everywhere-heading" className="text-xl font-bold"><Trans>Sign out on every device</Trans></h2>
          <p className="text-sm text-ink-muted"><Trans>Ends every session of your account, on this device and all others (for example a lost phone).</Trans></p>
        </div>
        <button type="button" className="btn-outline" onClick={() => void logoutEverywhere()}><Trans>Sign out on every device</Trans></button>
      </section>
    </div>
  );
}
