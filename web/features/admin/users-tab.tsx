import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AdminUserDto } from '#api/contract/admin.ts';
import type { UserRole } from '#api/contract/auth.ts';
import { useLanguage } from '#web/lib/i18n.tsx';
import { formatDate } from '#web/lib/format.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { AdminTable } from './admin-table.tsx';
import { toast } from '#web/ui/toast.tsx';
import { ActiveBadge } from './badges.tsx';
import { ConfirmAction } from './confirm-action.tsx';
import { Pager, SearchField } from './list-controls.tsx';
import { adminUsersQuery, useSetUserActive } from './queries.ts';
import { useFailureToast } from './use-failure-toast.ts';
import './admin-messages.ts';

const roleLabels: Record<UserRole, MessageDescriptor> = { buyer: msg`Buyer`, seller: msg`Seller`, admin: msg`Admin` };

function UserRow({ user, isSelf, onToggle, busy }: { user: AdminUserDto; isSelf: boolean; onToggle: (user: AdminUserDto) => void; busy: boolean }) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <tr className="border-t border-gray-200">
      <td className="py-3 pe-3">
        <p className="m-0 font-semibold">{name}</p>
        <p className="m-0 text-sm text-ink-muted"><bdi dir="ltr">{user.email}</bdi></p>
      </td>
      <td className="py-3 pe-3" data-label={t`Role`}>{i18n._(roleLabels[user.role])}</td>
      <td className="py-3 pe-3" data-label={t`Status`}><ActiveBadge isActive={user.isActive} /></td>
      <td className="py-3 pe-3 text-sm text-ink-muted" data-label={t`Joined`}>{formatDate(user.createdAt, language)}</td>
      <td className="py-3 text-end">
        {isSelf ? (
          <span className="text-sm text-ink-muted"><Trans>This is you</Trans></span>
        ) : (
          <button type="button" className={user.isActive ? 'btn-outline' : 'btn-primary'} disabled={busy} onClick={() => onToggle(user)}>
            {user.isActive ? <Trans>Deactivate <span className="sr-only">{name}</span></Trans> : <Trans>Activate <span className="sr-only">{name}</span></Trans>}
          </button>
        )}
      </td>
    </tr>
  );
}

/** Users: search by name or e-mail, pages of 20, activate or deactivate (deactivation asks first). */
export function UsersTab({ adminId }: { adminId: string }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [confirming, setConfirming] = useState<AdminUserDto | null>(null);
  const users = useQuery(adminUsersQuery({ search, page }));
  const setActive = useSetUserActive();
  useFailureToast(users.isError, () => toast({ title: t`Failed to fetch users`, variant: 'destructive' }));

  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(0);
  }, []);

  const apply = (user: AdminUserDto, isActive: boolean) =>
    setActive.mutate(
      { id: user.id, isActive },
      {
        onSuccess: () => toast({ title: t`User status updated`, variant: 'success' }),
        onError: (error) => toast({ title: t`Failed to update user status`, description: errorText(i18n, error, msg`Please try again.`), variant: 'destructive' }),
      },
    );
  const toggle = (user: AdminUserDto) => (user.isActive ? setConfirming(user) : apply(user, true));

  const confirmingName = confirming?.firstName ?? '';
  return (
    <section aria-labelledby="users-heading" className="card p-4">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-heading" className="m-0 text-lg font-bold"><Trans>Users</Trans></h2>
        <SearchField label={t`Search users`} placeholder={t`Search by name or e-mail`} onSearch={onSearch} />
      </div>
      <AdminTable
        list={users}
        items={users.data?.items}
        caption={<Trans>Users</Trans>}
        columns={[<Trans>Name</Trans>, <Trans>Role</Trans>, <Trans>Status</Trans>, <Trans>Joined</Trans>, <Trans>Action</Trans>]}
        emptyTitle={t`No users found`}
        errorMessage={t`Failed to fetch users`}
        renderRow={(user) => (
          <UserRow key={user.id} user={user} isSelf={user.id === adminId} onToggle={toggle} busy={setActive.isPending && setActive.variables?.id === user.id} />
        )}
        footer={users.data && <Pager page={page} total={users.data.total} onPage={setPage} />}
      />
      <ConfirmAction
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t`Deactivate ${confirmingName}?`}
        description={t`They will be signed out everywhere and cannot sign in until you activate them again.`}
        confirmLabel={t`Deactivate`}
        destructive
        onConfirm={() => confirming && apply(confirming, false)}
      />
    </section>
  );
}
