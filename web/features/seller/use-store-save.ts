import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { api } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { toast } from '#web/ui/toast.tsx';
import type { FieldCodes } from './form-errors.ts';
import { fieldCodes } from '#web/lib/form-issues.ts';
import { sellerKeys } from './queries.ts';
import type { formToPayload } from './store-form-state.ts';

/**
 * Saves the store form (create or edit). Success: toast 'Store Created' / 'Store Updated' and back to
 * the dashboard; failure: the server's reason (else 'Failed to create/update store') and its field errors.
 */
export function useStoreSave(mode: 'create' | 'edit', storeId?: string) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [serverCodes, setServerCodes] = useState<FieldCodes>({});
  const mutation = useMutation({
    mutationFn: (payload: ReturnType<typeof formToPayload>) =>
      mode === 'create' ? api.post<'/api/stores'>('/api/stores', payload) : api.put<'/api/stores/:id'>(`/api/stores/${encodeURIComponent(storeId!)}`, payload),
    onMutate: () => setServerCodes({}),
    onSuccess: async (store) => {
      queryClient.setQueryData(sellerKeys.store(store.id), store);
      await queryClient.invalidateQueries({ queryKey: sellerKeys.myStores });
      toast({ title: mode === 'create' ? t`Store Created` : t`Store Updated`, variant: 'success' });
      navigate('/seller/dashboard');
    },
    onError: (error) => {
      setServerCodes(fieldCodes(error));
      const fallback = mode === 'create' ? msg`Failed to create store` : msg`Failed to update store`;
      toast({ title: errorText(i18n, error, fallback), variant: 'destructive' });
    },
  });
  return { save: mutation.mutate, pending: mutation.isPending, serverCodes };
}
