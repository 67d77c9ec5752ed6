import { History } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { AdminListPage } from '../components/AdminListPage';
import { AuditEntryItem, entryColumns } from './AuditEntryItem';
import { AuditFiltersBar } from './AuditFiltersBar';
import { type AuditFilters, noAuditFilters, useAuditLog } from './audit-api';

const headCell = 'text-xs font-semibold tracking-wide text-neutral-500 uppercase';

/** 'Audit Log' (owner): every admin write, newest first, by what, who and India days. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>(noAuditFilters);
  const [page, setPage] = useState(1);
  const { data, isPending, isFetching, error } = useAuditLog(filters, page);
  const entries = data?.entries ?? [];
  const choose = (next: AuditFilters) => {
    setFilters(next);
    setPage(1);
  };
  const filtered = Object.values(filters).some(Boolean);

  return (
    <AdminListPage
      title="Audit Log"
      description="Every change made in the back office, newest first: who, when, and what changed. Times are India time."
      search={<AuditFiltersBar filters={filters} onChange={choose} />}
      pages={{
        label: 'Audit log pages',
        noun: ['change', 'changes'],
        pagination: data?.pagination,
        refreshing: isFetching && !isPending,
        onPage: setPage,
      }}
    >
      {isPending ? (
        <div className="py-12 text-center">
          <Spinner />
        </div>
      ) : error || entries.length === 0 ? (
        <div className="rounded-xl border border-neutral-200 bg-white px-4 py-12 text-center text-sm text-neutral-500 shadow-sm">
          <History className="mx-auto mb-2 size-8 text-neutral-300" aria-hidden />
          {error
            ? errorMessage(error, 'The audit log could not be loaded.')
            : filtered
              ? 'No changes match these filters.'
              : 'No changes yet.'}
        </div>
      ) : (
        <div className="md:overflow-hidden md:rounded-xl md:border md:border-neutral-200 md:bg-white md:shadow-sm">
          <div className={`hidden bg-neutral-50 px-4 py-3 ${entryColumns}`} aria-hidden>
            <span className={headCell}>When</span>
            <span className={headCell}>Who</span>
            <span className={headCell}>What changed</span>
          </div>
          <ul aria-label="Changes" className="space-y-3 md:space-y-0 md:divide-y md:divide-neutral-100">
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        </div>
      )}
    </AdminListPage>
  );
}
