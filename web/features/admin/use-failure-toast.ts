import { useEffect } from 'react';

/** Shows a toast once each time a query newly fails (docs/product.md: 'Failed to fetch …'). */
export function useFailureToast(isError: boolean, show: () => void) {
  useEffect(() => {
    if (isError) show();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new failure should toast again
  }, [isError]);
}
