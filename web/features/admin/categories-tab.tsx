import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CategoryDto } from '#api/contract/catalogue.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { categoriesQuery } from '#web/lib/shop/categories.ts';
import { AdminTable } from './admin-table.tsx';
import { msg } from '@lingui/core/macro';
import { errorText } from '#web/lib/error-messages.ts';
import { toast } from '#web/ui/toast.tsx';
import { CategoryDialog } from './category-dialog.tsx';
import { ConfirmAction } from './confirm-action.tsx';
import { useDeleteCategory } from './queries.ts';

function CategoryRow({ category, onEdit }: { category: CategoryDto; onEdit: (category: CategoryDto) => void }) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCategory();
  const nameEn = category.nameEn;
  const confirmDelete = () =>
    remove.mutate(category.id, {
      onSuccess: () => toast({ title: t`Category deleted`, variant: 'success' }),
      onError: (error) => toast({ title: t`Failed to delete category`, description: errorText(i18n, error, msg`Please try again.`), variant: 'destructive' }),
    });
  return (
    <tr className="border-t border-gray-200">
      <td className="py-3 pe-3 font-semibold"><bdi lang="ar" dir="rtl">{category.nameAr}</bdi></td>
      <td className="py-3 pe-3" data-label={t`English name`}><bdi lang="en" dir="ltr">{nameEn}</bdi></td>
      <td className="py-3 pe-3 text-sm text-ink-muted" data-label={t`Slug`}><bdi dir="ltr">{category.slug}</bdi></td>
      <td className="py-3 pe-3" data-label={t`Sort order`}>{formatNumber(category.sortOrder, language)}</td>
      <td className="py-3 text-end">
        <span className="inline-flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-outline" onClick={() => onEdit(category)}>
            <Trans>Edit <span className="sr-only">{nameEn}</span></Trans>
          </button>
          <button type="button" className="btn-outline text-red-700" disabled={remove.isPending} onClick={() => setConfirming(true)}>
            <Trans>Delete <span className="sr-only">{nameEn}</span></Trans>
          </button>
        </span>
        <ConfirmAction open={confirming} onOpenChange={setConfirming} destructive onConfirm={confirmDelete} confirmLabel={t`Delete category`}
          title={t`Delete the category ${nameEn}?`} description={t`Only a category without products can be deleted. Stores that chose it keep no category.`} />
      </td>
    </tr>
  );
}

/** Categories in menu order, with add and edit in one dialog (create or edit mode). */
export function CategoriesTab() {
  const { t } = useLingui();
  const categories = useQuery(categoriesQuery);
  // undefined: closed; null: creating; a category: editing it
  const [editing, setEditing] = useState<CategoryDto | null | undefined>(undefined);

  return (
    <section aria-labelledby="categories-heading" className="card p-4">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="categories-heading" className="m-0 text-lg font-bold"><Trans>Categories</Trans></h2>
        <button type="button" className="btn-primary" onClick={() => setEditing(null)}><Trans>Add category</Trans></button>
      </div>
      <AdminTable
        list={categories}
        items={categories.data}
        caption={<Trans>Categories</Trans>}
        columns={[<Trans>Arabic name</Trans>, <Trans>English name</Trans>, <Trans>Slug</Trans>, <Trans>Sort order</Trans>, <Trans>Action</Trans>]}
        emptyTitle={t`No categories`}
        renderRow={(category) => <CategoryRow key={category.id} category={category} onEdit={setEditing} />}
      />
      {editing !== undefined && (
        <CategoryDialog key={editing?.id ?? 'new'} open category={editing} onOpenChange={(open) => !open && setEditing(undefined)} />
      )}
    </section>
  );
}
