import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Spinner } from '../../../components/Spinner';
import { cssSafeId, PhoneCardLabels } from './PhoneCardLabels';
import './phone-cards.css';
import { tableStyles as t } from './table-styles';

/** A heading, with a width class where the column should not stretch. */
export type AdminColumn = string | { label: string; width: string };

export interface AdminTableProps {
  columns: AdminColumn[];
  loading: boolean;
  /** No rows to show: the icon and sentence take their place. */
  empty: boolean;
  emptyIcon: LucideIcon;
  emptyMessage: string;
  /** The rows, shown once loaded. */
  children: ReactNode;
}

/**
 * A back office list: the headings, then a spinner, a sentence saying why it is empty, or the rows.
 * On a phone the rows are cards, each cell under its column's name.
 */
export function AdminTable({
  columns,
  loading,
  empty,
  emptyIcon: EmptyIcon,
  emptyMessage,
  children,
}: AdminTableProps) {
  const tableId = cssSafeId(useId());
  return (
    <div className={`${t.frame} phone-cards-frame`}>
      <PhoneCardLabels
        tableId={tableId}
        labels={columns.map((column) => (typeof column === 'string' ? column : column.label))}
      />
      <table id={tableId} className={`${t.table} phone-cards`}>
        <thead className={t.head}>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className={t.headCell}>
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={`${t.headCell} ${column.width}`}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className={t.body}>
          {loading ? (
            <tr>
              <td colSpan={columns.length} className={t.empty}>
                <Spinner />
              </td>
            </tr>
          ) : empty ? (
            <tr>
              <td colSpan={columns.length} className={t.empty}>
                <EmptyIcon className="mx-auto mb-2 size-8 text-neutral-300" aria-hidden />
                {emptyMessage}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}
