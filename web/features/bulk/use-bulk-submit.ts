import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BulkResultDto } from '#api/contract/bulk.ts';
import type { CategoryDto } from '#api/contract/catalogue.ts';
import { api } from '#web/lib/api.ts';
import { errorText, messageForCode } from '#web/lib/error-messages.ts';
import { formatNumber } from '#web/lib/format.ts';
import { uploadPhoto } from '#web/lib/uploads.ts';
import { toast, type ToastInput } from '#web/ui/toast.tsx';
import { fieldId } from './bulk-table.tsx';
import { checkSubmission, firstMissing, inBatches, REDIRECT_AFTER_FAILURE_MS, REDIRECT_MS, toPayload, type Draft } from './bulk-rules.ts';
import { invalidateAfterBulkCreate } from './queries.ts';
import type { Progress } from './use-bulk-drafts.ts';

/** Uploads run three at a time: quicker than one by one, gentle on a phone's connection. */
const UPLOAD_PARALLEL = 3;
/** Toasts show one at a time, so a series is shown in turn, each long enough to read. */
const TOAST_GAP_MS = 1800;
const MAX_ITEM_TOASTS = 5;

function showInTurn(toasts: ToastInput[]) {
  toasts.forEach((input, i) => (i === 0 ? toast(input) : setTimeout(() => toast(input), i * TOAST_GAP_MS)));
}

/**
 * "Add Selected Items": checks the rows, uploads each photo (any failure aborts: 'Image Upload Failed'),
 * then creates everything in ONE bulk call, reports the outcome and returns to the dashboard.
 */
export function useBulkSubmit(opts: {
  storeId: string;
  drafts: Draft[];
  categories: CategoryDto[];
  setDrafts: Dispatch<SetStateAction<Draft[]>>;
  remove: (ids: string[]) => void;
}) {
  const { storeId, drafts, categories, setDrafts, remove } = opts;
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<Progress | null>(null);
  const [creating, setCreating] = useState(false);

  const submit = useCallback(async () => {
    const check = checkSubmission(drafts, categories);
    if (!check.ok) {
      const reason = {
        noneSelected: { title: t`Please select at least one product` },
        missingFields: { title: t`Please fill all required fields for selected products` },
        noCategories: { title: t`No Valid Products`, description: t`No valid categories found for any selected products` },
      }[check.reason];
      toast({ ...reason, variant: 'destructive' });
      const missing = firstMissing(drafts);
      // Take the seller to the first field that needs her (after the row has re-rendered as invalid).
      if (missing) setTimeout(() => document.getElementById(fieldId(missing.id, missing.field))?.focus(), 0);
      return;
    }
    const ready = check.drafts;
    const photos = new Map(ready.map((d) => [d.id, d.imageUrl]));
    setUpload({ done: 0, total: ready.length });
    try {
      await inBatches(ready, UPLOAD_PARALLEL, async (d) => {
        if (!photos.get(d.id)) {
          const objectPath = await uploadPhoto(d.file);
          photos.set(d.id, objectPath);
          setDrafts((list) => list.map((x) => (x.id === d.id ? { ...x, imageUrl: objectPath } : x)));
        }
        setUpload((p) => (p ? { ...p, done: p.done + 1 } : p));
      });
    } catch (err) {
      toast({ title: t`Image Upload Failed`, description: errorText(i18n, err, msg`The photo could not be uploaded. Please try again.`), variant: 'destructive' });
      return;
    } finally {
      setUpload(null);
    }

    setCreating(true);
    let result: BulkResultDto;
    try {
      result = await api.post<BulkResultDto>('/api/products/bulk', { products: ready.map((d) => toPayload(d, storeId, photos.get(d.id)!)) });
    } catch (err) {
      toast({ title: t`Bulk Creation Error`, description: errorText(i18n, err, msg`The products could not be created. Please try again.`), variant: 'destructive' });
      return;
    } finally {
      setCreating(false);
    }

    const reasonOf = (f: BulkResultDto['failures'][number]) => messageForCode(i18n, f.issues?.[0]?.code ?? f.code) ?? f.error;
    const failedIds = new Map(result.failures.map((f) => [ready[f.index]!.id, reasonOf(f)]));
    // Created rows leave the table (a second click must not create them twice); refused rows say why.
    remove(ready.filter((d) => !failedIds.has(d.id)).map((d) => d.id));
    setDrafts((list) => list.map((d) => ({ ...d, submitError: failedIds.get(d.id) ?? null })));
    if (result.success > 0) void invalidateAfterBulkCreate(queryClient);

    const { success: created, failed } = result;
    const language = i18n.locale === 'en' ? 'en' : 'ar';
    const createdCount = formatNumber(created, language);
    const failedCount = formatNumber(failed, language);
    const summary: ToastInput = { title: t`Bulk Creation Complete`, description: t`Created: ${createdCount}, failed: ${failedCount}`, variant: failed ? 'default' : 'success' };
    const itemToasts: ToastInput[] =
      failed > MAX_ITEM_TOASTS
        ? [{ title: t`Multiple Errors`, description: t`${failedCount} products could not be created`, variant: 'destructive' }]
        : result.failures.map((f) => {
            const d = ready[f.index]!;
            const name = i18n.locale === 'ar' ? d.nameAr || d.nameEn : d.nameEn || d.nameAr;
            return { title: t`Product Error`, description: `${name}: ${reasonOf(f)}`, variant: 'destructive' as const };
          });
    showInTurn([summary, ...itemToasts]);
    // Decision: when nothing was created the seller stays to fix the rows instead of losing them.
    if (created > 0) setTimeout(() => navigate('/seller/dashboard'), failed ? REDIRECT_AFTER_FAILURE_MS : REDIRECT_MS);
  }, [drafts, categories, t, i18n, setDrafts, storeId, remove, queryClient, navigate]);

  return { submit, upload, creating };
}
