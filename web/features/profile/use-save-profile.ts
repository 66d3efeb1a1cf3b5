import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ProfileInput } from '#api/contract/auth.ts';
import { api, ApiError } from '#web/lib/api.ts';
import { currentUserQuery } from '#web/lib/session.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { fieldMessages } from '#web/lib/form-issues.ts';
import { toast } from '#web/ui/toast.tsx';

/**
 * PUT /api/auth/profile, then the current user is fetched again (docs/product.md). Server field
 * errors come back through `onFieldErrors` in the user's language (a taken e-mail is one).
 */
export function useSaveProfile({ onSaved, onFieldErrors }: { onSaved: () => void; onFieldErrors: (errors: Record<string, string>) => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => api.put<'/api/auth/profile'>('/api/auth/profile', input),
    onSuccess: async (updated) => {
      queryClient.setQueryData(currentUserQuery.queryKey, updated);
      await queryClient.refetchQueries({ queryKey: currentUserQuery.queryKey });
      toast({ title: t`Profile Updated`, description: t`Your information has been saved.`, variant: 'success' });
      onSaved();
    },
    onError: (error) => {
      const errors = fieldMessages(i18n, error);
      if (error instanceof ApiError && error.code === 'emailTaken') errors.email = errorText(i18n, error, msg`Failed to update profile`);
      onFieldErrors(errors);
      toast({ title: t`Failed to update profile`, description: errorText(i18n, error, msg`Failed to update profile`), variant: 'destructive' });
    },
  });
}
