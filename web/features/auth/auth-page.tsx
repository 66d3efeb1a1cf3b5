import { Link, useSearchParams } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { MarketingPanel } from './marketing-panel.tsx';
import { PageTitle } from '#web/ui/page-title.tsx';

const tabs = ['login', 'buyer', 'seller'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

const trigger = 'focusable flex-1 rounded-md px-3 py-2 text-sm font-semibold text-ink-muted data-[state=active]:(bg-white text-brand-700 shadow-sm)';
// Inactive tabs stay mounted (hidden) so that switching tabs keeps what the user typed.
const panel = 'focusable rounded-lg data-[state=inactive]:hidden';

/** /auth: login, buyer sign-up and seller sign-up (docs/product.md). `?tab=seller` opens a tab. */
export function AuthPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'login';

  return (
    <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-2">
      <section className="flex flex-col gap-4">
        <Link to="/" className="btn-ghost self-start">
          <span aria-hidden="true" className="rtl:-scale-x-100">←</span> <Trans>Back to Home</Trans>
        </Link>
        <div className="card p-6">
          <h1 className="text-2xl font-bold"><Trans>Welcome to Souq Bayti</Trans></h1>
          <PageTitle>{t`Sign in or create an account`}</PageTitle>
          <p className="mt-1 text-sm text-ink-muted"><Trans>Sign in or create an account to continue.</Trans></p>
          <Tabs.Root value={tab} onValueChange={(next) => setParams(next === 'login' ? {} : { tab: next }, { replace: true })} className="mt-6">
            <Tabs.List aria-label={t`Account`} className="flex gap-1 rounded-lg bg-gray-100 p-1">
              <Tabs.Trigger value="login" className={trigger}><Trans>Login</Trans></Tabs.Trigger>
              <Tabs.Trigger value="buyer" className={trigger}><Trans>Buyer Account</Trans></Tabs.Trigger>
              <Tabs.Trigger value="seller" className={trigger}><Trans>Seller Account</Trans></Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login" forceMount className={`${panel} mt-6`}><LoginForm /></Tabs.Content>
            <Tabs.Content value="buyer" forceMount className={`${panel} mt-6`}><RegisterForm role="buyer" /></Tabs.Content>
            <Tabs.Content value="seller" forceMount className={`${panel} mt-6`}><RegisterForm role="seller" /></Tabs.Content>
          </Tabs.Root>
        </div>
      </section>
      <MarketingPanel />
    </div>
  );
}
