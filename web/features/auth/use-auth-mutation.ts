import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { api } from '#web/lib/api.ts';
import type { Body } from '#web/lib/api-types.ts';
import { currentUserQuery } from '#web/lib/session.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { toast } from '#web/ui/toast.tsx';
import { returnPath } from '#web/lib/sign-in-return.ts';

/**
 * Login and register share their ending (docs/product.md): on success the current user is fetched
 * again, a welcome toast shows and the app goes home; on failure a toast with the server's reason
 * (in the user's language) or the fallback. The form keeps what was typed.
 */
type AuthPath = '/api/login' | '/api/register';

export function useAuthMutation({ path, welcome, failureTitle, fallback, onFailure }: {
  path: AuthPath;
  welcome: string;
  failureTitle: string;
  fallback: MessageDescriptor;
  onFailure?: (error: unknown) => void;
}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: Body<AuthPath, '$post'>) => api.post<AuthPath>(path, input),
    onSuccess: async () => {
      await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
      toast({ title: welcome, variant: 'success' });
      // Back to the page that asked her to sign in (web/lib/sign-in-return.ts).
      navigate(returnPath(window.location.search), { replace: true });
    },
    onError: (error) => {
      toast({ title: failureTitle, description: errorText(i18n, error, fallback), variant: 'destructive' });
      onFailure?.(error);
    },
  });
}
