import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { UserRole } from '#api/contract/auth.ts';
import { useCheckedSession, useCurrentUser } from '#web/lib/session.ts';
import { Spinner } from '#web/ui/states.tsx';
import { toast } from '#web/ui/toast.tsx';
import { currentPath, returnPath, signInPath } from '#web/lib/sign-in-return.ts';

/** Redirect delay for unauthorised users (docs/product.md#people-and-roles: 500 ms), so the message can be read. */
export const GUARD_REDIRECT_MS = 500;

function Blocked({ title, text, to, toastOnBlock }: { title: string; text: string; to: string; toastOnBlock?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (toastOnBlock) toast({ title, description: text, variant: 'destructive' });
    const timer = setTimeout(() => navigate(to, { replace: true }), GUARD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, to, title, text, toastOnBlock]);
  return (
    <div role="alert" className="mx-auto my-16 max-w-md card p-8 text-center">
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="mt-2 text-ink-muted">{text}</p>
    </div>
  );
}

/** Any signed-in user. While the session loads: 'Loading...'; signed out: message, then /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { user, isLoading } = useCheckedSession();
  if (isLoading) return <Spinner label={t`Loading...`} />;
  if (!user) return <Blocked title={t`Authentication Required`} text={t`Please log in to access this page`} to={signInPath(currentPath())} />;
  return <>{children}</>;
}

export type DeniedMessage = { title: string; text: string; redirectTo: string };

/**
 * A role (admin always passes). Wrong role: "Access Denied" then home, unless a page gives its own
 * message (the seller and admin dashboards toast 'Unauthorized' and go to /auth).
 */
export function RequireRole({ role, denied, children }: { role: UserRole; denied?: DeniedMessage; children: ReactNode }) {
  const { t } = useLingui();
  const { user, isLoading } = useCheckedSession();
  if (isLoading) return <Spinner label={t`Loading...`} />;
  if (!user) {
    if (denied) return <Blocked title={denied.title} text={denied.text} to={denied.redirectTo} toastOnBlock />;
    return <Blocked title={t`Authentication Required`} text={t`Please log in to access this page`} to={signInPath(currentPath())} />;
  }
  if (user.role !== role && user.role !== 'admin') {
    if (denied) return <Blocked title={denied.title} text={denied.text} to={denied.redirectTo} toastOnBlock />;
    return <Blocked title={t`Access Denied`} text={t`You don't have permission to access this page`} to="/" />;
  }
  return <>{children}</>;
}

/** Signed-in users are sent home (the auth page). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner />;
  if (user) return <Navigate to={returnPath(search)} replace />;
  return <>{children}</>;
}

/** Unknown paths (the router's last route). */
export { PageNotFound as NotFoundPage } from '#web/ui/not-found.tsx';
