import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#web/lib/api.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useLanguage, useLocalized } from '#web/lib/i18n.tsx';
import { useCurrentUser } from '#web/lib/session.ts';
import { categoriesQuery } from '#web/lib/shop/categories.ts';
import { Skeleton } from '#web/ui/states.tsx';
import { toast } from '#web/ui/toast.tsx';
import { checkFiles } from './bulk-rules.ts';
import { BulkTable } from './bulk-table.tsx';
import { BulkUploadArea, JobProgress } from './bulk-upload-area.tsx';
import { bulkStoreQuery } from './queries.ts';
import { useBulkDrafts, type Progress } from './use-bulk-drafts.ts';
import { useBulkSubmit } from './use-bulk-submit.ts';
import { useErrorFocus } from '#web/ui/use-error-focus.ts';
import { PageTitle } from '#web/ui/page-title.tsx';

/** The store must be the user's own unless the user is an admin; otherwise 'Unauthorized' and back to /sell. */
function useStoreAccess(storeId: string) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const store = useQuery(bulkStoreQuery(storeId));
  // Offline, the store as last seen is used: only the server's refusal (not a failed connection) denies.
  const denied = !!user && ((store.data && store.data.sellerId !== user.id && user.role !== 'admin') || store.error instanceof ApiError);
  useEffect(() => {
    if (!denied) return;
    const missing = store.error instanceof ApiError && store.error.status === 404;
    toast(
      missing
        ? { title: t`Store Not Found`, description: t`We couldn't find this store`, variant: 'destructive' }
        : { title: t`Unauthorized`, description: t`You cannot access this store`, variant: 'destructive' },
    );
    navigate('/sell', { replace: true });
  }, [denied, store.error, navigate, t]);
  return { store: denied ? undefined : store.data, loading: store.isPending || denied };
}

function PageSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-40 w-full" />
      {[0, 1, 2].map((i) => <Skeleton key={i} className="h-20 w-full" />)}
    </div>
  );
}

/** Bulk creation from photos (docs/product.md): photos in, AI suggestions, an editable table, one bulk call. */
export function BulkCreatePage() {
  const { id: storeId = '' } = useParams();
  const { t } = useLingui();
  const { language } = useLanguage();
  const localized = useLocalized();
  const { store, loading } = useStoreAccess(storeId);
  const categories = useQuery(categoriesQuery);
  const categoryList = categories.data ?? [];
  const [showErrors, setShowErrors] = useState(false);

  const onAnalysed = useCallback(({ done, total }: Progress) => {
    const count = formatNumber(done, language);
    const totalCount = formatNumber(total, language);
    if (done === total) toast({ title: t`Analysis Complete`, description: t`${count} photos analyzed`, variant: 'success' });
    // Some photos could not be analysed: their rows say so and stay editable.
    else toast({ title: t`Analysis Complete`, description: t`${count} of ${totalCount} photos analyzed`, variant: 'default' });
  }, [language, t]);
  const { drafts, analysis, addFiles, remove, update, selectAll, setDrafts } = useBulkDrafts(categoryList, language, onAnalysed);
  const { ref: tableRef, showErrors: focusErrors } = useErrorFocus<HTMLDivElement>();
  const { submit, upload, creating } = useBulkSubmit({ storeId, drafts, categories: categoryList, setDrafts, remove, reportInvalid: focusErrors });
  const busy = !!analysis || !!upload || creating;

  const onFiles = (files: File[]) => {
    const { tooMany, accepted, problems } = checkFiles(files, drafts.length);
    if (tooMany) {
      toast({ title: t`You can upload up to 50 images only`, variant: 'destructive' });
      return;
    }
    if (problems.length > 0) {
      const lines = problems.map(({ kind, fileName: file }) =>
        kind === 'notImage' ? t`${file} is not an image` : kind === 'tooLarge' ? t`${file} is larger than 10MB` : t`${file} is not a JPG, PNG or WEBP photo`,
      );
      toast({ title: lines[0]!, description: lines.slice(1).join(' · ') || undefined, variant: 'destructive' });
    }
    if (accepted.length > 0) addFiles(accepted);
  };

  if (loading || !store || categories.isPending) return <PageSkeleton />;

  const selected = drafts.filter((d) => d.selected).length;
  const selectedText = formatNumber(selected, language);
  const totalText = formatNumber(drafts.length, language);
  const storeName = localized(store.nameAr, store.nameEn);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold"><Trans>Bulk Add Products</Trans></h1>
          <PageTitle>{t`Bulk Add Products`}</PageTitle>
          <p className="text-ink-muted">{storeName}</p>
        </div>
        <Link to="/sell" className="btn-outline"><Trans>Back</Trans></Link>
      </div>

      <BulkUploadArea onFiles={onFiles} disabled={!!upload || creating} />

      {upload && <JobProgress label={t`Uploading images...`} done={upload.done} total={upload.total} />}
      {!upload && analysis && <JobProgress label={t`AI analyzing images...`} done={analysis.done} total={analysis.total} />}
      {creating && <p role="status" className="text-sm font-semibold"><Trans>Creating products...</Trans></p>}

      {drafts.length > 0 && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <Trans>Products</Trans>
              <span className="badge bg-brand-100 text-brand-800" aria-label={t`${selectedText} selected of ${totalText}`}>
                {selectedText} / {totalText}
              </span>
            </h2>
            <button
              type="button"
              className="btn-primary"
              disabled={selected === 0 || busy}
              onClick={() => {
                setShowErrors(true);
                void submit();
              }}
            >
              {t`Add Selected Items (${selectedText})`}
            </button>
          </div>
          <div ref={tableRef}><BulkTable drafts={drafts} categories={categoryList} showErrors={showErrors} disabled={!!upload || creating} onChange={update} onRemove={remove} onSelectAll={selectAll} /></div>
        </>
      )}
    </div>
  );
}
