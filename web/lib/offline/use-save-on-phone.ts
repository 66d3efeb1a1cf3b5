import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { queueListing, storageReport, type QueuePhotoInput } from './listing-queue.ts';
import { useCurrentUser } from '../session.ts';
import { toast } from '#web/ui/toast.tsx';

/** A listing to keep: the create call's body without its photos (the wizard's or a bulk row's). */
export type PhoneListing = {
  payload: Record<string, unknown> & { storeId: string; nameAr?: string; nameEn?: string };
  status: 'active' | 'draft';
  photos: QueuePhotoInput[];
  key?: string;
};

/**
 * Without a connection the wizard's listing, or bulk creation's rows, are kept on the phone with their
 * photos and sent when the connection returns (web/lib/offline/listing-queue.ts); she lands on her
 * product list, where they show as "waiting to upload" (unless `stay`: rows she must still fix are on
 * the page). Refused only when the phone has no room left for the photos. Answers whether it kept them.
 */
export function useSaveOnPhone() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  return async (listings: PhoneListing[], { stay = false } = {}): Promise<boolean> => {
    if (!user || listings.length === 0) return false;
    const bytes = listings.flatMap((l) => l.photos).reduce((sum, p) => sum + ('blob' in p ? p.blob.size : 0), 0);
    if (!(await storageReport(user.id, bytes)).hasRoom) {
      toast({ title: t`This phone is almost out of space`, description: t`Free some space on the phone or remove a photo, then try again.`, variant: 'destructive' });
      return false;
    }
    // One after another: each is kept whole (its photos with it) before the next starts.
    for (const { payload, status, photos, key } of listings) await queueListing({ userId: user.id, storeId: payload.storeId, status, payload, photos, key });
    toast({ title: t`Saved on this phone`, description: t`It will be listed when you are back online.` });
    if (!stay) navigate(`/seller/store/${encodeURIComponent(listings[0]!.payload.storeId)}/products`);
    return true;
  };
}
