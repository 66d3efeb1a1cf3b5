import { useLingui } from '@lingui/react/macro';
import { toast } from '#web/ui/toast.tsx';

/**
 * "Save" on the store page (the specification leaves it open): the phone's share sheet when the
 * browser has one (save to notes, send to a friend), else the link is copied to the clipboard.
 */
export function useShareStore() {
  const { t } = useLingui();
  return async (name: string) => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
      } catch (error) {
        // Closing the share sheet is not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) toast({ title: t`Could not share this store`, variant: 'destructive' });
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t`Store link copied`, description: url, variant: 'success' });
    } catch {
      toast({ title: t`Could not copy the link`, description: url, variant: 'destructive' });
    }
  };
}
