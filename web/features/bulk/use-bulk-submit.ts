import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BulkResultDto } from '#api/contract/bulk.ts';
import type { CategoryDto } from '#api/contract/catalogue.ts';
import { api, isNetworkError } from '#web/lib/api.ts';
import { errorText, messageForCode } from '#web/lib/error-messages.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useSaveOnPhone, type PhoneListing } from '#web/lib/offline/use-save-on-phone.ts';
import { uploadPhoto } from '#web/lib/uploads.ts';
import { toast, type ToastInput } from '#web/ui/toast.tsx';
import { checkSubmission, inBatches, REDIRECT_AFTER_FAILURE_MS, REDIRECT_MS, rowProblem, toPayload, type Draft } from './bulk-rules.ts';
import { invalidateAfterBulkCreate } from './queries.ts';
import type { Progress } from './use-bulk-drafts.ts';

/** Uploads run three at a time: quicker than one by one, gentle on a phone's connection. */
const UPLOAD_PARALLEL = 3;
/** Toasts show one at a time, so a series is shown in turn, each long enough to read. */
const TOAST_GAP_MS = 1800;
const MAX_ITEM_TOASTS = 5;

/** A row the server (or, offline, the phone) refused: its position among the sent rows and why. */
type Failure = Pick<BulkResultDto['failures'][number], 'index' | 'code' | 'error' | 'issues'>;

function showInTurn(toasts: ToastInput[]) {
  toasts.forEach((input, i) => (i === 0 ? toast(input) : setTimeout(() => toast(input), i * TOAST_GAP_MS)));
}

/**
 * "Add Selected Items": checks the rows, uploads each photo (any failure aborts: 'Image Upload Failed'),
 * then creates everything in ONE bulk call, reports the outcome and returns to the dashboard.
 * Without a connection the rows are kept on the phone instead (docs/decisions/024-listings-offline.md).
 */
export function useBulkSubmit(opts: {
  storeId: string;
  drafts: Draft[];
  categories: CategoryDto[];
  setDrafts: Dispatch<SetStateAction<Draft[]>>;
  remove: (ids: string[]) => void;
  /** Says what is missing (and takes the seller to the first row in error: web/ui/use-error-focus.ts). */
  reportInvalid: (summary: ToastInput) => void;
}) {
  const { storeId, drafts, categories, setDrafts, remove, reportInvalid } = opts;
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<Progress | null>(null);
  const [creating, setCreating] = useState(false);
  const saveOnPhone = useSaveOnPhone();

  const reasonOf = useCallback((f: Failure) => messageForCode(i18n, f.issues?.[0]?.code ?? f.code) ?? f.error, [i18n]);

  /** Accepted rows leave the table (a second click must not create them twice); refused rows say why. */
  const markRefused = useCallback((ready: Draft[], failures: Failure[]) => {
    const failedIds = new Map(failures.map((f) => [ready[f.index]!.id, reasonOf(f)]));
    remove(ready.filter((d) => !failedIds.has(d.id)).map((d) => d.id));
    setDrafts((list) => list.map((d) => ({ ...d, submitError: failedIds.get(d.id) ?? null })));
    return failedIds;
  }, [reasonOf, remove, setDrafts]);

  const itemToasts = useCallback((ready: Draft[], failures: Failure[]): ToastInput[] => {
    const failedCount = formatNumber(failures.length, i18n.locale === 'en' ? 'en' : 'ar');
    if (failures.length > MAX_ITEM_TOASTS) return [{ title: t`Multiple Errors`, description: t`${failedCount} products could not be created`, variant: 'destructive' }];
    return failures.map((f) => {
      const d = ready[f.index]!;
      const name = i18n.locale === 'ar' ? d.nameAr || d.nameEn : d.nameEn || d.nameAr;
      return { title: t`Product Error`, description: `${name}: ${reasonOf(f)}`, variant: 'destructive' as const };
    });
  }, [i18n, t, reasonOf]);

  /**
   * Offline: each row the server would accept is kept on the phone with its photo (the wizard's queue,
   * web/lib/offline/use-save-on-phone.ts); a row it would refuse is refused now, with the same message.
   */
  const keepOnPhone = useCallback(async (ready: (Draft & { categoryId: string })[], photos: Map<string, string | null>) => {
    const failures: Failure[] = ready.flatMap((d, index) => {
      const problem = rowProblem(toPayload(d, storeId, ''));
      return problem ? [{ index, ...problem }] : [];
    });
    const refused = new Set(failures.map((f) => f.index));
    const listings: PhoneListing[] = ready.flatMap((d, index) => {
      if (refused.has(index)) return [];
      const { images: _none, ...payload } = toPayload(d, storeId, '');
      const objectPath = photos.get(d.id);
      return [{ payload, status: 'active' as const, photos: [objectPath ? { objectPath } : { blob: d.file }] }];
    });
    if (listings.length > 0 && !(await saveOnPhone(listings, { stay: failures.length > 0 }))) return;
    markRefused(ready, failures);
    if (failures.length > 0) showInTurn(itemToasts(ready, failures));
  }, [storeId, saveOnPhone, markRefused, itemToasts]);

  const submit = useCallback(async () => {
    const check = checkSubmission(drafts, categories);
    if (!check.ok) {
      const reason = {
        noneSelected: { title: t`Please select at least one product` },
        missingFields: { title: t`Please fill all required fields for selected products` },
        noCategories: { title: t`No Valid Products`, description: t`No valid categories found for any selected products` },
      }[check.reason];
      reportInvalid(reason);
      return;
    }
    const ready = check.drafts;
    const photos = new Map(ready.map((d) => [d.id, d.imageUrl]));
    // No connection: the rows are kept on the phone and sent when it returns (like the wizard's listing).
    if (navigator.onLine === false) return keepOnPhone(ready, photos);
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
      if (isNetworkError(err)) return keepOnPhone(ready, photos);
      toast({ title: t`Image Upload Failed`, description: errorText(i18n, err, msg`The photo could not be uploaded. Please try again.`), variant: 'destructive' });
      return;
    } finally {
      setUpload(null);
    }

    setCreating(true);
    let result: BulkResultDto;
    try {
      result = await api.post<'/api/products/bulk'>('/api/products/bulk', { products: ready.map((d) => toPayload(d, storeId, photos.get(d.id)!)) });
    } catch (err) {
      toast({ title: t`Bulk Creation Error`, description: errorText(i18n, err, msg`The products could not be created. Please try again.`), variant: 'destructive' });
      return;
    } finally {
      setCreating(false);
    }

    const failedIds = markRefused(ready, result.failures);
    if (result.success > 0) void invalidateAfterBulkCreate(queryClient);
    const { success: created, failed } = result;
    const language = i18n.locale === 'en' ? 'en' : 'ar';
    const createdCount = formatNumber(created, language);
    const failedCount = formatNumber(failed, language);
    const summary: ToastInput = { title: t`Bulk Creation Complete`, description: t`Created: ${createdCount}, failed: ${failedCount}`, variant: failed ? 'default' : 'success' };
    showInTurn([summary, ...itemToasts(ready, result.failures)]);
    // Decision: when nothing was created the seller stays to fix the rows instead of losing them.
    if (created > 0) setTimeout(() => navigate('/seller/dashboard'), failedIds.size ? REDIRECT_AFTER_FAILURE_MS : REDIRECT_MS);
  }, [drafts, categories, t, reportInvalid, keepOnPhone, i18n, storeId, markRefused, queryClient, itemToasts, navigate, setDrafts]);

  return { submit, upload, creating };
}
