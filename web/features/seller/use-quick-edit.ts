import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ProductDto } from '#api/contract/catalogue.ts';
import { api } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { toast } from '#web/ui/toast.tsx';
import { sellerKeys } from './queries.ts';

export type QuickChange = { price: string; stock: number };

/** PUT /api/products/{id} takes the whole product: everything as it is, with the new price and stock. */
function updateBody(product: ProductDto, change: QuickChange) {
  return {
    storeId: product.storeId, categoryId: product.categoryId ?? '', nameEn: product.nameEn, nameAr: product.nameAr,
    descriptionEn: product.descriptionEn ?? '', descriptionAr: product.descriptionAr ?? '', originalPrice: product.originalPrice,
    currency: product.currency, images: product.images, attributes: product.attributes, status: product.status,
    price: change.price, stock: change.stock,
  };
}

/**
 * Price and stock saved from the product list in one step (docs/decisions/021-phone-first-screens.md);
 * the toast offers Undo, which puts the previous values back.
 */
export function useQuickEdit(storeId: string) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ product, change }: { product: ProductDto; change: QuickChange; undo?: boolean }) =>
      api.put<'/api/products/:id'>(`/api/products/${encodeURIComponent(product.id)}`, updateBody(product, change)),
    onSuccess: (_saved, { product, undo }) => {
      void queryClient.invalidateQueries({ queryKey: sellerKeys.storeProducts(storeId) });
      if (undo) return toast({ title: t`Change undone`, variant: 'success' });
      const before = { price: product.price, stock: product.stock };
      toast({
        title: t`Price and stock saved`,
        variant: 'success',
        action: { label: t`Undo`, onClick: () => mutation.mutate({ product, change: before, undo: true }) },
      });
    },
    onError: (error) => toast({ title: t`Failed to save`, description: errorText(i18n, error, msg`Please try again.`), variant: 'destructive' }),
  });
  return mutation;
}
