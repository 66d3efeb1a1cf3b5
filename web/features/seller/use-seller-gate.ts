import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useCheckedSession } from '#web/lib/session.ts';
import { toast } from '#web/ui/toast.tsx';

/** The spec's redirect delay for people who may not see the dashboard. */
export const SELLER_GATE_REDIRECT_MS = 500;

/**
 * The seller dashboard's own guard (docs/product.md): anyone who is not a seller or an admin,
 * signed in or not, gets the toast 'Unauthorized' and goes to /auth after 500 ms.
 */
export function useSellerGate() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { user, isLoading, isSellerOrAdmin } = useCheckedSession();
  const denied = !isLoading && !isSellerOrAdmin;
  useEffect(() => {
    if (!denied) return;
    toast({ title: t`Unauthorized`, description: t`You need to be a seller to access this page`, variant: 'destructive' });
    const timer = setTimeout(() => navigate('/auth', { replace: true }), SELLER_GATE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [denied, navigate, t]);
  return { user, isLoading, denied };
}
