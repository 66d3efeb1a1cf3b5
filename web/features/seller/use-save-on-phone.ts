import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { queueListing, storageReport, type QueuePhotoInput } from '#web/lib/offline/listing-queue.ts';
import { useCurrentUser } from '#web/lib/session.ts';
import { toast } from '#web/ui/toast.tsx';
import type { toPayload } from './wizard-model.ts';

type Listing = { payload: ReturnType<typeof toPayload>; status: 'active' | 'draft'; photos: QueuePhotoInput[]; key?: string };

/**
 * Without a connection the wizard's listing is kept on the phone with its photos and sent when the
 * connection returns (web/lib/offline/listing-queue.ts); she lands on her product list, where it
 * shows as "waiting to upload". Refused only when the phone has no room left for the photos.
 */
export function useSaveOnPhone() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  return async ({ payload, status, photos, key }: Listing): Promise<void> => {
    if (!user) return;
    const bytes = photos.reduce((sum, p) => sum + ('blob' in p ? p.blob.size : 0), 0);
    if (!(await storageReport(user.id, bytes)).hasRoom) {
      toast({ title: t`This phone is almost out of space`, description: t`Free some space on the phone or remove a photo, then try again.`, variant: 'destructive' });
      return;
    }
    await queueListing({ userId: user.id, storeId: payload.storeId, status, payload, photos, key });
    toast({ title: t`Saved on this phone`, description: t`It will be listed when you are back online.` });
    navigate(`/seller/store/${encodeURIComponent(payload.storeId)}/products`);
  };
}
