import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Skeleton } from '#web/ui/states.tsx';

type ListState = { isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * The admin lists' one shell: a skeleton while loading, the failure with a retry, the empty message,
 * else the table (cards on a phone: `table-cards`) and what follows it (a pager, "Show more").
 * `columns`: the header cells; the last one (the row's actions) sits at the end.
 */
export function AdminTable<T>({ list, items, caption, columns, emptyTitle, errorMessage, renderRow, footer }: {
  list: ListState;
  items: T[] | undefined;
  caption: ReactNode;
  columns: ReactNode[];
  emptyTitle: string;
  errorMessage?: string;
  renderRow: (item: T) => ReactNode;
  footer?: ReactNode;
}) {
  if (list.isPending) return <Skeleton className="h-48" />;
  if (list.isError || !items) return <ErrorState message={errorMessage} onRetry={() => void list.refetch()} />;
  if (items.length === 0) return <EmptyState title={emptyTitle} />;
  const last = columns.length - 1;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="table-cards w-full text-start">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-sm text-ink-muted">
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col" className={index === last ? 'pb-2 text-end font-semibold' : 'pb-2 pe-3 text-start font-semibold'}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>{items.map(renderRow)}</tbody>
        </table>
      </div>
      {footer}
    </>
  );
}
