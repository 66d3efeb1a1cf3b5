import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { api, isNetworkError } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { dismissSuggestion } from '#web/lib/offline/listing-queue.ts';
import { toast } from '#web/ui/toast.tsx';
import type { FieldCodes } from './form-errors.ts';
import { fieldCodes } from '#web/lib/form-issues.ts';
import { sellerKeys } from './queries.ts';
import type { toPayload } from './wizard-model.ts';

type Payload = ReturnType<typeof toPayload>;
type Status = 'active' | 'draft';

/**
 * Publishes or saves the wizard's product. Create: POST /api/products (active) or /api/listing-drafts
 * (draft); edit: PUT /api/products/{id} with the status. Unlike the old client a failed publish is
 * reported, and the wizard keeps everything typed (`onFieldErrors` gets the server's field codes).
 */
export function useProductSubmit({ productId, onFieldErrors, onNoConnection, doneTo }: {
  productId?: string;
  onFieldErrors: (codes: FieldCodes) => void;
  /** A new listing whose call never reached the server: kept on the phone instead (see web/lib/offline/use-save-on-phone.ts). */
  onNoConnection?: (payload: Payload, status: Status, idempotencyKey: string) => void;
  doneTo: string;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A create carries a key: if its answer is lost, the listing kept on the phone is sent with the
  // same key and the server makes the product once.
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: ({ payload, status }: { payload: Payload; status: Status }) => {
      if (productId) return api.put<'/api/products/:id'>(`/api/products/${encodeURIComponent(productId)}`, { ...payload, status });
      key.current ??= crypto.randomUUID();
      return api.post<'/api/products' | '/api/listing-drafts'>(status === 'active' ? '/api/products' : '/api/listing-drafts', payload, { headers: { 'Idempotency-Key': key.current } });
    },
    onSuccess: async (product, { status }) => {
      key.current = null;
      // Photo suggestions that arrived after an upload from the phone have been seen and decided on.
      if (productId) void dismissSuggestion(productId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.storeProducts(product.storeId) }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.myStores }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.stats }),
        queryClient.invalidateQueries({ queryKey: [`/api/products/${product.id}`] }),
      ]);
      if (status === 'draft') toast({ title: t`Draft saved`, variant: 'success' });
      else if (productId) toast({ title: t`Product updated`, variant: 'success' });
      else toast({ title: t`Your product is being processed and will appear shortly...`, variant: 'success' });
      navigate(doneTo);
    },
    onError: (error, { payload, status }) => {
      const usedKey = key.current;
      key.current = null;
      if (!productId && onNoConnection && usedKey && isNetworkError(error)) return onNoConnection(payload, status, usedKey);
      onFieldErrors(fieldCodes(error));
      const title = status === 'draft' ? t`Failed to save draft` : t`Failed to submit product. Please try again.`;
      toast({ title, description: errorText(i18n, error, msg`Please check your connection and try again.`), variant: 'destructive' });
    },
  });
}
