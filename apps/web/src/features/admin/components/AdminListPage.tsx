import type { Pagination } from '@vastra/contract/common';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { AdminTable, type AdminTableProps } from './AdminTable';
import { formStyles as f } from './form-styles';
import { ListCount } from './ListToolbar';
import { PageHeader } from './PageHeader';
import { Pager } from './Pager';

/** A list read a page at a time, each appended under the last (an infinite query's own fields). */
interface LoadMore {
  /** The button's words, e.g. "Load more products". */
  label: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

interface Pages {
  /** Names the page navigation for screen readers, e.g. "Order pages". */
  label: string;
  /** What one row is, and many: "order", "orders". */
  noun: [one: string, many: string];
  pagination: Pagination | undefined;
  /** A fresher answer is loading over the one shown. */
  refreshing: boolean;
  onPage(page: number): void;
}

interface AdminListPageProps {
  /** Orders, returns and products have the most columns and take the wider page. */
  wide?: boolean;
  title: string;
  description: string;
  /** The button beside the heading that adds one more ("Add Product"). */
  add?: { label: string; onAdd(): void };
  /** A row of its own above the toolbar: the orders' search and export. */
  search?: ReactNode;
  /** What narrows the list, at the start of the toolbar. */
  filter?: ReactNode;
  /** At the end of the toolbar: how many there are, or a button for the whole list. */
  summary?: ReactNode;
  /** The actions for the rows picked, between the toolbar and the table. */
  bulk?: ReactNode;
  /** The table the rows go in; without it the children are the list as they are (cards, a list). */
  table?: Omit<AdminTableProps, 'children'>;
  /** The table's rows, or the whole list. */
  children: ReactNode;
  /** A list read page by page: how many it holds at the end of the toolbar, Previous / Next under it. */
  pages?: Pages;
  loadMore?: LoadMore;
  /** The dialog open over the list: a form, or a row's details. */
  dialog?: ReactNode;
}

/**
 * A back office list page: its heading and action, a toolbar of filters and counts, the table (a
 * spinner, a sentence saying why it is empty, or the rows) or a list of its own, then the way to
 * more rows.
 */
export function AdminListPage({
  wide = false,
  title,
  description,
  add,
  search,
  filter,
  summary,
  bulk,
  table,
  children,
  pages,
  loadMore,
  dialog,
}: AdminListPageProps) {
  const count = pages?.pagination && (
    <ListCount
      total={pages.pagination.total}
      one={pages.noun[0]}
      many={pages.noun[1]}
      refreshing={pages.refreshing}
    />
  );
  return (
    <div className={`mx-auto ${wide ? 'max-w-7xl' : 'max-w-6xl'}`}>
      <PageHeader
        title={title}
        description={description}
        action={
          add && (
            <button type="button" onClick={add.onAdd} className={f.primaryButton}>
              <Plus className="size-4" aria-hidden /> {add.label}
            </button>
          )
        }
      />
      {search}
      {(filter || summary || count) && (
        <div
          className={`mb-3 flex flex-wrap items-center ${filter ? 'justify-between' : 'justify-end'} gap-3`}
        >
          {filter}
          {summary ?? count}
        </div>
      )}
      {bulk}
      {table ? <AdminTable {...table}>{children}</AdminTable> : children}
      {pages && <Pager label={pages.label} pagination={pages.pagination} onPage={pages.onPage} />}
      {loadMore?.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            onClick={() => loadMore.fetchNextPage()}
            disabled={loadMore.isFetchingNextPage}
            className={f.secondaryButton}
          >
            {loadMore.isFetchingNextPage ? 'Loading...' : loadMore.label}
          </button>
        </div>
      )}
      {dialog}
    </div>
  );
}
